// Browser tests of the site frame on the built site: hydration without console
// errors, the menu by mouse and keyboard with focus returned, the banner dismissal surviving a
// reload, a deep link rendering the same content before and after hydration, and no SVG drawn as an
// image on a phone. A page load costs
// far more than a step on the page already open (docs/operations.md#how-the-suite-is-organised): one
// visit per width walks its checks. The home page hydrating with no console error or warning is
// tests/e2e/address-check-on-need.test.ts's (its '/' watched for both).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sendContactMessage } from '../support/contact-form';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { waitForHydration } from '../support/hydration';

const site = useSiteAndBrowser();

async function openPage(
  path: string,
  options: { width?: number; height?: number; javaScript?: boolean; reducedMotion?: 'reduce' } = {},
) {
  return site.openPage(path, {
    // With scripts on, the context shape most files' pages take, so the worker's pool lends a kept one
    // (reduced motion is set on the tab).
    context: {
      viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      ...(options.javaScript === false ? { javaScriptEnabled: false } : {}),
      ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
    },
    watch: { warnings: true },
  });
}

/** What the page's styles draw from an SVG image (a background, a mask, generated content), as `element property`. */
function svgImagesDrawn(): string[] {
  const properties = ['background-image', 'mask-image', '-webkit-mask-image', 'list-style-image', 'border-image-source', 'content'];
  const drawn: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      for (const property of properties) {
        if (/url\([^)]*(\.svg|image\/svg)/i.test(style.getPropertyValue(property))) drawn.push(`${element.tagName.toLowerCase()}.${element.className}${pseudo ?? ''} ${property}`);
      }
    }
  }
  return drawn;
}

/** The two widths the frame is designed for: a desktop and a 390 x 844 phone. */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The narrowest phone the frame must fit without scrolling sideways (WCAG 1.4.10). */
const NARROWEST = 320;

/** Where focus is: inside the header (bar or menu), or elsewhere on the page. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return active.closest('header') ? 'header' : `outside: ${active.outerHTML.slice(0, 80)}`;
  });

const mainText = (page: Page) => page.locator('main').innerText();

/** The Menu/Close button is ignored while the menu's slide runs (docs/product/frame.md#menu): wait until it has run out. */
const menuAnimationDone = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

/** A one-line logo, Log in and the Menu button in the header, inside the screen. */
async function expectHeaderInsideTheScreen(page: Page, width: number): Promise<void> {
  const header = page.getByRole('banner');
  const logo = header.getByRole('link', { name: 'Kookaburra Internet' });
  const login = header.getByRole('link', { name: 'Log in' });
  const toggle = header.getByRole('button', { name: 'Menu' });
  for (const control of [logo, login, toggle, header.getByRole('link', { name: '13 39 38' })]) {
    const box = await control.boundingBox();
    expect(box, 'visible').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width - 8); // inside the bar's padding, not at the edge
    expect(box!.height).toBeGreaterThanOrEqual(24); // WCAG 2.5.8 target size
  }
  // One line: the logo is no taller than its mark's tap target, and the bar stays compact.
  expect((await logo.boundingBox())!.height).toBeLessThanOrEqual(48);
  expect((await page.locator('.nav-bar__inner').boundingBox())!.height).toBeLessThanOrEqual(72);
  expect(await login.getAttribute('href')).toMatch(/^https:\/\//);
}

/** Whether the menu's panel is displayed: closed, the browser neither styles nor lays it out (docs/product/frame.md#menu). */
const menuPanelDisplayed = (page: Page) => page.locator('.site-menu__panel').evaluate((panel) => getComputedStyle(panel).display !== 'none');

/** Records the properties whose transitions start on the menu's panel from now on (read with `slidProperties`). */
const recordPanelTransitions = (page: Page) =>
  page.locator('.site-menu__panel').evaluate((panel) => {
    const started: string[] = [];
    (window as unknown as { panelTransitions: string[] }).panelTransitions = started;
    panel.addEventListener('transitionstart', (event) => started.push((event as TransitionEvent).propertyName));
  });
const slidProperties = (page: Page) => page.evaluate(() => (window as unknown as { panelTransitions: string[] }).panelTransitions);

