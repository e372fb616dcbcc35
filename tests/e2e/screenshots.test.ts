// Screenshot tests (docs/operations.md#screenshot-tests): the home page, a plan page, the order
// summary, the SIM plans with a plan chosen, a shared quote and the open menu at 1280 x 900 and
// 390 x 844, compared pixel by pixel with the baselines
// in tests/screenshots/baselines (tests/support/screenshot-compare.ts), so a layout regression fails
// `npm test`. `npm run screenshots:update` writes new baselines, deliberately.
//
// Deterministic pictures: a fixed viewport at device scale 1, reduced motion and animations stopped,
// the caret hidden, the fonts settled, the embedded provider's data, and the one time-dependent
// text (the footer's copyright year) masked.
import type { Locator, Page } from 'playwright-core';
import { describe, inject, it } from 'vitest';
import { PATHS } from '../../shared/routes/paths';
import { quotePathSigned } from '../support/quote-link';
import { matchBaseline } from '../support/screenshot-compare';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { networkQuiet } from '../support/network-quiet';
import { checkAddress } from '../support/address-step';

// The quote key is made for the run: the shared quote's picture is of a link signed here.
const { QUOTE_SECRET } = inject('siteSecrets');
const site = useSiteAndBrowser({ checkPageProblems: true });

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
type ViewportName = (typeof VIEWPORTS)[number]['name'];

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await site.openPage(path, {
    // Device scale 1 is Playwright's default: the pictures share the worker's pooled contexts.
    context: { viewport, reducedMotion: 'reduce' },
    waitFor: 'idle',
  });
  return page;
}

/** Fonts loaded and laid out, and no request still arriving. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await networkQuiet(page);
}

const PICTURE = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
/**
 * A picture of one region without the fixed bars drawn over a region taller than the screen: the sticky nav bar, and
 * the order bar, which a capture of the order summary once caught over the region's foot (its text without its bar).
 * Hidden through each element's style object: the page's CSP refuses the style sheet Playwright's `style` adds.
 */
async function regionPicture(region: Locator): Promise<Buffer> {
  const bars = region.page().locator('.nav-bar, .order-popup');
  await bars.evaluateAll((elements: HTMLElement[]) => elements.forEach((bar) => (bar.style.visibility = 'hidden')));
  try {
    return await region.screenshot(PICTURE);
  } finally {
    await bars.evaluateAll((elements: HTMLElement[]) => elements.forEach((bar) => (bar.style.visibility = '')));
  }
}

/** The copyright line shows the current year: masked, so the picture does not change on 1 January. */
const timeDependent = (page: Page): Locator[] => [page.getByText(/^© \d{4} /)];

async function checkPicture(name: string, shoot: () => Promise<Buffer>): Promise<void> {
  matchBaseline(name, await shoot());
}

describe.each(VIEWPORTS)('screenshots at $name size', ({ name: size, viewport }) => {
  const picture = (what: string) => `${what}-${size satisfies ViewportName}`;

  it('the home page, then its open menu', async () => {
    const page = await open(PATHS.home, viewport);
    await settle(page);
    await checkPicture(picture('home'), () => page.screenshot({ ...PICTURE, fullPage: true, mask: timeDependent(page) }));

    // By keyboard, so no pointer hovers over anything in the picture.
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('#site-menu') !== null);
    await settle(page);
    await checkPicture(picture('menu'), () => page.screenshot(PICTURE));
  });

  it('a plan page: its first screen and its plans, then the order summary after an address check and a plan', async () => {
    const page = await open(PATHS.nbn, viewport);
    await settle(page);
    await checkPicture(picture('nbn-top'), () => page.screenshot(PICTURE));
    const plans = page.locator('#plans');
    await plans.scrollIntoViewIfNeeded();
    await settle(page);
    await checkPicture(picture('nbn-plans'), () => regionPicture(plans));

    // The order summary, on the same page.
    await checkAddress(page, 'hfc');
    // On a phone one card shows at a time: move to the third.
    if (size === 'phone') {
      for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: 'Next plans' }).click();
    }
    await page.getByRole('article', { name: 'Everyday nbn 50/20Mbps' }).getByRole('button', { name: 'Choose plan' }).click();
    const summary = page.getByRole('region', { name: "And you're done! Here's what you've selected to order today." });
    await summary.getByRole('button', { name: 'Order Now' }).waitFor();
    // The share button loads after the summary (the quote's code on need): wait for it, so the picture is one state.
    await summary.getByRole('button', { name: 'Share this quote' }).waitFor();
    // Its top at the window's: on a phone it fits the window, not the room between the nav bar and the order bar's place.
    await summary.evaluate((region) => window.scrollTo(0, scrollY + region.getBoundingClientRect().top));
    // The sticky popup is for when the summary is out of view: it has gone once the summary shows.
    await page.locator('.order-popup--visible').waitFor({ state: 'detached' });
    await settle(page);
    await checkPicture(picture('order-summary'), () => regionPicture(summary));
  });

  it('"What speed do I need?" answered (docs/product/plans.md#what-speed-do-i-need)', async () => {
    const page = await open(`${PATHS.nbn}?people=4&watch=4k&calls=yes&uploads=no`, viewport);
    const advice = page.getByRole('region', { name: 'What speed do I need?' });
    await advice.scrollIntoViewIfNeeded();
    await settle(page);
    await checkPicture(picture('speed-advice'), () => regionPicture(advice));
  });

  it('the SIM plans with a plan chosen: the cards, and on a phone the order bar', async () => {
    const page = await open(PATHS.mobilePhone, viewport);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '80GB SIM Plan', exact: true }) });
    await card.getByRole('button', { name: 'Choose plan' }).click();
    await page.getByRole('region', { name: "And you're done! Here's what you've selected to order today." }).getByRole('button', { name: 'Order Now' }).waitFor();
    if (size === 'phone') await page.locator('.order-popup--visible').waitFor();
    await settle(page);
    await checkPicture(picture('sim-plans'), () => page.screenshot(PICTURE));
  });

  it('a shared quote: its price steps and totals in the summary\'s layout', async () => {
    const page = await open(quotePathSigned(QUOTE_SECRET), viewport);
    const summary = page.getByRole('region', { name: 'Your plan and extras' });
    await summary.scrollIntoViewIfNeeded();
    await settle(page);
    await checkPicture(picture('quote'), () => regionPicture(summary));
  });
});
