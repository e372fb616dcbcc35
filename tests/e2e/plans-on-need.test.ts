// Plans, extras and a server-rendered order summary hydrate on the visitor's first need
// (client/app/lazy-on-need.tsx, docs/architecture.md#budgets route budget), in Debian's Chromium against the built
// site: their code is not fetched with the page, the server HTML is complete, a pointer, touch, focus
// or key in the region loads it, a click or key press that comes before the code is replayed on the
// same element once it is hydrated, and nothing on the page moves. A page load costs far more than a
// step on the page already open (docs/operations.md#how-the-suite-is-organised): the plans and the
// extras of one nbn page are each held and clicked in turn, after the hero's fragment link.
import type { Page, Request as BrowserRequest } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSiteAndBrowser } from '../support/site-and-browser';

// A hydration mismatch or a lost boundary logs an error: every page must stay clean.
const site = useSiteAndBrowser({ checkPageProblems: true });

const PLANS_CHUNK = /\/assets\/plan-chooser-[^/]+\.js$/;
const LIST_CHUNK = /\/assets\/plan-list-[^/]+\.js$/;
const EXTRAS_CHUNK = /\/assets\/extras-step-[^/]+\.js$/;
const SUMMARY_CHUNK = /\/assets\/order-summary-details-[^/]+\.js$/;
const DEFERRED = [PLANS_CHUNK, LIST_CHUNK, EXTRAS_CHUNK, SUMMARY_CHUNK];

interface Opened {
  page: Page;
  requests: BrowserRequest[];
  /** Lets the held chunk through (the one matching `chunk`, of several held). */
  release: (chunk?: RegExp) => void;
}

/** Opens `path` with the chunks matching `held` (if any) held back, each until `release(it)`. */
async function open(path: string, ...held: RegExp[]): Promise<Opened> {
  const requests: BrowserRequest[] = [];
  const gates = new Map(
    held.map((chunk) => {
      let release = () => undefined as void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      return [chunk, { gate, release }] as const;
    }),
  );
  const { page } = await site.openPage(path, {
    context: { viewport: { width: 1280, height: 900 } },
    waitFor: 'idle',
    beforeGoto: async (page) => {
      page.on('request', (request) => requests.push(request));
      for (const [chunk, { gate }] of gates)
        await page.route(chunk, async (route) => {
          await gate;
          await route.continue();
        });
    },
  });
  const release = (chunk = held[0]) => gates.get(chunk!)?.release();
  return { page, requests, release };
}

const fetched = (requests: BrowserRequest[], chunk: RegExp) => requests.some((request) => chunk.test(request.url()));
/** Where the element sits in the document (not the viewport: the click scrolls). */
const box = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, height: rect.height };
  });

