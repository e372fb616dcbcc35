// Browser tests of the content pages on the built site: the country rate search by mouse
// and keyboard with its delays and analytics event, the full table and plain-form search without
// JavaScript, the home phone explainer and FAQ, the Flip to Fibre sub-navigation, mobile plans,
// the contact form end to end (forwarded to the events service, with tracking ids), and the page
// load states: the spinner while the browser fetches what the server could not, and the error panel.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_ERROR_HEADING } from '../../shared/domain/address/messages';
import { CONTACT_SUCCESS, FORM_ERROR_GENERIC } from '../../shared/domain/contact/form-texts';
import { COUNTRY_SEARCH_PROMPT, NO_COUNTRY_FOUND } from '../../shared/domain/mobile/country-search';
import { PATHS } from '../../shared/routes/paths';
import { apiPath } from '../../shared/routes/api-paths';
import { sendContactMessage } from '../support/contact-form';
import { focusThroughHydration, holdChunk } from '../support/held-hydration';
import { holdRequests } from '../support/held-requests';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { waitForHydration } from '../support/hydration';

// A site of its own: the load-state tests need pages and plans no other file's tests had cached,
// and the provider's faults set here must not reach another file's tests through the breakers.
const site = useSiteAndBrowser({ ownSite: true, afterEachTest: (server) => server.provider.knobs.reset() });

interface OpenPage {
  page: Page;
  problems: string[];
}

async function openPage(path: string, options: { width?: number; javaScript?: boolean } = {}): Promise<OpenPage> {
  const { page, problems } = await site.openPage(path, {
    // With scripts on, the context shape most files' pages take, so the worker's pool lends a kept one.
    context: { viewport: { width: options.width ?? 1280, height: 900 }, ...(options.javaScript === false ? { javaScriptEnabled: false } : {}) },
    watch: { warnings: true },
  });
  return { page, problems };
}

/** Wholly inside the window and below the sticky nav bar. */
async function expectInView(page: Page, element: Locator): Promise<void> {
  const box = (await element.boundingBox())!;
  const navBottom = await page.getByRole('banner').first().evaluate((nav) => nav.getBoundingClientRect().bottom);
  expect(box.y).toBeGreaterThanOrEqual(navBottom - 1);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

/** The phone width of this file's pages (one browser context for them all). */
const PHONE_WIDTH = 375;

const rateRows = (page: Page) => page.locator('main table.rate-table').first().locator('tbody tr');
const dataLayer = (page: Page) => page.evaluate(() => window.dataLayer ?? []);

describe('international call rates (/phone/voip-international)', () => {
  it('searches after 500 ms, suggests countries, reports the search after 2.5 s, and clears; by keyboard, arrows through the suggestions, Enter chooses, and no match shows the no-results text', async () => {
    const { page, problems } = await openPage(PATHS.voipInternational);
    await expect(rateRows(page).allInnerTexts()).resolves.toEqual([COUNTRY_SEARCH_PROMPT]);
    const input = page.getByRole('combobox', { name: 'Country' });
    await expect(input.getAttribute('placeholder')).resolves.toBe('Enter country here...');
    await input.pressSequentially('zeal');
    // The report's 2.5 s run from the last key, which is before this moment.
    const typed = Date.now();
    // Not before the 500 ms search delay.
    await expect(rateRows(page).allInnerTexts()).resolves.toEqual([COUNTRY_SEARCH_PROMPT]);
    await page.getByRole('option', { name: 'New Zealand' }).waitFor();
    await expect(rateRows(page).count()).resolves.toBe(1);
    await expect(rateRows(page).first().innerText()).resolves.toMatch(/^New Zealand/);
    await expect(rateRows(page).first().innerText()).resolves.toMatch(/\$\d+(\.\d\d)?\/min/);

    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'rateSearch'), { timeout: 5000, interval: 100 })
      .toEqual([{ event: 'rateSearch', searchTerm: 'zeal', resultCount: 1 }]);
    // Measured from after the typing (not from when the suggestions showed, which a busy machine delays).
    expect(Date.now() - typed).toBeGreaterThanOrEqual(2000);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(input.inputValue()).resolves.toBe('');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('combobox');
    await expect(rateRows(page).allInnerTexts()).resolves.toEqual([COUNTRY_SEARCH_PROMPT]);

    // By keyboard: arrows through the suggestions, Enter chooses; no match shows the no-results text.
    await input.focus();
    await page.keyboard.type('united');
    await page.getByRole('listbox', { name: 'Country suggestions' }).waitFor();
    await page.keyboard.press('ArrowDown');
    const first = await page.getByRole('option').first().innerText();
    await page.keyboard.press('Enter');
    await expect(input.inputValue()).resolves.toBe(first);
    await expect(rateRows(page).first().innerText()).resolves.toContain(first);

    await input.fill('Atlantis');
    await page.getByText(NO_COUNTRY_FOUND).waitFor();
    await expect(page.getByRole('status').filter({ hasText: 'No results found for' }).innerText()).resolves.toBe('No results found for "Atlantis"');
    // Editing clears the no-result flag at once: read in the page right after the edit's input event,
    // as 500 ms later the next search flags 'Atlanti' again (a busy machine's next step may be later).
    await page.evaluate(
      (text) => document.addEventListener('input', () => setTimeout(() => ((window as { shownAfterEdit?: boolean } & Window).shownAfterEdit = document.body.innerText.includes(text))), { once: true }),
      NO_COUNTRY_FOUND,
    );
    await input.press('Backspace');
    await expect.poll(() => page.evaluate(() => (window as { shownAfterEdit?: boolean } & Window).shownAfterEdit)).toBe(false);
    // The Search button searches without waiting.
    await input.fill('fiji');
    await page.getByRole('search', { name: 'Country call rates' }).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rateRows(page).first().innerText()).resolves.toMatch(/^Fiji/);
    expect(problems).toEqual([]);
  });

  it('without JavaScript shows every rate and searches with a plain form', async () => {
    const { page } = await openPage(PATHS.voipInternational, { javaScript: false });
    const fullTable = page.locator('main table.rate-table').nth(1);
    await expect(fullTable.locator('tbody tr').count()).resolves.toBeGreaterThan(200);
    await expect(fullTable.locator('thead').innerText()).resolves.toMatch(/Destination\s+Price \(inc\. GST\)/);
    await page.getByRole('combobox', { name: 'Country' }).fill('zeal');
    await page.getByRole('search', { name: 'Country call rates' }).getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\?country=zeal/);
    await expect(page.locator('main table.rate-table tbody tr').allInnerTexts()).resolves.toEqual([expect.stringMatching(/^New Zealand/)]);
  });

  it("on a 320px phone a search with no result keeps the heading 'Destination' on one line", async () => {
    const { page } = await openPage(`${PATHS.voipInternational}?country=Atlantis`, { width: 320 });
    await page.getByText(NO_COUNTRY_FOUND).waitFor();
    const heading = page.locator('main table.rate-table thead th').first();
    await expect(heading.innerText()).resolves.toBe('Destination');
    // One line box per line of the word: a word broken inside itself has two.
    const lines = await heading.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });
});