/**
 * Opened by keyboard: the menu slides in (or, under reduced motion, simply appears), is grouped and offers
 * Log in; focus moves in, stays in, and returns to the toggle on Escape.
 */
async function expectKeyboardMenu(page: Page, motion: 'slides' | 'reduced' = 'slides'): Promise<void> {
  await expect(menuPanelDisplayed(page)).resolves.toBe(false);
  await recordPanelTransitions(page);
  await page.getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.waitFor();
  await expect(menuPanelDisplayed(page)).resolves.toBe(true);
  // Displayed as it opens, it still slides in from its closed place (site-menu.css's @starting-style);
  // under reduced motion no transition starts at all, and it is open already.
  if (motion === 'slides') await expect.poll(() => slidProperties(page)).toContain('transform');
  else await expect(slidProperties(page)).resolves.toEqual([]);
  for (const group of ['Products', 'Help and support', 'Company']) {
    await expect(menu.getByRole('heading', { name: group }).isVisible()).resolves.toBe(true);
  }
  await expect(menu.getByRole('link', { name: /nbn/ }).first().isVisible()).resolves.toBe(true);
  const panel = page.locator('#site-menu');
  await expect(panel.getByRole('link', { name: 'Log in' }).isVisible()).resolves.toBe(true);
  // docs/product/frame.md#menu: the panel, its last row included, ends inside the screen, though opened with the banner above the bar.
  await expect(page.evaluate(() => document.getElementById('site-menu')!.getBoundingClientRect().bottom - window.innerHeight)).resolves.toBeLessThanOrEqual(0);
  await page.waitForFunction(() => document.activeElement?.closest('#site-menu') !== null);
  // More presses than the menu has items: focus must wrap, never reach the greyed page.
  const itemCount = await panel.locator('a[href], button').count();
  for (let press = 0; press < itemCount + 3; press += 1) {
    await page.keyboard.press(press % 7 === 6 ? 'Shift+Tab' : 'Tab');
    expect(await focusPlace(page), `after press ${press + 1}`).toBe('header');
  }
  expect(await page.locator('main').getAttribute('inert')).toBe('');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-controls') === 'site-menu');
  await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
  expect(await page.locator('main').getAttribute('inert')).toBeNull();
  // It stays displayed while it slides shut: a second slide starts.
  const slides = async () => (await slidProperties(page)).filter((property) => property === 'transform').length;
  if (motion === 'slides') await expect.poll(slides).toBe(2);
  // Not displayed again once it has slid shut.
  await menuAnimationDone(page);
  await expect(menuPanelDisplayed(page)).resolves.toBe(false);
}