describe('regions hydrated on need (client/app/lazy-on-need.tsx)', () => {
  it('a service page loads without the plans, extras or summary code, the server HTML complete, which the hero’s fragment link (a router update before the regions hydrate) keeps; an extra clicked before its code arrives shows the tap at once and is taken once the code is there; a plan clicked before its code arrives shows it is under way and is chosen once the code is there, on the same button, and nothing moves', async () => {
    const { page, requests, release } = await open('/broadband/nbn', PLANS_CHUNK, EXTRAS_CHUNK);
    // Loaded without the plans, extras or summary code, the server HTML complete.
    for (const chunk of DEFERRED) expect(fetched(requests, chunk), String(chunk)).toBe(false);
    await expect(page.getByRole('article', { name: 'Family nbn 100/20Mbps' }).getByRole('button', { name: 'Choose plan' }).count()).resolves.toBe(1);
    await expect(page.getByRole('radio', { name: 'Yes, add a phone' }).count()).resolves.toBe(1);

    // The hero's fragment link changes the location before any region hydrates: it asks for the regions' code, and the
    // router hears it once that is there (client/entry-client.tsx). Their server HTML stays meanwhile, and the steps below
    // show they still work after it.
    await page.getByRole('link', { name: 'Get started' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#plans');
    await expect.poll(() => fetched(requests, PLANS_CHUNK)).toBe(true);
    await expect(page.getByRole('article', { name: 'Family nbn 100/20Mbps' }).getByRole('button', { name: 'Choose plan' }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { name: 'Things you need to know' }).count()).resolves.toBe(1);

    // The pointer leaves the link for the sticky nav bar, which stays under it whatever the page scrolls: left where
    // the link was, the scroll that brings the next target into view can bring the plans under it, a sign of need.
    await page.mouse.move(1, 1);
    // An extra clicked before its code arrives.
    const phone = page.getByRole('radio', { name: 'Yes, add a phone' });
    await phone.click();
    await expect.poll(() => fetched(requests, EXTRAS_CHUNK)).toBe(true);
    // The box shows the tap at once, while the click is held (the choices the code draws for it are not there yet),
    // and no frame draws it unticked as the code takes it over.
    await expect.poll(() => phone.isChecked()).toBe(true);
    await expect(page.getByRole('radio', { name: /^Unlimited calls/ }).count()).resolves.toBe(0);
    const untickedFrames = await phone.evaluateHandle((radio: HTMLInputElement) => {
      const seen = { frames: 0 };
      const watch = () => void ((seen.frames += radio.checked ? 0 : 1), requestAnimationFrame(watch));
      requestAnimationFrame(watch);
      return seen;
    });
    release(EXTRAS_CHUNK);
    await page.getByRole('radio', { name: /^Unlimited calls/ }).waitFor();
    await expect(phone.isChecked()).resolves.toBe(true);
    await expect(untickedFrames.evaluate((seen) => seen.frames)).resolves.toBe(0);

    // Then a plan clicked before its code arrives (still held).
    const plansBefore = await box(page, '#plans');
    const extrasBefore = await box(page, '#extras');
    const card = page.getByRole('article', { name: 'Family nbn 100/20Mbps' });
    const button = await card.getByRole('button', { name: 'Choose plan' }).elementHandle();
    await button!.click();
    // Their code is held, so the click waits.
    await expect(button!.getAttribute('aria-pressed')).resolves.toBe('false');
    // Meanwhile the button shows the tap as under way.
    const looks = () => button!.evaluate((control) => getComputedStyle(control).cursor);
    await expect(looks()).resolves.toBe('progress');
    release(PLANS_CHUNK);
    await expect.poll(() => button!.getAttribute('aria-pressed')).toBe('true');
    await expect(looks()).resolves.not.toBe('progress');
    await expect(button!.textContent()).resolves.toBe('Plan selected');
    await expect(button!.evaluate((element) => element.isConnected)).resolves.toBe(true);
    // One click, one choice (not chosen and unchosen again).
    await page.waitForTimeout(300);
    await expect(button!.getAttribute('aria-pressed')).resolves.toBe('true');
    const summary = page.getByRole('region', { name: "And you're done! Here's what you've selected to order today." });
    await expect.poll(() => summary.getByText('Family nbn 100/20Mbps').count()).toBeGreaterThan(0);
    expect(await box(page, '#plans')).toEqual(plansBefore);
    expect(await box(page, '#extras')).toEqual(extrasBefore);
  });

  it('keyboard: focus in the plans loads their code, and Enter pressed before it arrives chooses the plan', async () => {
    const { page, requests, release } = await open('/broadband/fibre', PLANS_CHUNK);
    const choose = page.getByRole('button', { name: 'Choose plan' }).first();
    await choose.focus();
    await expect.poll(() => fetched(requests, PLANS_CHUNK)).toBe(true);
    await page.keyboard.press('Enter');
    release();
    await expect.poll(() => page.getByRole('button', { name: 'Plan selected' }).count()).toBe(1);
    await expect(page.getByRole('button', { name: 'Plan selected' }).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  it('Flip to Fibre: the preselected plan and its summary are in the server HTML, their code loads on need', async () => {
    const html = await (await fetch(`${site.server.url}/flip-to-fibre`)).text();
    expect(html).toContain('Plan selected');
    expect(html).toContain("And you&#x27;re done! Here&#x27;s what you&#x27;ve selected to order today.");
    const { page, requests } = await open('/flip-to-fibre');
    for (const chunk of DEFERRED) expect(fetched(requests, chunk), String(chunk)).toBe(false);
    await expect(page.getByRole('button', { name: 'Plan selected' }).count()).resolves.toBe(1);
    const summary = page.getByRole('region', { name: "And you're done! Here's what you've selected to order today." });
    await summary.hover();
    await expect.poll(() => fetched(requests, SUMMARY_CHUNK)).toBe(true);
    // Choosing another plan after the plans hydrate moves the selection and the summary with it.
    const first = page.getByRole('button', { name: 'Choose plan' }).first();
    await first.click();
    await expect.poll(() => page.getByRole('button', { name: 'Plan selected' }).count()).toBe(1);
    await expect.poll(() => fetched(requests, LIST_CHUNK)).toBe(true);
  });
});