describe('home phone (/broadband/nbn/phone)', () => {
  it('reaches the rate search at #call-rates, opens an FAQ answer with accordionEngage, and on a desktop shows the three steps side by side', async () => {
    const { page, problems } = await openPage(`${PATHS.homePhone}#call-rates`);
    await expect(page.locator('#call-rates').getByRole('heading', { level: 2 }).innerText()).resolves.toBe('International call rates');
    await expect(page.getByRole('heading', { level: 2, name: 'Things you should know about Home Phone VoIP' }).count()).resolves.toBe(1);
    const question = page.getByRole('button', { name: 'Will my home phone work in a blackout?' });
    await question.click();
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByRole('region', { name: 'Will my home phone work in a blackout?' }).innerText()).resolves.toContain('power outage');
    const engage = (await dataLayer(page)).filter((entry) => entry.event === 'accordionEngage');
    expect(engage).toEqual([{ event: 'accordionEngage', accordionTitle: 'Will my home phone work in a blackout?', pagePath: PATHS.homePhone }]);
    await expect(page.getByText('$1.65/call').count()).resolves.toBeGreaterThan(0);
    // On a desktop the three steps are side by side, not a carousel.
    const wide = page.getByRole('region', { name: 'How Home Phone works' });
    await expect(wide.getByRole('button', { name: 'Next step' }).isVisible()).resolves.toBe(false);
    const boxes = await wide.locator('[aria-roledescription="slide"]').evaluateAll((slides) => slides.map((slide) => slide.getBoundingClientRect().top));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    expect(problems).toEqual([]);
  });

  it('the three steps are a carousel on a phone', async () => {
    const phone = await openPage(PATHS.homePhone, { width: PHONE_WIDTH });
    const carousel = phone.page.getByRole('region', { name: 'How Home Phone works' });
    await expect(carousel.getByRole('button', { name: 'Next step' }).isVisible()).resolves.toBe(true);
    await carousel.getByRole('button', { name: 'Next step' }).click();
    await expect(carousel.getByRole('button', { name: 'Previous step' }).isEnabled()).resolves.toBe(true);
    expect(phone.problems).toEqual([]);
  });
});

