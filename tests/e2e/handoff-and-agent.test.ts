// The order hand-off and agent mode in a real browser against the built site (docs/product/agents.md#agent-mode Agent mode and
// Order hand-off, docs/product/agents.md#roles, docs/product/content.md#content-calls; docs/architecture.md#reliability-and-security): a Flip to Fibre order from the address check to the stand-in
// order site, with every docs/product/ordering-and-handoff.md#hand-off-fields field checked and sq_address decrypted; agent links with a valid
// token and with a bad one (each kind of bad token refused by the site over HTTP).
import CryptoJS from 'crypto-js';
import { SignJWT } from 'jose';
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { HANDOFF_FIELD_NAMES } from '../../shared/domain/ordering/handoff-fields';
import { orderAtStandIn } from '../support/order-stand-in';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { networkQuiet } from '../support/network-quiet';
import { checkOnNeed, choosePlanOnNeed } from '../support/check-on-need';
import { checkAddress } from '../support/address-step';

// The shared sites' keys, made for the run (tests/support/browser-run.ts): no test signs with a key written in the repository.
const { ORDER_AES_SECRET, AGENT_TOKEN_SECRET } = inject('siteSecrets');
const NOW_S = () => Math.floor(Date.now() / 1000);

/** provider/address/SCENARIOS.md `flip-ready-fttn`. */
const FLIP_ADDRESS = {
  typed: '14 Lyrebird Rise',
  suggestion: '14 Lyrebird Rise, Brunswick VIC 3056',
  locationId: 'LOC000184726551',
};

const site = useSiteAndBrowser({ checkPageProblems: true });

interface OpenOptions {
  /** Runs in the page before the site's scripts (storage seeding). */
  initScript?: string;
  /** The 401 of a refused agent token is expected: Chromium logs it as a console error. */
  allowAgentSession401?: boolean;
}

async function open(path: string, options: OpenOptions = {}): Promise<Page> {
  const expected = (message: ConsoleMessage) =>
    options.allowAgentSession401 === true &&
    message.location().url.endsWith('/api/agent/session') &&
    message.text().includes('status of 401');
  const opened = await site.openPage(path, {
    context: { viewport: { width: 1500, height: 1000 } },
    watch: { expected },
    beforeGoto: async (page) => {
      if (options.initScript) await page.addInitScript(options.initScript);
    },
    waitFor: 'idle',
  });
  return opened.page;
}

const signAgentToken = (claims: Record<string, unknown>, { secret = AGENT_TOKEN_SECRET, alg = 'HS256' } = {}) =>
  new SignJWT({ iat: NOW_S() - 60, ...claims }).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const agentStorage = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      ['isAgent', 'agentUsername', 'agentCode', 'expiry', 'orderFormToken'].map((key) => [key, window.localStorage.getItem(key)]),
    ),
  );

const SUMMARY = "And you're done! Here's what you've selected to order today.";

/** Flip to Fibre: the address, the plan and every extra, up to 'Order Now'. */
async function chooseFlipToFibre(page: Page) {
  await checkAddress(page, FLIP_ADDRESS);
  await expect(page.locator('#address .address-check__result').innerText()).resolves.toContain('Fibre Upgrade with FREE installation');

  // The address's own flip plans (FTTN at 50 Mbps: the 100 tier only).
  const card = page.getByRole('article', { name: /Family nbn 100\/20Mbps/ });
  await card.waitFor();
  await choosePlanOnNeed(card);

  await checkOnNeed(page.getByRole('radio', { name: 'Yes, add the modem' }));
  await checkOnNeed(page.getByRole('switch', { name: 'Add a Wi-Fi extender' }));
  await checkOnNeed(page.getByRole('radio', { name: 'Yes, add a phone' }));
  await checkOnNeed(page.getByRole('radio', { name: /^Unlimited calls/ }));
  await checkOnNeed(page.getByRole('radio', { name: /^Yes, add Home Secure/ }));
  await checkOnNeed(page.getByRole('radio', { name: '50 Mbps' }));
}

const orderNow = (page: Page) => orderAtStandIn(page, site.server.provider, page.getByRole('region', { name: SUMMARY }));

