// axe-core in the browser on one page of each kind (WCAG 2.0/2.1 A and AA; tests/support/page-kinds.ts),
// at a desktop and a phone width, after hydration, plus the interactive states people reach: the open menu, the
// country suggestions, the contact form's error list and success view, and an expanded FAQ. Zero
// violations allowed; a failure names each width, rule and selectors. The checks run one after another
// in the tab of the worker's pooled context (tests/support/context-pool.ts): run three at a time they
// cost the browser 138 CPU-seconds against 96 one after another, in the same time alone, and the
// other browser-test file running beside this one gets the core they leave
// (docs/operations.md#how-the-suite-is-organised).
import type { Page } from 'playwright-core';
import { describe, it, type TestContext } from 'vitest';
import { PATHS } from '../../shared/routes/paths';
import { axeViolations } from '../support/axe';
import { ONE_PAGE_PER_KIND } from '../support/page-kinds';
import { useSiteAndBrowser } from '../support/site-and-browser';

// A shared site; its log is kept in tests/.artifacts/e2e-site-N.log (tests/support/browser-run.ts).
const site = useSiteAndBrowser();

/** The site's CSP allows only its own nonce'd scripts; axe is injected past it. */
const AXE_CONTEXT = { bypassCSP: true, reducedMotion: 'reduce' } as const;

async function openPage(pathname: string, width: number, test: TestContext): Promise<Page> {
  // Let loaders, lazy page modules and the banner settle ('idle').
  const { page } = await site.openPage(pathname, {
    context: { viewport: { width, height: 900 }, ...AXE_CONTEXT },
    waitFor: 'idle',
    test,
  });
  return page;
}

// Pages of one kind render the same components; only their documents' text differs.
const ROUTES = [...ONE_PAGE_PER_KIND];

const WIDTHS = [1280, 375];

describe('axe-core: a page of each kind, desktop (1280px) and phone (375px)', () => {
  it.for(ROUTES)('%s has no WCAG A/AA violations', async (pathname, test) => {
    const violations: string[] = [];
    for (const width of WIDTHS) {
      // Opened at each width, not resized: a page resized across the phone breakpoint reloads itself (docs/product/frame.md#resize-reload).
      const found = await axeViolations(await openPage(pathname, width, test));
      violations.push(...found.map((violation) => `${width}px: ${violation}`));
    }
    test.expect(violations).toEqual([]);
  });
});

describe('axe-core: interactive states', () => {
  it('the open menu', async (test) => {
    const page = await openPage(PATHS.home, 1280, test);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    // Checked once the menu has finished opening.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    test.expect(await axeViolations(page)).toEqual([]);
  });

  it('the country suggestions and a no-result search', async (test) => {
    const page = await openPage(PATHS.voipInternational, 1280, test);
    const input = page.getByRole('combobox', { name: 'Country' });
    await input.fill('new');
    await page.getByRole('listbox', { name: 'Country suggestions' }).waitFor();
    await input.press('ArrowDown');
    test.expect(await axeViolations(page)).toEqual([]);
    await input.fill('Atlantis');
    await page.getByText('No country found.').waitFor();
    test.expect(await axeViolations(page)).toEqual([]);
  });

  it('the contact form error list and success view', async (test) => {
    const page = await openPage(PATHS.contactUs, 1280, test);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').waitFor();
    test.expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Your name').fill('Alex Citizen');
    await page.getByLabel('Email address').fill('alex@example.com');
    await page.getByLabel('What is your enquiry about?').selectOption('techSupport');
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByLabel('Your message').fill('Please call me about my order.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your message has successfully sent.').waitFor();
    test.expect(await axeViolations(page)).toEqual([]);
  });

  it('the nbn plans after an address check: "Your connection" and the plans marked not available at the address', async (test) => {
    const page = await openPage(PATHS.nbn, 1280, test);
    await page.locator('#address-input-step').fill('14 Lyrebird Rise');
    await page.getByRole('option', { name: '14 Lyrebird Rise, Brunswick VIC 3056' }).click();
    await page.getByRole('region', { name: 'Not available at your address' }).waitFor({ timeout: 25_000 });
    test.expect(await axeViolations(page)).toEqual([]);
  });

  it('/flip-to-fibre at a fibre network address: its fibre plans in Step 2', async (test) => {
    const page = await openPage(PATHS.flipToFibre, 1280, test);
    await page.locator('#address-input-step').fill('88 Pelican Walk');
    await page.getByRole('option', { name: 'Unit 12, 88 Pelican Walk, Southbank VIC 3006' }).click();
    await page.getByRole('heading', { name: 'Step 2: Choose your fibre plan' }).waitFor({ timeout: 25_000 });
    await page.getByRole('region', { name: 'Fibre plans' }).waitFor();
    test.expect(await axeViolations(page)).toEqual([]);
  });

  it('expanded FAQ answers and the home phone steps carousel on a phone', async (test) => {
    const page = await openPage(PATHS.homePhone, 375, test);
    await page.getByRole('button', { name: 'What is VoIP?' }).click();
    await page.getByRole('button', { name: 'Next step' }).click();
    test.expect(await axeViolations(page)).toEqual([]);
  });
});
