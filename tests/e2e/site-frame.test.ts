// Browser tests of the site frame on the built site (issue: Tests): hydration without console
// errors, the menu by mouse and keyboard with focus returned, the banner dismissal surviving a
// reload, and a deep link rendering the same content before and after hydration.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reportCspViolations, useSiteAndBrowser } from '../support/site-and-browser';

const site = useSiteAndBrowser();

async function openPage(path: string, options: { width?: number; javaScript?: boolean } = {}) {
  return site.openPage(path, {
    context: { viewport: { width: options.width ?? 1280, height: 900 }, javaScriptEnabled: options.javaScript ?? true },
    watch: { warnings: true },
  });
}

const mainText = (page: Page) => page.locator('main').innerText();

describe('the site frame in a browser', () => {
  it('hydrates the home page with no console error', async () => {
    const { page, context, problems } = await openPage('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens and closes the menu by mouse', async () => {
    const { page, context, problems } = await openPage('/about-us');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await page.waitForTimeout(350); // the toggle is ignored while the menu animates (docs/product/frame.md#menu Menu)
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the menu by keyboard, moves focus in, and returns it to the toggle on Escape', async () => {
    const { page, context, problems } = await openPage('/about-us');
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.isVisible()).resolves.toBe(true);
    await page.waitForFunction(() => document.activeElement?.closest('#site-menu') !== null);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-controls') === 'site-menu');
    await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closes the menu when a menu link changes the page', async () => {
    const { page, context } = await openPage('/about-us');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /contact/i }).first().click();
    await page.waitForURL(/\/contact-us$/);
    await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await context.close();
  });

  it('remembers a dismissed banner across a reload', async () => {
    const { page, context, problems } = await openPage('/');
    const banner = page.getByRole('region', { name: 'Announcements' });
    await expect(banner.isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner.count()).resolves.toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('hideAlert'))).toBe('true');
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(page.getByRole('region', { name: 'Announcements' }).isVisible().catch(() => false)).resolves.toBe(false);
    expect(await page.evaluate(() => document.body.classList.contains('has-banner'))).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('renders a deep link with the same content before and after hydration', async () => {
    const serverOnly = await openPage('/lodge-a-complaint', { javaScript: false });
    const before = await mainText(serverOnly.page);
    await serverOnly.context.close();
    const hydrated = await openPage('/lodge-a-complaint');
    const after = await mainText(hydrated.page);
    expect(before.length).toBeGreaterThan(200);
    expect(after).toBe(before);
    expect(hydrated.problems).toEqual([]);
    await hydrated.context.close();
  });

  it('runs with no Content-Security-Policy violation on the main routes', async () => {
    for (const path of ['/', '/broadband/nbn', '/flip-to-fibre', '/phone/voip-international', '/contact-us']) {
      const { page, context, problems } = await site.openPage(path, { beforeGoto: reportCspViolations });
      // Exercise the contact form's validation (it runs the shared zod schema in the browser).
      if (path === '/contact-us') await page.getByRole('button', { name: /send/i }).first().click();
      await page.waitForTimeout(300);
      expect(problems.filter((problem) => problem.includes('CSP violation')), path).toEqual([]);
      await context.close();
    }
  });
});