describe('order hand-off and agent mode (docs/product/ordering-and-handoff.md#hand-off-fields, docs/product/agents.md#log-out)', () => {
  // One Flip to Fibre walk orders twice: as the visitor, with every field; then, the choices kept in
  // the session, as the agent who arrives by a valid token in the same tab.
  it("Flip to Fibre from the address check to the order site with every docs/product/ordering-and-handoff.md#hand-off-fields field; then a valid token: 'Not Jane? Log Out', the token leaves the address bar, agent fields reach the order site, log out clears", async () => {
    const clickedAt = Date.now() - 24 * 3600 * 1000;
    const page = await open('/flip-to-fibre', {
      initScript: `
        if (!window.sessionStorage.getItem('seeded')) {
          window.sessionStorage.setItem('seeded', '1');
          window.localStorage.setItem('fdclid', JSON.stringify({ value: 'cmp-click-1', timestamp: ${clickedAt} }));
          window.sessionStorage.setItem('utm_source', 'newsletter');
          window.sessionStorage.setItem('conversation_id', 'conv-77');
        }`,
    });
    await chooseFlipToFibre(page);
    const { query, landedOn, statuses } = await orderNow(page);

    expect(`${landedOn.origin}${landedOn.pathname}`).toBe(`${site.server.provider.url}/order`);
    expect(statuses).toEqual(['The order site can act on this order. Service: Flip to Fibre.']);
    expect(query).toEqual({
      type: 'broadband',
      technology: 'fibre',
      sq_address: expect.any(String),
      service_class: '0',
      plan_id: '10591',
      flip: '1',
      interim_plan: '50',
      contract_term: '1',
      unlimited_phone: '1',
      payg_phone: '0',
      modem: '1',
      new_dev: '0',
      hs: 'subscribe',
      extender: '1',
      fdclid: 'cmp-click-1',
      service_location_id: FLIP_ADDRESS.locationId,
      active_service: '0',
      // The offer the plan was shown in and the CIS version the page showed (shared/domain/plans/offer.ts).
      offer_type: 'standard',
      cis_version: expect.stringMatching(/^standard-[0-9a-f]{8}$/),
      // What the summary showed, signed with the rest (docs/product/ordering-and-handoff.md#order-signature).
      monthly_price_steps: expect.stringMatching(/^\d+\.\d\d/),
      upfront_total: expect.stringMatching(/^\d+\.\d\d$/),
      utm_source: 'newsletter',
      conversation_id: 'conv-77',
      order_sig: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // docs/product/address-check.md#address-search-call order, as the order site received it.
    const names = [...landedOn.searchParams.keys()];
    expect(names).toEqual(HANDOFF_FIELD_NAMES.filter((name) => names.includes(name)));
    // The address travels encrypted, and decrypts with the server's ORDER_AES_SECRET.
    const sqAddress = query.sq_address as string;
    expect(sqAddress).not.toContain('Lyrebird');
    expect(CryptoJS.AES.decrypt(sqAddress, ORDER_AES_SECRET).toString(CryptoJS.enc.Utf8)).toBe(FLIP_ADDRESS.suggestion);

    // A valid token: agent mode.
    const expiry = NOW_S() + 3600;
    const token = await signAgentToken({ name: 'Jane Citizen', agent_code: 'A123', exp: expiry });
    await page.goto(`${site.server.url}/flip-to-fibre?keep=1&token=${token}`);
    await networkQuiet(page);
    const logOut = page.getByRole('button', { name: 'Not Jane? Log Out' });
    await logOut.waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/flip-to-fibre');
    expect(url.searchParams.get('token')).toBeNull();
    expect(url.searchParams.get('keep')).toBe('1');
    await expect(page.getByRole('link', { name: '13 39 38' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' }).count()).resolves.toBe(0);
    await expect(agentStorage(page)).resolves.toEqual({
      isAgent: 'true',
      agentUsername: 'Jane',
      agentCode: 'A123',
      expiry: String(expiry),
      orderFormToken: token,
    });

    // Another visit: agent mode is restored from storage (expiry checked, not expired).
    await page.reload();
    await networkQuiet(page);
    await logOut.waitFor();

    // The order carries the agent code and an attribution made for it, never the token
    // (docs/product/ordering-and-handoff.md#agent-fields); the order site credits the agent.
    const agentOrder = await orderNow(page);
    expect(agentOrder.query).toMatchObject({ plan_id: '10591', flip: '1', agent_code: 'A123', agent_attribution: expect.any(String) });
    expect(agentOrder.query).not.toHaveProperty('agent-token');
    expect(agentOrder.landedOn.href).not.toContain(token);
    expect(agentOrder.landedOn.href).not.toContain(token.split('.')[2]!);
    expect(agentOrder.agent).toEqual({ credited: true, agentCode: 'A123' });

    await page.goBack();
    await networkQuiet(page);
    await page.getByRole('button', { name: 'Not Jane? Log Out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    await expect(page.getByRole('button', { name: /Log Out/ }).count()).resolves.toBe(0);
    await expect(agentStorage(page)).resolves.toEqual({
      isAgent: 'false',
      agentUsername: null,
      agentCode: null,
      expiry: null,
      orderFormToken: null,
    });
  });

  // docs/product/agents.md#agent-bar: the agent bar names the agent and holds the log out at every width; the menu offers it too.
  it('on a 390 x 844 phone, the agent bar shows "Agent mode: Jane Citizen (A123)" and the whole log out inside the screen', async () => {
    const token = await signAgentToken({ name: 'Jane Citizen', agent_code: 'A123', exp: NOW_S() + 3600 });
    const { page } = await site.openPage(`/about-us?token=${token}`, { context: { viewport: { width: 390, height: 844 } }, waitFor: 'idle' });
    const bar = page.getByRole('region', { name: 'Agent mode' });
    await bar.getByText('Agent mode: Jane Citizen (A123)').waitFor();
    await expect(bar.getByText('Agent mode: Jane Citizen (A123)').isVisible()).resolves.toBe(true);
    const barLogOut = bar.getByRole('button', { name: 'Not Jane? Log Out' });
    await expect(barLogOut.innerText()).resolves.toBe('Not Jane? Log Out');
    // Its own colour: never the promo banner's, so an agent does not take it for an announcement.
    const backgroundOf = (region: string) => page.getByRole('region', { name: region }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await backgroundOf('Agent mode')).not.toBe(await backgroundOf('Announcements'));
    const box = (await barLogOut.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The nav bar's own account slot gives way to the agent bar.
    await expect(page.getByRole('banner').getByRole('button', { name: /Log Out/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    const menuLogOut = page.locator('#site-menu').getByRole('button', { name: 'Not Jane? Log Out' });
    await expect(menuLogOut.innerText()).resolves.toBe('Not Jane? Log Out');
    await menuLogOut.click();
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).first().waitFor();
    await expect(page.getByRole('button', { name: /Log Out/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: 'Agent mode' }).count()).resolves.toBe(0);
  });

  const badTokens: [string, () => Promise<string>][] = [
    ['forged signature', () => signAgentToken({ name: 'Jane Citizen', agent_code: 'A123', exp: NOW_S() + 3600 }, { secret: 'a-forged-secret-that-is-long-enough-0123456789ab' })],
    ['alg none', async () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ name: 'Jane Citizen', agent_code: 'A123', exp: NOW_S() + 3600 })}.`],
    ['expired', () => signAgentToken({ name: 'Jane Citizen', agent_code: 'A123', exp: NOW_S() - 60 })],
    ['missing name', () => signAgentToken({ agent_code: 'A123', exp: NOW_S() + 3600 })],
    ['missing agent_code', () => signAgentToken({ name: 'Jane Citizen', exp: NOW_S() + 3600 })],
    ['valid for ten years', () => signAgentToken({ name: 'Jane Citizen', agent_code: 'A123', iat: NOW_S() - 60, exp: NOW_S() + 10 * 365 * 24 * 3600 })],
    ['no iat', () => signAgentToken({ name: 'Jane Citizen', agent_code: 'A123', iat: undefined, exp: NOW_S() + 3600 })],
    ['wrong algorithm (HS512)', () => signAgentToken({ name: 'Jane Citizen', agent_code: 'A123', exp: NOW_S() + 3600 }, { alg: 'HS512' })],
  ];

  // The site's own verifier refuses every kind (POST /api/agent/session, as the page posts it); the
  // page does the same for any refusal (client/features/agent/agent-session-verify-and-read.ts), so one
  // kind is walked in the browser (every kind: server/api/agent/verify-agent-token.test.ts; the page
  // on a 401: client/features/agent/use-agent-session.test.tsx).
  it('a bad token of each kind is refused by the site; in the browser, a refused one leaves no agent UI and clears an earlier agent session', async () => {
    const session = (token: string) =>
      fetch(`${site.server.url}/api/agent/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.server.url, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ token }),
      });
    // A good token opens a session the same way: the refusals are the tokens', not the request's.
    expect((await session(await signAgentToken({ name: 'Jane Citizen', agent_code: 'A123', exp: NOW_S() + 3600 }))).status).toBe(200);
    for (const [kind, makeToken] of badTokens) {
      const answer = await session(await makeToken());
      expect(answer.status, kind).toBe(401);
      expect(((await answer.json()) as { error: { code: string } }).error.code, kind).toBe('invalid_agent_token');
    }

    // In the browser: an earlier (still valid) agent session is in storage when the refused token arrives.
    const [kind, makeToken] = badTokens[0]!;
    const page = await open(`/?token=${await makeToken()}`, {
      allowAgentSession401: true,
      initScript: `
        if (window.location.search.includes('token=') && !window.sessionStorage.getItem('seeded')) {
          window.sessionStorage.setItem('seeded', '1');
          window.localStorage.setItem('isAgent', 'true');
          window.localStorage.setItem('agentUsername', 'Old');
          window.localStorage.setItem('agentCode', 'Z9');
          window.localStorage.setItem('expiry', String(${NOW_S() + 3600}));
          window.localStorage.setItem('orderFormToken', 'old.token.value');
        }`,
    });
    await expect.poll(() => agentStorage(page).then((stored) => stored.isAgent), { message: kind }).toBe('false');
    await expect(agentStorage(page), kind).resolves.toEqual({
      isAgent: 'false',
      agentUsername: null,
      agentCode: null,
      expiry: null,
      orderFormToken: null,
    });
    expect(new URL(page.url()).searchParams.get('token'), kind).toBeNull();
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    await expect(page.getByRole('button', { name: /Log Out/ }).count(), kind).resolves.toBe(0);
  });
});
