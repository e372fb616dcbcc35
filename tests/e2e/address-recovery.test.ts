// docs/product/address-check.md#no-dead-ends in a real browser against the built site: a search that
// finds nothing ends in a call-back request the events service receives with the address; a manual
// address is checked against the postcode list; an address with no service offers register interest
// and the services that need no line; on a 390 x 844 phone the 'No address found.' notice does not
// cover the message; an agent gets the form carrying the agent's code; every screen passes axe.
// A page load costs far more than a search typed into the page already open
// (docs/operations.md#how-the-suite-is-organised), so one visit per width walks the screens in turn: a
// new search replaces the last screen, and the events are cleared before each request counted.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { scenarioAddress } from '../../provider/address/scenarios.test-helper';
import { ADDRESS_NOT_FOUND, NO_ADDRESS_FOUND, NO_SERVICE } from '../../shared/domain/address/messages';
import { axeViolations } from '../support/axe';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { signAgentToken } from '../support/agent-token';
import { chooseSuggestion } from '../support/address-step';

const { AGENT_TOKEN_SECRET } = inject('siteSecrets');
const site = useSiteAndBrowser({ checkPageProblems: true, afterEachTest: (server) => server.provider.events.clear() });

const NOT_FOUND_TEXT = scenarioAddress('not-found').text;

const open = async (pathname: string, width = 1280, height = 900) =>
  (
    await site.openPage(pathname, {
      context: { viewport: { width, height }, bypassCSP: true, reducedMotion: 'reduce' },
      // A refused form's 400 is expected: Chromium logs it as a console error.
      watch: { expected: (message) => message.location().url.endsWith('/api/call-back') && message.text().includes('400') },
    })
  ).page;

const callBackEvents = async () => (await site.server.provider.events.list()).filter((event) => event.body.description === 'Call back request');

/** The not-found message's first sentence (an agent is not given the phone number that follows). */
const NOT_FOUND_SENTENCE = ADDRESS_NOT_FOUND.slice(0, ADDRESS_NOT_FOUND.indexOf('.') + 1);

async function searchNothing(page: Page) {
  await page.locator('#address-input-page').fill(NOT_FOUND_TEXT);
  await page.locator('.address-result--not-found').getByText(NOT_FOUND_SENTENCE, { exact: false }).first().waitFor({ timeout: 10_000 });
}

async function fillContact(page: Page) {
  await page.getByLabel('Your name').fill('Alex Citizen');
  await page.getByLabel('Phone number').fill('0412 345 678');
  await page.getByLabel('Best time to call').selectOption('morning');
}

