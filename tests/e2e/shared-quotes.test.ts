// Shared quotes in a real browser against the built site (docs/product/ordering-and-handoff.md#shared-quotes,
// docs/product/agents.md#agent-tools, docs/decisions/033-quotes-that-travel.md): a quote shared from
// the summary and opened in a fresh browser restores the same summary and totals; a price changed in
// the catalogue since is announced; an agent's quote credits the agent at hand-off without carrying
// the agent's token; a link that is not valid or has expired gets a clear page. Every new screen
// passes axe.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NBN_PLANS } from '../../provider/catalogue/nbn-plans';
import { apiPath } from '../../shared/routes/api-paths';
import type { Plan } from '../../shared/schemas/plan';
import { QUOTE_LIFETIME_S } from '../../shared/domain/ordering/quote-token';
import { createQuoteSigner } from '../../server/api/quotes/quote-signer';
import { axeViolations } from '../support/axe';
import { resize } from '../support/resize';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { checkOnNeed } from '../support/check-on-need';
import { newAgentTokenSecret, signAgentToken } from '../support/agent-token';
import { checkAddress } from '../support/address-step';

const ORDER_AES_SECRET = randomBytes(24).toString('hex');
const AGENT_TOKEN_SECRET = newAgentTokenSecret();
const QUOTE_SECRET = randomBytes(32).toString('hex');
const NOW_S = () => Math.floor(Date.now() / 1000);

// A site of its own for one setting: a catalogue answer is fresh for one second, so a price changed in
// the stand-in shows a second later (a shared site keeps it five minutes, and would show the changed
// price to the files after this one).
const site = useSiteAndBrowser({
  env: { ORDER_AES_SECRET, AGENT_TOKEN_SECRET, QUOTE_SECRET, CONTENT_CACHE_TTL_MS: '1000' },
  checkPageProblems: true,
  afterEachTest: (server) => server.provider.knobs.reset(),
});

const SUMMARY = "And you're done! Here's what you've selected to order today.";
const ADDRESS = { typed: '63 Echidna Terrace', suggestion: '63 Echidna Terrace, Newtown NSW 2042', locationId: 'LOC000247815362' };
const PLAN = NBN_PLANS.find((entry) => entry.planHeading === 'Family nbn 100/20Mbps')!;

async function open(path: string, width = 1280): Promise<Page> {
  const { page } = await site.openPage(path, { context: { viewport: { width, height: 900 }, bypassCSP: true, reducedMotion: 'reduce' }, waitFor: 'idle' });
  return page;
}

const plain = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, ' ').trim());

/** The nbn page: the address, the plan, a modem and unlimited calls; the summary's lines and total. */
async function chooseOrder(page: Page) {
  await checkAddress(page, ADDRESS);
  const card = page.getByRole('article', { name: PLAN.planHeading });
  await card.getByRole('button', { name: 'Choose plan' }).click();
  await card.getByRole('button', { name: 'Plan selected' }).waitFor();
  await checkOnNeed(page.getByRole('radio', { name: 'Yes, add a phone' }));
  await checkOnNeed(page.getByRole('radio', { name: /^Unlimited calls/ }));
  const summary = page.getByRole('region', { name: SUMMARY });
  await summary.getByRole('button', { name: 'Order Now' }).waitFor();
  return {
    summary,
    lines: plain(await summary.locator('.order-summary__line').allInnerTexts()),
    total: (await summary.locator('.order-summary__total').innerText()).replace(/\s+/g, ' '),
  };
}

/** "Share this quote" in `scope`; the link it made. */
async function shareQuote(page: Page, scope: ReturnType<Page['getByRole']>): Promise<string> {
  await scope.getByRole('button', { name: 'Share this quote' }).click();
  const link = scope.getByRole('textbox', { name: 'Quote link' });
  await link.waitFor({ timeout: 15_000 });
  const url = await link.inputValue();
  expect(new URL(url).pathname).toMatch(/^\/quote\/[A-Za-z0-9._-]+$/);
  // Read out in one sentence, from a live region the page had before the button was pressed (WCAG 4.1.3).
  await expect(scope.getByRole('status').filter({ hasText: /^Your quote link is ready\.$/ }).count()).resolves.toBe(1);
  return url;
}

