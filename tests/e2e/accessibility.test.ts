// axe-core in the browser on every route of the head table (WCAG 2.0/2.1 A and AA), on a
// desktop and a phone viewport, after hydration, plus the interactive states people reach: the
// open menu, the country suggestions, the contact form's error list and success view, and an
// expanded FAQ. Zero violations allowed; a failure names each rule and its selectors.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../../shared/routes/page-meta';
import { PATHS } from '../../shared/routes/paths';
import { PROJECT_ROOT } from '../../harness/built-server';
import { axeViolations } from '../support/axe';
import { useSiteAndBrowser } from '../support/site-and-browser';

// The server's log, for a failure that turns out to be the server's (tests/.artifacts is ignored).
const site = useSiteAndBrowser({
  beforeStop: (server) => {
    mkdirSync(path.join(PROJECT_ROOT, 'tests/.artifacts'), { recursive: true });
    writeFileSync(path.join(PROJECT_ROOT, 'tests/.artifacts/accessibility-server.log'), server.output());
  },
});

async function openPage(pathname: string, width: number): Promise<{ page: Page; close: () => Promise<void> }> {
  // The site's CSP allows only its own nonce'd scripts; the test bypasses it to inject axe.
  // Let loaders, lazy page modules and the banner settle ('idle').
  const { page, context } = await site.openPage(pathname, {
    context: { viewport: { width, height: 900 }, bypassCSP: true, reducedMotion: 'reduce' },
    waitFor: 'idle',
  });
  return { page, close: () => context.close() };
}

// The head table lists every page (/sentry-test-error is not one).
const ROUTES = [...PAGE_PATHS];

describe('axe-core: every route, desktop (1280px)', () => {
  it.each(ROUTES.map((p) => [p]))('%s has no WCAG A/AA violations', async (pathname) => {
    const { page, close } = await openPage(pathname, 1280);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});

describe('axe-core: every route, phone (375px)', () => {
  it.each(ROUTES.map((p) => [p]))('%s has no WCAG A/AA violations', async (pathname) => {
    const { page, close } = await openPage(pathname, 375);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});

describe('axe-core: interactive states', () => {
  it('the open menu', async () => {
    const { page, close } = await openPage(PATHS.home, 1280);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.waitForTimeout(350);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('the country suggestions and a no-result search', async () => {
    const { page, close } = await openPage(PATHS.voipInternational, 1280);
    const input = page.getByRole('combobox', { name: 'Country' });
    await input.fill('new');
    await page.getByRole('listbox', { name: 'Country suggestions' }).waitFor();
    await input.press('ArrowDown');
    expect(await axeViolations(page)).toEqual([]);
    await input.fill('Atlantis');
    await page.getByText('No country found.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('the contact form error list and success view', async () => {
    const { page, close } = await openPage(PATHS.contactUs, 1280);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Your name').fill('Alex Citizen');
    await page.getByLabel('Email address').fill('alex@example.com');
    await page.getByLabel('What is your enquiry about?').selectOption('techSupport');
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByLabel('Your message').fill('Please call me about my order.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your message has successfully sent.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('the nbn plans after an address check: "Your connection" and the plans marked not available at the address', async () => {
    const { page, close } = await openPage(PATHS.nbn, 1280);
    await page.locator('#address-input-step').fill('14 Lyrebird Rise');
    await page.getByRole('option', { name: '14 Lyrebird Rise, Brunswick VIC 3056' }).click();
    await page.getByRole('region', { name: 'Not available at your address' }).waitFor({ timeout: 25_000 });
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('/flip-to-fibre at a fibre network address: its fibre plans in Step 2', async () => {
    const { page, close } = await openPage(PATHS.flipToFibre, 1280);
    await page.locator('#address-input-step').fill('88 Pelican Walk');
    await page.getByRole('option', { name: 'Unit 12, 88 Pelican Walk, Southbank VIC 3006' }).click();
    await page.getByRole('heading', { name: 'Step 2: Choose your fibre plan' }).waitFor({ timeout: 25_000 });
    await page.getByRole('region', { name: 'Fibre plans' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('expanded FAQ answers and the home phone steps carousel on a phone', async () => {
    const { page, close } = await openPage(PATHS.homePhone, 375);
    await page.getByRole('button', { name: 'What is VoIP?' }).click();
    await page.getByRole('button', { name: 'Next step' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