describe('not found and no service, at desktop width: a call back and a registered interest the events service receives', () => {
  it('Request a call back: sent with the address typed, confirmed with the reference, counted in analytics; no service: offers the phone number, no mobile service the address cannot get, and registers interest with the location id', async () => {
    const page = await open('/availability');
    await searchNothing(page);
    await page.getByRole('button', { name: 'Request a call back' }).click();
    await page.getByRole('form', { name: 'Request a call back' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await fillContact(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    const reference = (await page.locator('.call-back__reference').textContent({ timeout: 10_000 }))!;
    expect(reference).toMatch(/^CB-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await axeViolations(page)).toEqual([]);
    expect((await callBackEvents()).map((event) => event.body)).toEqual([
      {
        description: 'Call back request',
        eventType: 'USER',
        event: {
          reference,
          reason: 'not-found',
          name: 'Alex Citizen',
          phone: '0412 345 678',
          bestTime: 'morning',
          address: NOT_FOUND_TEXT,
          addressMode: 'typed',
          pageUrl: '/availability',
        },
      },
    ]);
    const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: { event: string; reference?: string }[] }).dataLayer);
    expect(dataLayer).toContainEqual(expect.objectContaining({ event: 'callBackRequested', reference }));

    // No service, in the same box: register interest and the services that need no line.
    await site.server.provider.events.clear();
    const scenario = scenarioAddress('no-service');
    await chooseSuggestion(page, 'no-service', '#address-input-page');
    await page.getByRole('heading', { name: NO_SERVICE }).first().waitFor({ timeout: 20_000 });
    const options = page.locator('.address-result__no-service');
    // Neither mobile broadband nor the mobile network reaches this address: no link offers them
    // (docs/product/address-check.md#ways-on), only the phone number and registering interest.
    await expect(options.getByRole('link', { name: 'Mobile SIM plans' }).count()).resolves.toBe(0);
    await expect(options.getByRole('link', { name: 'Mobile broadband' }).count()).resolves.toBe(0);
    await expect(page.locator('.address-result__no-service').getByRole('link', { name: '13 39 38' }).getAttribute('href')).resolves.toBe('tel:133938');
    await page.getByRole('button', { name: 'Register interest' }).click();
    await page.getByRole('form', { name: 'Register interest' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await fillContact(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('.call-back__reference').waitFor();
    expect((await callBackEvents())[0]!.body.event).toMatchObject({ reason: 'no-service', address: scenario.formattedAddress, locationId: scenario.locationId });
  });
});

describe('not found on a 390 x 844 phone', () => {
  it("the 'No address found.' notice does not cover the message or the ways on; Enter your address manually: a suburb not in the postcode is refused beside its field, the summary takes focus in view, then sent", async () => {
    const page = await open('/availability', 390, 844);
    await searchNothing(page);
    const notice = (await page.getByRole('option', { name: NO_ADDRESS_FOUND }).boundingBox())!;
    const message = (await page.locator('.address-result--not-found > p').first().boundingBox())!;
    expect(notice.y + notice.height).toBeLessThanOrEqual(message.y);
    // The phone number is never split over two lines ('13 39 / 38'), wherever the line ends.
    const phones = await page
      .locator('.address-check')
      .getByRole('link', { name: '13 39 38' })
      .evaluateAll((links) => links.map((link) => `${link.getClientRects().length} ${getComputedStyle(link).whiteSpace}`));
    expect(phones.length).toBeGreaterThan(0);
    expect(new Set(phones)).toEqual(new Set(['1 nowrap']));
    await page.getByRole('button', { name: 'Request a call back' }).click();
    await page.getByRole('form', { name: 'Request a call back' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The other way on: the address entered by hand.
    await page.getByRole('button', { name: 'Enter your address manually' }).click();
    await page.getByRole('form', { name: 'Enter your address manually' }).waitFor();
    await page.getByLabel('Unit or lot (optional)').fill('Lot 12');
    await page.getByLabel('Street name').fill('Wallaby Way');
    await page.getByLabel('Suburb').fill('Bondi');
    await page.getByLabel('State').selectOption('NSW');
    await page.getByLabel('Postcode').fill('2000');
    await fillContact(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please check the highlighted fields.' });
    await summary.waitFor();
    // Focus moves to the summary, not the page body, and the summary is on screen.
    await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
    const shown = (await summary.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.height).toBeLessThanOrEqual(844);
    await expect(page.getByLabel('Suburb').getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByText(/Bondi is not in postcode 2000/).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Suburb').fill('sydney');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('.call-back__reference').waitFor();
    expect(await callBackEvents()).toHaveLength(1);
    expect((await callBackEvents())[0]!.body.event).toMatchObject({
      addressMode: 'manual',
      address: 'Lot 12 Wallaby Way, Sydney NSW 2000',
      manualAddress: { unit: 'Lot 12', streetName: 'Wallaby Way', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
    });
  });
});

describe('agent mode', () => {
  it("the not-found screen gives the agent the call-back form carrying the agent's code, not the phone number", async () => {
    const token = await signAgentToken(AGENT_TOKEN_SECRET);
    const page = await open(`/availability?token=${token}`);
    await page.getByRole('button', { name: 'Not Jane? Log Out' }).first().waitFor();
    await searchNothing(page);
    await page.getByRole('form', { name: 'Request a call back' }).waitFor();
    await expect(page.locator('.address-result--not-found').getByRole('link', { name: '13 39 38' }).count()).resolves.toBe(0);
    await page.getByText(/agent code A123/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await fillContact(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('.call-back__reference').waitFor();
    expect((await callBackEvents())[0]!.body.event).toMatchObject({ agentCode: 'A123', address: NOT_FOUND_TEXT });
    expect(JSON.stringify((await callBackEvents())[0]!.body)).not.toContain(token);
  });
});