describe('/site-map', () => {
  // Its links are built in the route loader (client/app/routes.tsx): loader data in the server HTML,
  // built in the browser on a client-side visit.
  it('lists the pages when opened and again when reached in the browser', async () => {
    const { page, problems } = await openPage(PATHS.siteMap);
    const map = page.getByRole('navigation', { name: 'Site map' });
    const count = await map.getByRole('link').count();
    expect(count).toBeGreaterThan(20);
    await map.locator(`a[href="${PATHS.aboutUs}"]`).click();
    await page.waitForURL(`**${PATHS.aboutUs}`);
    await expect.poll(() => map.count()).toBe(0);
    await page.goBack();
    await page.waitForURL(`**${PATHS.siteMap}`);
    await expect.poll(() => map.getByRole('link').count()).toBe(count);
    expect(problems).toEqual([]);
  });
});

describe('Flip to Fibre sub-pages', () => {
  it('the sub-navigation moves between the pages in the browser and marks the current one', async () => {
    const { page, problems } = await openPage(PATHS.flipFeatures);
    const nav = page.getByRole('navigation', { name: 'Flip to Fibre' });
    await expect(nav.getByRole('link', { name: 'Features' }).getAttribute('aria-current')).resolves.toBe('page');
    await nav.getByRole('link', { name: 'About speeds' }).click();
    await page.waitForURL(`**${PATHS.flipAboutSpeeds}`);
    await page.getByText('Superfast nbn 250/25Mbps', { exact: true }).waitFor();
    await expect(nav.getByRole('link', { name: 'About speeds' }).getAttribute('aria-current')).resolves.toBe('page');
    await nav.getByRole('link', { name: 'Q&A / Terms' }).click();
    await page.getByRole('button', { name: 'What is Flip to Fibre?' }).click();
    await expect(page.getByRole('region', { name: 'What is Flip to Fibre?' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Current FTTN addresses need a Family nbn 100/20Mbps plan or faster.').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
  });

  // Only the server's HTML and the stylesheet make the bar: JavaScript off (the hydrated bar at 900px:
  // tests/e2e/journey-extras.test.ts).
  it('is a horizontally scrollable tab bar at 992px or narrower', async () => {
    const { page } = await openPage(PATHS.flipFaqTerms, { width: PHONE_WIDTH, javaScript: false });
    const list = page.locator('.flip-subnav__list');
    await expect(list.evaluate((element) => getComputedStyle(element).overflowX)).resolves.toBe('auto');
    await expect(list.evaluate((element) => element.scrollWidth > element.clientWidth)).resolves.toBe(true);
  });

  it("on a 320px phone the current page's tab is scrolled into the bar, the last one too", async () => {
    const { page } = await openPage(PATHS.flipFaqTerms, { width: 320 });
    await waitForHydration(page);
    const current = page.getByRole('navigation', { name: 'Flip to Fibre' }).getByRole('link', { name: 'Q&A / Terms' });
    const inBar = () =>
      current.evaluate((link) => {
        const bar = link.closest('ul')!.getBoundingClientRect();
        const tab = link.getBoundingClientRect();
        return tab.left >= bar.left - 1 && tab.right <= bar.right + 1;
      });
    await expect.poll(inBar).toBe(true);
  });
});

describe('mobile plans (/mobilephone)', () => {
  // First: once the plans are cached, the server serves them even while the service fails.
  it('shows the spinner, then the plans, when the server could not get them: each SIM plan with data, price and inclusions', async () => {
    await site.server.provider.knobs.set({ mobile: { latencyMs: 0, errorRate: 1, errorStatus: 503 } });
    // The browser's own request for the plans is held until the service is back, so a slow machine
    // cannot let it fail (and show the error panel) before the spinner is looked at.
    let release = () => {};
    const { page, problems } = await site.openPage(PATHS.mobilePhone, {
      watch: { warnings: true },
      beforeGoto: async (opened) => {
        release = await holdRequests(opened, `**${apiPath('mobilePlans')}*`);
      },
    });
    const spinner = page.getByRole('status', { name: 'Loading mobile plans' });
    await expect(spinner.isVisible()).resolves.toBe(true);
    await site.server.provider.knobs.reset();
    release();
    await page.locator('.plan-card').first().waitFor({ timeout: 10_000 });
    await expect(spinner.count()).resolves.toBe(0);

    // Each SIM plan with data, price and inclusions.
    const cards = page.locator('.plan-card');
    await expect(cards.count()).resolves.toBe(5);
    await expect(cards.first().innerText()).resolves.toMatch(/15GB SIM Plan[\s\S]*15GB data per month[\s\S]*\$20\/mth[\s\S]*Unlimited standard national talk and text/);
    expect(problems).toEqual([]);
  });
});

describe('contact form (/contact-us)', () => {
  it('has the sub-navigation with the support centre link; lists the field errors and focuses them, then sends a valid message to the events service with the tracking ids', async () => {
    await site.server.provider.events.clear();
    // Tracking ids arrive on another page and travel in session storage.
    const { page, problems } = await openPage('/about-us?utm_source=newsletter&conversation_id=conv-42');
    await site.visit(page, PATHS.contactUs);

    // The sub-navigation with the support centre link.
    const nav = page.getByRole('navigation', { name: 'Contact options' });
    await expect(nav.getByRole('link', { name: /Support centre/ }).getAttribute('href')).resolves.toMatch(/^https:\/\//);
    await expect(nav.getByRole('link', { name: /Support centre/ }).getAttribute('target')).resolves.toBe('_blank');
    await expect(nav.getByRole('link', { name: 'Call 13 39 38' }).getAttribute('href')).resolves.toBe('tel:133938');

    await page.getByRole('button', { name: 'Send message' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('alert');
    await expectInView(page, alert);
    await alert.getByRole('link', { name: 'Please enter your email address.' }).click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('contact-email');

    await sendContactMessage(page, {
      name: 'Alex Citizen',
      email: 'alex@example.com',
      phone: '0412 345 678',
      enquiry: 'orderStatus',
      method: 'SMS',
      message: 'Where is my modem? It has been a week.',
    });
    await page.getByText(CONTACT_SUCCESS).waitFor();
    // The reference the visitor is told is the one sent with the message.
    const reference = (await page.getByText(/^Your reference is KB-[0-9A-Z]{8}\.$/).innerText()).slice('Your reference is '.length, -1);
    await expect.poll(async () => (await site.server.provider.events.list()).length).toBe(1);
    expect((await site.server.provider.events.list())[0]!.body).toEqual({
      description: 'Contact form',
      eventType: 'USER',
      event: {
        name: 'Alex Citizen',
        email: 'alex@example.com',
        phone: '0412 345 678',
        category: 'orderStatus',
        contactMethod: 'sms',
        message: 'Where is my modem? It has been a week.',
        utm_source: 'newsletter',
        conversation_id: 'conv-42',
        reference,
      },
    });

    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByLabel('Your name').inputValue()).resolves.toBe('');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('contact-name');
    expect(problems).toEqual([]);
  });

  it('Tab leaves the contact method in one stop, also when one of its radios had focus as the form hydrated', async () => {
    const held = holdChunk(/\/assets\/contact-page-[^/]+\.js$/);
    const { page } = await site.openPage(PATHS.contactUs, { context: { viewport: { width: 1280, height: 900 } }, waitFor: 'load', beforeGoto: held.beforeGoto });
    const method = page.getByRole('group', { name: 'How would you like us to contact you?' });
    await focusThroughHydration(page, method.getByRole('radio', { name: 'Email' }), held);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('TEXTAREA');
  });

  it('works without JavaScript: the plain post lands on the success view, or on the general error', async () => {
    await site.server.provider.events.clear();
    const { page } = await openPage(PATHS.contactUs, { javaScript: false });
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForURL(/\?error=1/);
    await expect(page.getByRole('alert').innerText()).resolves.toBe(FORM_ERROR_GENERIC);
    // The refusal is where the visitor is: focused and in view (the server draws its autofocus).
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('alert');
    await expectInView(page, page.getByRole('alert'));
    await sendContactMessage(page, { name: 'Sam Citizen', email: 'sam@example.com', enquiry: 'billingIssues', method: 'Email', message: 'Please send me a copy of my last bill.' });
    await page.waitForURL(/\?sent=KB-/);
    await page.getByText(CONTACT_SUCCESS).waitFor();
    const reference = new URL(page.url()).searchParams.get('sent');
    await page.getByText(`Your reference is ${reference}.`).waitFor();
    await expect.poll(async () => (await site.server.provider.events.list()).length).toBe(1);
    expect((await site.server.provider.events.list())[0]!.body).toMatchObject({
      description: 'Contact form',
      event: { name: 'Sam Citizen', category: 'billingIssues', reference },
    });
  });
});

describe('page load states', () => {
  it('a page whose content call fails shows the API-error panel', async () => {
    await site.server.provider.knobs.set({ web: { errorRate: 1, errorStatus: 503 } });
    // /refer-a-friend has not been visited by this server, so nothing is cached for it.
    const { page } = await openPage(PATHS.referAFriend);
    await expect(page.getByRole('alert').innerText()).resolves.toContain(API_ERROR_HEADING);
    await expect(page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(1);
  });
});
