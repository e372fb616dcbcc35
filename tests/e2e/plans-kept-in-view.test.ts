// docs/product/address-check.md#plans-shown-before-the-check in a real browser: against a plans
// service the project did not write, which answers 14 Lyrebird Rise with the 100 tier only, the
// 250, 500 and 1000 plans shown before the address check stay on the page as cards marked not
// available with their reason, and the preselected 500 is replaced with a sentence that says so
// (docs/product/pricing.md#plan-selection).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamEnv } from '../../harness/built-server';
import { startProviderProcess, type Child } from '../../harness/processes';
import { NOT_IN_ADDRESS_PLANS_TEXT } from '../../shared/domain/plans/plans-kept-in-view';
import { PATHS } from '../../shared/routes/paths';
import { holdRequests } from '../support/held-requests';
import { startRewritingUpstream, type RewritingUpstream } from '../support/rewriting-upstream';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { chooseSuggestion } from '../support/address-step';

/** Web services in front of the stand-in's that answer an address's Flip to Fibre plans with the slowest tier only. */
const startNarrowPlansService = (upstreamUrl: string) =>
  startRewritingUpstream(upstreamUrl, '/api/getFlipToFibrePlans/', (body) => JSON.stringify({ plans: (JSON.parse(body) as { plans: unknown[] }).plans.slice(0, 1) }));

// The stand-in checks every order's signature with the site's key.
const env: Record<string, string> = { ORDER_AES_SECRET: 'e2e-order-aes-secret-0123456789abcdef', ORDER_SIGNING_SECRET: randomBytes(32).toString('hex') };
let provider: Child | undefined;
let narrow: RewritingUpstream | undefined;

beforeAll(async () => {
  provider = await startProviderProcess({ ORDER_SIGNING_SECRET: env.ORDER_SIGNING_SECRET! });
  narrow = await startNarrowPlansService(provider.url);
  Object.assign(env, upstreamEnv(provider.url), { WEB_SERVICES_URL: narrow.url });
}, 60_000);
afterAll(async () => {
  await narrow?.close();
  await provider?.stop();
});

const site = useSiteAndBrowser({ env, checkPageProblems: true });

describe('14 Lyrebird Rise against a plans service that answers the 100 tier only', () => {
  it('keeps 250, 500 and 1000 in view with their reason, and says the chosen plan changed; a "Choose plan" tapped on the list the server drew, once the check has chosen that plan, leaves it chosen', async () => {
    // The list's code is held, so it shows the server's HTML until released (client/app/lazy-on-need.tsx).
    let releaseList = () => undefined as void;
    const { page } = await site.openPage(PATHS.flipToFibre, {
      context: { viewport: { width: 1280, height: 900 } },
      waitFor: 'idle',
      beforeGoto: async (page) => void (releaseList = await holdRequests(page, /\/assets\/plan-list-[^/]+\.js$/)),
    });
    const list = page.getByRole('region', { name: 'Flip to Fibre plans' });
    await expect.poll(() => list.getByRole('article').count()).toBe(4);
    await chooseSuggestion(page, 'flip-ready-fttn');

    // The page (hydrated) says the preselected 500 is replaced; the list, its code held, still shows the server's.
    await page
      .getByRole('status')
      .filter({ hasText: "Ultrafast nbn 500/50Mbps with a free fibre upgrade isn't available at your address, so we've chosen Family nbn 100/20Mbps with a free fibre upgrade for you instead." })
      .waitFor({ timeout: 25_000 });
    const family = await list.getByRole('article', { name: /^Family nbn 100\/20Mbps/ }).getByRole('button', { name: 'Choose plan' }).elementHandle();
    await family!.click();
    releaseList();
    await expect.poll(() => family!.textContent()).toBe('Plan selected');
    // The tap, held until the list hydrated, is not made again on the plan already chosen: that would undo it.
    await page.waitForTimeout(300);
    await expect(family!.getAttribute('aria-pressed')).resolves.toBe('true');

    const unavailable = page.getByRole('region', { name: 'Not available at your address' });
    await unavailable.waitFor({ timeout: 25_000 });
    const cards = unavailable.getByRole('article');
    await expect.poll(() => cards.count()).toBe(3);
    for (const speed of ['250/25', '500/50', '1000/50']) {
      const card = cards.filter({ hasText: speed });
      expect(await card.innerText()).toContain(NOT_IN_ADDRESS_PLANS_TEXT);
    }
    expect(await page.getByRole('note', { name: 'Plans not available at your address' }).innerText()).toContain(
      "Ultrafast nbn 500/50Mbps with a free fibre upgrade isn't available at your address: our plans for your address do not include it.",
    );
    expect(await list.getByRole('article').filter({ has: page.getByRole('button', { name: 'Plan selected' }) }).innerText()).toContain('100/20');
    // The result names the fastest tier offered, no more.
    expect(await page.getByText('Speeds up to 100Mbps').count()).toBe(1);
  });
});
