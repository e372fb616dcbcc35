// docs/product/frame.md#forced-colours: in a forced-colours mode (Chromium's emulation of a contrast
// theme: backgrounds, shadows and the site's colours dropped), nothing the site shows hangs on a fill or
// a shadow alone. Each check takes away what the user must see (an icon, an edge) or changes a state,
// and compares the element's pixels: the same pixels both ways would mean the user cannot see it.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, type TestContext } from 'vitest';
import { scenarioAddress } from '../../provider/address/scenarios.test-helper';
import { PATHS } from '../../shared/routes/paths';
import { comparePngs } from '../support/screenshot-compare';
import { useSiteAndBrowser } from '../support/site-and-browser';

const site = useSiteAndBrowser({ checkPageProblems: true });

/** Under 360px the Menu button shows its bars only (docs/product/frame.md#nav-bar). */
const NARROW_PHONE = { width: 340, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

async function openForced(pathname: string, viewport: typeof DESKTOP, test: TestContext): Promise<Page> {
  const { page } = await site.openPage(pathname, { context: { forcedColors: 'active', viewport, reducedMotion: 'reduce' }, test });
  await expect(page.evaluate(() => matchMedia('(forced-colors: active)').matches)).resolves.toBe(true);
  return page;
}

/**
 * Whether `change` (run in the page on `target`'s element, with `arg`) changes `target`'s pixels beyond
 * the screenshot tests' tolerance: a text's anti-aliasing alone (on a fill the theme made opaque) does not count.
 */
async function changesPixels(target: Locator, change: (element: HTMLElement, arg: string) => void, arg = ''): Promise<boolean> {
  const shot = () => target.screenshot({ animations: 'disabled', caret: 'hide' });
  const before = await shot();
  await target.evaluate(change, arg);
  return !comparePngs(before, await shot()).same;
}

const hideIcon = (element: HTMLElement, selector: string) => element.querySelector<HTMLElement>(selector)!.style.setProperty('visibility', 'hidden');
const dropEdge = (element: HTMLElement) => element.style.setProperty('border-style', 'none');
const unselect = (element: HTMLElement) => element.setAttribute('aria-selected', 'false');

/** Each check's answer by name, all judged at once so a failure names every thing not seen. */
const expectAllSeen = (seen: Record<string, boolean>) => expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((name) => [name, true])));

describe('forced colours (a contrast theme): every icon, edge and state still drawn', () => {
  it("a phone's Menu bars and an FAQ answer's plus are drawn in the text colour", async (test) => {
    const page = await openForced(PATHS.homePhone, NARROW_PHONE, test);
    expectAllSeen({
      'the Menu bars': await changesPixels(page.getByRole('button', { name: 'Menu' }), hideIcon, '.nav-bar__toggle-icon'),
      "the FAQ answer's plus": await changesPixels(page.getByRole('button', { name: 'What is VoIP?' }), hideIcon, '.accordion__icon'),
    });
  });

  it('buttons and the suggestions box have edges; the highlighted suggestion and the selected plan tab stand out', async (test) => {
    const page = await openForced(PATHS.nbn, DESKTOP, test);
    const seen: Record<string, boolean> = { 'a filled button': await changesPixels(page.getByRole('link', { name: 'Get started' }), dropEdge) };
    const address = scenarioAddress('flip-ready-fttc');
    const input = page.locator('#address-input-step');
    await input.fill(address.text);
    const suggestion = page.getByRole('option', { name: address.formattedAddress! });
    await suggestion.waitFor();
    await input.press('ArrowDown');
    await expect.poll(() => suggestion.getAttribute('aria-selected')).toBe('true');
    seen['the suggestions box'] = await changesPixels(page.locator('.address-check__dropdown').filter({ has: suggestion }), dropEdge);
    seen['the highlighted suggestion'] = await changesPixels(suggestion, unselect);
    await input.press('Enter');
    const tab = page.getByRole('tab', { name: 'Connect now' });
    await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 25_000 }).toBe('true');
    seen['the selected tab'] = await changesPixels(tab, unselect);
    expectAllSeen(seen);
  });

  it("the country search's highlighted suggestion and the sub-navigation's current section stand out", async (test) => {
    const rates = await openForced(PATHS.voipInternational, DESKTOP, test);
    const input = rates.getByRole('combobox', { name: 'Country' });
    await input.fill('new');
    await rates.getByRole('listbox', { name: 'Country suggestions' }).waitFor();
    await input.press('ArrowDown');
    // Found by name, not by the state the check takes away.
    const highlighted = rates.getByRole('option', { name: (await rates.getByRole('option', { selected: true }).textContent())! });
    const seen: Record<string, boolean> = { 'the highlighted country': await changesPixels(highlighted, unselect) };

    const flip = await openForced(PATHS.flipToFibre, DESKTOP, test);
    const current = flip.getByRole('link', { name: (await flip.locator('.flip-subnav__link[aria-current]').textContent())!, exact: true });
    seen['the current section'] = await changesPixels(current, (element) => element.removeAttribute('aria-current'));
    expectAllSeen(seen);
  });
});
