// docs/product/frame.md#print: a printed plan page is its content. Nothing fixed or sticky prints over
// the content (a fixed element prints on every sheet), the controls that only work on screen are left
// out, and every plan of the carousel prints, not only the ones its window showed.
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/routes/paths';
import { useSiteAndBrowser } from '../support/site-and-browser';

const site = useSiteAndBrowser({ checkPageProblems: true });

/** An A4 sheet's printable width at 96 CSS pixels to the inch: the layout a print takes. */
const A4 = { width: 794, height: 1123 };

/** What the printed page shows that it should not, and what it cuts off. */
function printProblems(): string[] {
  const problems: string[] = [];
  const shown = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
  };
  for (const element of document.querySelectorAll('body *')) {
    const { position } = getComputedStyle(element);
    if ((position === 'fixed' || position === 'sticky') && shown(element)) problems.push(`${position}: ${element.tagName.toLowerCase()}.${element.className}`);
  }
  const slides = [...document.querySelectorAll('.carousel__slide')];
  if (slides.length === 0) problems.push('no carousel slides on the page');
  for (const slide of slides) {
    const box = slide.getBoundingClientRect();
    if (box.left < -1 || box.right > innerWidth + 1) problems.push(`a plan off the sheet: "${slide.querySelector('h3')?.textContent}" at ${Math.round(box.left)}-${Math.round(box.right)}px`);
  }
  return problems;
}

/** How many of what `locator` finds are drawn. */
async function drawn(locator: Locator): Promise<number> {
  const visible = await Promise.all((await locator.all()).map((found) => found.isVisible()));
  return visible.filter(Boolean).length;
}

describe('printing a page', () => {
  it('a plan page with a plan chosen: no bar over the content, every plan on the sheet, no screen-only controls', async () => {
    const { page } = await site.openPage(PATHS.nbn, { context: { viewport: A4, reducedMotion: 'reduce' } });
    await page.getByRole('button', { name: 'Choose plan' }).first().click();
    const orderBar = page.getByRole('complementary', { name: 'Your order', includeHidden: true });
    await expect.poll(() => orderBar.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect.soft(await page.evaluate(printProblems)).toEqual([]);
    const screenOnly = {
      'the order bar': orderBar,
      'the Menu button': page.getByRole('button', { name: 'Menu' }),
      "the announcement's buttons": page.getByRole('button', { name: /announcement/ }),
      "the plans' arrows": page.getByRole('button', { name: /^(Next|Previous) plans$/ }),
      "the footer's links": page.getByRole('navigation', { name: 'Footer' }),
    };
    const drawnCounts = Object.fromEntries(await Promise.all(Object.entries(screenOnly).map(async ([name, locator]) => [name, await drawn(locator)])));
    expect(drawnCounts).toEqual(Object.fromEntries(Object.keys(screenOnly).map((name) => [name, 0])));
    // The phone number and the legal line stay: a printed page is read for them.
    expect(await page.getByRole('banner').getByRole('link', { name: /13 39 38/ }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').getByText(/ABN/).isVisible()).toBe(true);
  });
});