describe('the site frame in a browser', () => {
  it(`at ${VIEWPORTS[0].width} x ${VIEWPORTS[0].height} (desktop): a deep link rendered with the same content before and after hydration; the header inside the screen, the menu by keyboard and by mouse, closed by a menu link that changes the page; a dismissed banner remembered across a reload`, async () => {
    const { width } = VIEWPORTS[0];
    // The deep link's server HTML alone, then the same page hydrated, on which the frame is tried.
    const before = await mainText((await openPage('/lodge-a-complaint', { width, javaScript: false })).page);
    const { page, problems } = await openPage('/lodge-a-complaint', { width });
    expect(before.length).toBeGreaterThan(200);
    expect(await mainText(page)).toBe(before);
    await expectHeaderInsideTheScreen(page, width);
    await expectKeyboardMenu(page);

    // By mouse: opens, then closes.
    await menuAnimationDone(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    // The menu's code arrives on the first sign of need (client/app/root-layout.tsx).
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await expect(page.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await menuAnimationDone(page); // the toggle is ignored while the menu animates (docs/product/frame.md#menu Menu)
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('false');

    // A menu link that changes the page closes the menu.
    await menuAnimationDone(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /contact/i }).first().click();
    await page.waitForURL(/\/contact-us$/);
    await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('false');

    // The banner, dismissed, stays dismissed across a reload.
    const banner = page.getByRole('region', { name: 'Announcements' });
    await expect(banner.isVisible()).resolves.toBe(true);
    // Dismissed from the keyboard, focus goes on to the nav bar's first link, not to the page's start (WCAG 2.4.3).
    await page.getByRole('button', { name: 'Dismiss announcement' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner.count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement === document.querySelector('header a[href]'))).resolves.toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('hideAlert'))).toBe('true');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Announcements' }).isVisible().catch(() => false)).resolves.toBe(false);
    expect(await page.evaluate(() => document.body.classList.contains('has-banner'))).toBe(false);
    expect(problems).toEqual([]);
  });

  // The first page loads under reduced motion: the menu's reduced-motion rule (site-menu.css) has no
  // width of its own, so one width shows it. Its tab reports CSP violations (every pooled tab does): the
  // contact form's validation runs zod in the browser, whose eval probe would break the CSP without a console error.
  // The main routes' loads with no CSP violation, rendered and from the page cache:
  // tests/e2e/page-cache.test.ts.
  it(`at ${VIEWPORTS[1].width} x ${VIEWPORTS[1].height} (phone): the header inside the screen, the menu by keyboard with focus moved into it under reduced motion from the page's load on, and the contact confirmation whole below the sticky header, with no Content-Security-Policy violation from the form's validation`, async () => {
    const { width, height } = VIEWPORTS[1];
    const { page, problems } = await openPage('/about-us', { width, height, reducedMotion: 'reduce' });
    await expectHeaderInsideTheScreen(page, width);
    // No SVG drawn as an image: each is a document of its own, built in the page's first style pass (docs/operations.md#lighthouse).
    await expect(page.evaluate(svgImagesDrawn)).resolves.toEqual([]);
    // At 320px, the narrowest width WCAG 1.4.10 reflow asks for (still a phone: no reload), the bar
    // keeps one line inside the screen and nothing makes the page scroll sideways.
    await page.setViewportSize({ width: NARROWEST, height });
    // docs/product/frame.md#promo-banner: the page below keeps its place as the messages change (here by the
    // reduced-motion 'Next announcement' button; rotating, the same messages take turns).
    const bannerHeights: number[] = [];
    for (let turn = 0; turn < 3; turn++) {
      bannerHeights.push(await page.evaluate(() => document.querySelector('.promo-banner')!.getBoundingClientRect().height));
      await page.getByRole('button', { name: 'Next announcement' }).click();
    }
    expect(new Set(bannerHeights).size, `the banner's heights at ${NARROWEST}px: ${bannerHeights}`).toBe(1);
    await expectHeaderInsideTheScreen(page, NARROWEST);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(NARROWEST);
    // One line too at common phones, between the breakpoints and where the whole name and the number come in.
    for (const between of [360, 375, 540, 576]) {
      await page.setViewportSize({ width: between, height });
      await expectHeaderInsideTheScreen(page, between);
    }
    // docs/product/frame.md#menu: open, the panel keeps ending inside the screen when the banner above the bar
    // grows (here from one line at 576px to two at 390px; a font arriving late does the same).
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    const bannerAt576 = await page.evaluate(() => document.querySelector('.promo-banner')!.getBoundingClientRect().height);
    await page.setViewportSize({ width, height });
    await expect.poll(() => page.evaluate(() => document.querySelector('.promo-banner')!.getBoundingClientRect().height)).toBeGreaterThan(bannerAt576);
    await expect.poll(() => page.evaluate(() => document.getElementById('site-menu')!.getBoundingClientRect().bottom - window.innerHeight)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    // Under reduced motion the menu opens without a transition, and focus still moves into it.
    await expectKeyboardMenu(page, 'reduced');

    // The contact page as most visitors see it, with motion.
    await page.emulateMedia({ reducedMotion: null });
    await site.visit(page, '/contact-us');
    await sendContactMessage(page);
    const confirmation = page.getByRole('status').filter({ hasText: 'Your message has successfully sent.' });
    await confirmation.waitFor();
    // Whole, below the sticky header, once it has been scrolled into view.
    await expect
      .poll(async () => {
        const header = (await page.locator('.nav-bar__inner').boundingBox())!;
        const box = (await confirmation.boundingBox())!;
        return { belowTheHeader: box.y >= header.y + header.height, insideTheScreen: box.y + box.height <= height };
      })
      .toEqual({ belowTheHeader: true, insideTheScreen: true });
    expect(problems).toEqual([]);
  });
});