const quotePath = (url: string) => new URL(url).pathname;

/**
 * Where the quote's price steps and total sit (docs/product/ordering-and-handoff.md#order-summary, the
 * summary's layout): each row's label and amount boxes, the summary's content box, and how many lines
 * the total's amount takes.
 */
async function priceLayout(page: Page) {
  return page.getByRole('region', { name: 'Your plan and extras' }).evaluate((summary) => {
    const box = (element: Element) => {
      const { left, right, top, width, height } = element.getBoundingClientRect();
      return { left, right, top, width, height };
    };
    const style = getComputedStyle(summary);
    const outer = summary.getBoundingClientRect();
    const content = { left: outer.left + parseFloat(style.paddingLeft), right: outer.right - parseFloat(style.paddingRight) };
    const rows = [...summary.querySelectorAll('.order-summary__line, .order-summary__total')].map((row) => ({
      label: box(row.children[0]!),
      amount: box(row.children[1]!),
    }));
    // Lines of text, not of the box (a label's box stretches to its row's height).
    const lines = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
    };
    const total = summary.querySelector('.order-summary__total')!;
    return { content, rows, totalLines: lines(total.children[1]!), totalLabelLines: lines(total.children[0]!) };
  });
}

describe('a shared quote (docs/product/ordering-and-handoff.md#shared-quotes)', () => {
  // The quote made on the nbn page, opened in a fresh browser on a phone, then wide, and ordered; then,
  // a price in the catalogue changed, the same link opened again in that browser.
  it("opened in a fresh browser restores the same summary and totals in the summary's layout (under their labels on a phone, beside them when wide), says nothing changed, and orders; once a price in the catalogue changed, it announces the change and orders at today's price; an order refused meanwhile comes back to the quote", { timeout: 120_000 }, async () => {
    const page = await open('/broadband/nbn');
    const made = await chooseOrder(page);
    const url = await shareQuote(page, made.summary);
    // No personal data in the link: neither the address nor the street.
    expect(url).not.toMatch(/Echidna|Newtown/i);

    // Opened from a campaign's link: its tracking goes with the order as from any summary.
    const quote = await open(`${quotePath(url)}?utm_source=quote-email`, 390);
    try {
      await quote.getByRole('heading', { level: 1, name: 'Your quote' }).waitFor();
      const restored = quote.getByRole('region', { name: 'Your plan and extras' });
      await restored.getByRole('button', { name: 'Order Now' }).waitFor();
      // Its price steps and totals in the summary's layout. On a phone, each amount under its label at
      // the summary's full width, as the summary shows it: the total a line or three of the whole
      // width, never a narrow column of six.
      const narrow = await priceLayout(quote);
      for (const row of narrow.rows) {
        expect(row.amount.top).toBeGreaterThanOrEqual(row.label.top + row.label.height - 1);
        expect(Math.abs(row.amount.left - narrow.content.left)).toBeLessThan(2);
        expect(Math.abs(row.amount.right - narrow.content.right)).toBeLessThan(2);
      }
      expect(narrow.totalLabelLines).toBe(1);
      expect(narrow.totalLines).toBeLessThanOrEqual(3);
      expect(await axeViolations(quote)).toEqual([]);

      // Wide, each amount sits beside its label, the total's label on one line, its steps on two at most.
      await resize(quote, { width: 1280, height: 900 });
      const wide = await priceLayout(quote);
      for (const row of wide.rows) {
        expect(Math.abs(row.amount.top - row.label.top)).toBeLessThan(8);
        expect(row.amount.left).toBeGreaterThanOrEqual(row.label.right);
      }
      expect(wide.totalLabelLines).toBe(1);
      expect(wide.totalLines).toBeLessThanOrEqual(2);

      // The same summary and totals as where the quote was made, and nothing changed.
      await expect(restored.getByText(ADDRESS.suggestion).count()).resolves.toBe(1);
      await expect(restored.getByText(PLAN.planHeading, { exact: false }).count()).resolves.toBeGreaterThan(0);
      expect(plain(await restored.locator('.order-summary__line').allInnerTexts())).toEqual(made.lines);
      await expect(restored.locator('.order-summary__total').innerText().then((text) => text.replace(/\s+/g, ' '))).resolves.toBe(made.total);
      await expect(quote.getByRole('region', { name: 'What changed since this quote' }).innerText()).resolves.toContain(
        'Nothing has changed since this quote',
      );
      expect(await axeViolations(quote)).toEqual([]);

      // The quote orders as it stands, with no agent to credit.
      const before = (await site.server.provider.orders.list()).length;
      await restored.getByRole('button', { name: 'Order Now' }).click();
      await quote.waitForURL((landed) => landed.pathname === '/order', { timeout: 15_000 });
      const orders = await site.server.provider.orders.list();
      expect(orders).toHaveLength(before + 1);
      expect(orders.at(-1)!.query).toMatchObject({
        plan_id: String(PLAN.id),
        unlimited_phone: '1',
        service_location_id: ADDRESS.locationId,
        utm_source: 'quote-email',
      });
      expect(orders.at(-1)!.query).not.toHaveProperty('agent_code');

      // A price changed in the catalogue since the quote was made: the customer opens the link again, in
      // the same tab (what changed is the server's reading of the link against today's catalogue).
      await site.server.provider.knobs.set({ web: { planPrices: { [String(PLAN.id)]: PLAN.price + 5 } } });
      // The site's catalogue answer is fresh for a second: the new price is there once it is refetched.
      const sitePrice = async () =>
        ((await (await fetch(`${site.server.url}${apiPath('plans', { serviceType: 'nbn' })}`)).json()) as { plans: Plan[] }).plans.find((plan) => plan.id === PLAN.id)?.price;
      await expect.poll(sitePrice, { timeout: 10_000, interval: 100 }).not.toBe(PLAN.price);
      await site.visit(quote, quotePath(url), 'idle');
      const changes = quote.getByRole('region', { name: 'What changed since this quote' });
      await expect(changes.innerText()).resolves.toMatch(/The monthly price changed from .*\$\d+(\.\d+)?\/mth to .*\$\d+(\.\d+)?\/mth\./);
      await expect(changes.innerText()).resolves.toContain(`then $${(PLAN.price + 10).toFixed(2).replace(/\.00$/, '')}/mth`);
      // A price is a figure of the CIS: its version changed too, and the page says so.
      await expect(changes.innerText()).resolves.toContain('The Critical Information Summary for this plan has changed since the quote');
      // The summary shows today's price, and it can be ordered at it; the change is said beside Order Now.
      const today = quote.getByRole('region', { name: 'Your plan and extras' });
      expect(plain(await today.locator('.order-summary__line').allInnerTexts())).not.toEqual(made.lines);
      const orderNow = today.getByRole('button', { name: 'Order Now' });
      await expect(orderNow.getAttribute('aria-describedby').then((id) => quote.locator(`[id="${id}"]`).innerText())).resolves.toMatch(
        /^Ordering now orders the plan as it is today, not as quoted:\s+The monthly price changed from /,
      );
      await orderNow.click();
      await quote.waitForURL((landed) => landed.pathname === '/order', { timeout: 15_000 });

      // The price changes again while the page is open: the order is refused and comes back to the quote, not to the
      // nbn page, whose session on this phone never held the quote's choices.
      await site.visit(quote, quotePath(url));
      await site.server.provider.knobs.set({ web: { planPrices: { [String(PLAN.id)]: PLAN.price + 10 } } });
      await expect.poll(sitePrice, { timeout: 10_000, interval: 100 }).toBe(PLAN.price + 10);
      await today.getByRole('button', { name: 'Order Now' }).click();
      await quote.getByRole('alert').filter({ hasText: 'We could not send your order' }).waitFor({ timeout: 15_000 });
      expect(new URL(quote.url()).pathname).toBe(quotePath(url));
      await expect(today.getByRole('button', { name: 'Order Now' }).count()).resolves.toBe(1);
    } finally {
      // The tab goes back to the pool of 390-wide pages (it may be on the order site, which does not reload).
      await quote.setViewportSize({ width: 390, height: 900 });
    }
  });

  it('a link that is not valid, changed by hand or expired gets a clear page', async () => {
    const signer = createQuoteSigner(QUOTE_SECRET);
    const quote = {
      issuedAt: NOW_S() - QUOTE_LIFETIME_S - 3600,
      locationId: ADDRESS.locationId,
      service: 'nbn' as const,
      planId: PLAN.id,
      offerType: 'standard' as const,
      extras: { modem: true, extender: false, voice: 'none' as const, homeSecure: false, transferPlan: null },
      newDev: false,
      quoted: { price: PLAN.price, special: null, freeFirstMonth: false, activationFee: 0, terms: null },
      agentCode: null,
    };
    const expired = await open(`/quote/${signer.sign(quote)}`);
    await expired.getByRole('heading', { level: 1, name: 'This quote has expired' }).waitFor();
    // Titled as headed: the title is what a screen reader says first.
    await expect(expired.title()).resolves.toMatch(/^This quote has expired \| /);
    await expect(expired.getByRole('link', { name: "See today's nbn plans" }).count()).resolves.toBe(1);
    expect(await axeViolations(expired)).toEqual([]);

    // A link changed by hand gets the page a link that is no quote at all gets: the server's HTML
    // says so, and the page itself is checked once, in the browser.
    const current = signer.sign({ ...quote, issuedAt: NOW_S() });
    const tampered = current.replace(`.${PLAN.id.toString(36)}.`, `.${(PLAN.id + 1).toString(36)}.`);
    const invalidMain = async (path: string) => /<main\b[^>]*>([\s\S]*)<\/main>/.exec(await (await fetch(`${site.server.url}${path}`)).text())?.[1];
    const [byHand, notAQuote] = await Promise.all([invalidMain(`/quote/${tampered}`), invalidMain('/quote/not-a-quote')]);
    expect(byHand).toContain('<h1>This quote link isn&#x27;t valid</h1>');
    expect(byHand).toBe(notAQuote);
    const page = await open('/quote/not-a-quote', 390);
    await page.getByRole('heading', { level: 1, name: "This quote link isn't valid" }).waitFor();
    await expect(page.title()).resolves.toMatch(/^This quote link isn't valid \| /);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("an agent's quote (docs/product/agents.md#agent-tools)", () => {
  it('carries the agent attribution, not the token: the order made from it credits the agent; the agent lists it', async () => {
    const token = await signAgentToken(AGENT_TOKEN_SECRET);
    const page = await open(`/broadband/nbn?token=${token}`);
    await page.getByRole('region', { name: 'Agent mode' }).getByText('Agent mode: Jane Citizen (A123)').waitFor();
    await chooseOrder(page);
    const tools = page.getByRole('region', { name: 'Agent tools' });
    await tools.waitFor();
    const url = await shareQuote(page, tools);
    expect(url).not.toContain(token);
    expect(url).not.toContain(token.split('.')[2]!);
    // The agent sees the quotes made in this session.
    await expect(tools.getByRole('list', { name: 'Quotes made this session' }).getByRole('link', { name: PLAN.planHeading }).getAttribute('href')).resolves.toBe(
      quotePath(url),
    );
    await expect(tools.getByRole('button', { name: 'Copy order details' }).count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // The customer opens it on their own device: no agent mode there.
    const customer = await open(quotePath(url), 390);
    await expect(customer.getByRole('region', { name: 'Agent mode' }).count()).resolves.toBe(0);
    const before = (await site.server.provider.orders.list()).length;
    await customer.getByRole('region', { name: 'Your plan and extras' }).getByRole('button', { name: 'Order Now' }).click();
    await customer.waitForURL((landed) => landed.pathname === '/order', { timeout: 15_000 });
    const orders = await site.server.provider.orders.list();
    expect(orders).toHaveLength(before + 1);
    const order = orders.at(-1)!;
    expect(order.query).toMatchObject({ agent_code: 'A123', agent_attribution: expect.any(String) });
    expect(order.query).not.toHaveProperty('agent-token');
    expect(order.query).not.toHaveProperty('quote');
    expect(order.agent).toEqual({ credited: true, agentCode: 'A123' });
    expect(customer.url()).not.toContain(token.split('.')[2]!);
  });
});
