import { describe, expect, it } from 'vitest';
import type { SqResult } from '../../types/address';
import { sqResultFixture } from '../../../tests/support/sq-result-fixture';
import { ADDRESS_NOT_FOUND, ALREADY_UPGRADED_TO_FIBRE, FIBRE_UPGRADE_FREE_INSTALLATION, FLIP_NOT_YET_AVAILABLE, HIGH_SPEED_AVAILABLE, NEW_DEVELOPMENT_FEE_NOTICE, NO_SERVICE } from './messages';
import { isRequestedServiceAvailable, offersUpgradeByRequest, requestedServiceUnavailableText, resultMessage, showSimplifiedSuccess } from './result-message';

const sq = (overrides: Partial<SqResult> = {}): SqResult =>
  sqResultFixture({ locId: 'LOC000123456789', nbnReadyDate: '2019-03-04', ...overrides });
const today = new Date(2025, 2, 15, 9);
const readyWithDate = { flipReady: 'Ready', flipDate: '2025-09-01' } as const;

describe('docs/product/address-check.md#result-messages result messages, exact texts', () => {
  it('"Address not found: asks the visitor to call 13 39 38."', () => {
    const message = resultMessage({ sq: null, isFlipPage: false, addressNotFound: true });
    expect(message.kind).toBe('not-found');
    expect(message.heading).toBe('Unfortunately, we were unable to find your address. Please call us on 13 39 38');
    expect(ADDRESS_NOT_FOUND).toContain('13 39 38');
  });

  it('"No services or categories: \'Unfortunately we are unable to provide a service to your address. You may wish to try an alternative supplier.\'"', () => {
    // docs/product/address-check.md#result-messages: read as "no plan category": a home-wireless-only
    // address has no nbn or fibre service but can buy home wireless, so it is not told "unable to provide".
    for (const input of [sq({ services: [], categories: [] }), sq({ categories: [] })]) {
      const message = resultMessage({ sq: input, isFlipPage: false, addressNotFound: false });
      expect(message.kind).toBe('no-service');
      expect(message.heading).toBe(NO_SERVICE);
    }
    expect(NO_SERVICE).toBe(
      'Unfortunately we are unable to provide a service to your address. You may wish to try an alternative supplier.',
    );
  });

  it('"Flip ready with a date, on the flip page: \'Fibre Upgrade with FREE installation\', speeds up to 250Mbps." where the offered tiers top at 250', () => {
    const message = resultMessage({ sq: sq(readyWithDate), isFlipPage: true, addressNotFound: false, today, flipTopSpeed: 250 });
    expect(message).toMatchObject({ kind: 'flip-upgrade', heading: 'Fibre Upgrade with FREE installation', speeds: 'Speeds up to 250Mbps' });
  });

  it('docs/product/pricing.md#plan-promises: the upgrade\'s speeds are named from the fastest tier offered, and not before it is known', () => {
    for (const top of [100, 500, 1000]) {
      const flipPage = resultMessage({ sq: sq(readyWithDate), isFlipPage: true, addressNotFound: false, today, flipTopSpeed: top });
      expect(flipPage).toMatchObject({ kind: 'flip-upgrade', speeds: `Speeds up to ${top}Mbps` });
      const elsewhere = resultMessage({ sq: sq(readyWithDate), isFlipPage: false, addressNotFound: false, today, flipTopSpeed: top });
      expect(elsewhere).toMatchObject({ kind: 'connect-now', speeds: `Speeds up to ${top}Mbps` });
    }
    // Before the address's tiers are in (or when none is offered), no speed is named at all.
    for (const top of [undefined, null, 0]) {
      const message = resultMessage({ sq: sq(readyWithDate), isFlipPage: true, addressNotFound: false, today, flipTopSpeed: top });
      expect(message).toMatchObject({ kind: 'flip-upgrade', speeds: null });
    }
  });

  it('"Flip ready with a date elsewhere: \'Connect now\' plus the fibre upgrade offer."', () => {
    const message = resultMessage({ sq: sq(readyWithDate), isFlipPage: false, addressNotFound: false, today });
    expect(message).toMatchObject({
      kind: 'connect-now',
      heading: 'Connect now',
      upgradeOffer: FIBRE_UPGRADE_FREE_INSTALLATION,
    });
  });

  it('"Flip only by request: \'Your address is not yet available for a Full-Fibre Upgrade\', with an estimate of months until FTTP if the flip date is in the future, and a \'SEE NBN PLANS\' button." (in sentence case: \'See nbn plans\')', () => {
    const future = resultMessage({ sq: sq({ flipDate: '2025-09-15' }), isFlipPage: true, addressNotFound: false, today });
    expect(future).toEqual({
      kind: 'flip-by-request',
      heading: 'Your address is not yet available for a Full-Fibre Upgrade',
      monthsUntilFttp: 6,
      button: 'See nbn plans',
      newDevelopment: false,
      newDevelopmentText: null,
    });
    const noDate = resultMessage({ sq: sq(), isFlipPage: true, addressNotFound: false, today });
    expect(noDate).toMatchObject({ kind: 'flip-by-request', heading: FLIP_NOT_YET_AVAILABLE, monthsUntilFttp: null });
    const readyNoDate = resultMessage({
      sq: sq({ flipReady: 'Ready', flipDate: '', nbnServiceClass: 3 }),
      isFlipPage: true,
      addressNotFound: false,
      today,
    });
    expect(readyNoDate.kind).toBe('flip-by-request');
  });

  it('docs/product/address-check.md#upgrade-by-request: "Where the fibre upgrade is available only by request ... the result says" how to ask, on every page; not without a line, nor for an address not found', () => {
    const byRequest = sq({ flipReady: 'Ready', flipDate: '', nbnServiceClass: 12, nbnType: 'FTTN' });
    for (const isFlipPage of [true, false]) expect(offersUpgradeByRequest(resultMessage({ sq: byRequest, isFlipPage, addressNotFound: false, today }), byRequest)).toBe(true);
    const ready = sq({ ...readyWithDate, nbnServiceClass: 12, nbnType: 'FTTN' });
    expect(offersUpgradeByRequest(resultMessage({ sq: ready, isFlipPage: false, addressNotFound: false, today }), ready)).toBe(false);
    expect(offersUpgradeByRequest(resultMessage({ sq: null, isFlipPage: false, addressNotFound: true }), byRequest)).toBe(false);
  });

  it('"Flip page without flip readiness: \'Great news! You are already upgraded to Fibre.\'" (an FTTP address)', () => {
    const message = resultMessage({
      sq: sq({ nbnType: 'FTTP', nbnServiceClass: 3 }),
      isFlipPage: true,
      addressNotFound: false,
    });
    expect(message).toMatchObject({ kind: 'already-fibre', heading: 'Great news! You are already upgraded to Fibre.' });
    const opticomm = resultMessage({
      sq: sq({ nbnType: '', nbnServiceClass: 0, fibreType: 'OptiComm', hasFibre: true, services: ['fibre'] }),
      isFlipPage: true,
      addressNotFound: false,
    });
    expect(opticomm.heading).toBe(ALREADY_UPGRADED_TO_FIBRE);
  });

  it('docs/product/address-check.md#result-messages: an HFC or wireless address on the flip page is never told it is on fibre, nor "Great news" above a list that refuses every plan: the upgrade is not available there', () => {
    for (const nbnType of ['HFC', 'Fixed Wireless', 'Satellite']) {
      const message = resultMessage({ sq: sq({ nbnType, nbnServiceClass: 24 }), isFlipPage: true, addressNotFound: false });
      expect(message.kind).toBe('flip-by-request');
      expect(message.heading).toBe(FLIP_NOT_YET_AVAILABLE);
    }
  });

  it("docs/product/address-check.md#result-messages: HFC 'Eligible To Order' with a date is not a flip class: no upgrade message, no 'Connect now'", () => {
    const hfc = sq({ nbnType: 'HFC', nbnServiceClass: 24, flipReady: 'Ready', flipDate: '2025-09-01' });
    expect(resultMessage({ sq: hfc, isFlipPage: true, addressNotFound: false, today }).kind).toBe('flip-by-request');
    expect(resultMessage({ sq: hfc, isFlipPage: false, addressNotFound: false, today }).kind).toBe('available');
  });

  it('docs/product/address-check.md#result-messages: a Vision or OptiComm address on the flip page is told it already has fibre, even with an nbn summary of a flip class', () => {
    const vision = sq({ fibreType: 'Vision', hasFibre: true, services: ['nbn', 'fibre'], categories: ['nbn', 'fibre'], nbnServiceClass: 13 });
    expect(resultMessage({ sq: vision, isFlipPage: true, addressNotFound: false, today }).heading).toBe(ALREADY_UPGRADED_TO_FIBRE);
  });

  it("docs/product/address-check.md#result-messages: an nbn summary without the nbn plan category is not 'Great news' on the nbn page: it says what the list says", () => {
    const noNbnCategory = sq({ services: ['nbn'], categories: ['hwbb', 'mbb'] });
    expect(resultMessage({ sq: noNbnCategory, isFlipPage: false, addressNotFound: false, requested: 'nbn' })).toMatchObject({
      kind: 'service-unavailable',
      heading: 'Sorry, nbn is not available at this address.',
      // It says what the address can get instead, as the general message does.
      services: 'Available at this address: 5G home wireless and mobile broadband.',
    });
    expect(resultMessage({ sq: noNbnCategory, isFlipPage: false, addressNotFound: false, requested: 'hwbb' }).heading).toBe(
      HIGH_SPEED_AVAILABLE,
    );
  });

  it('names a missing service in sentence case: lower case but for product names (nbn, Fibre, Flip to Fibre)', () => {
    expect(requestedServiceUnavailableText('flipToFibre')).toBe('Sorry, the Flip to Fibre upgrade is not available at this address.');
    expect(requestedServiceUnavailableText('hwbb')).toBe('Sorry, home wireless is not available at this address.');
    expect(requestedServiceUnavailableText('mbb')).toBe('Sorry, mobile broadband is not available at this address.');
    expect(requestedServiceUnavailableText('fibre')).toBe('Sorry, Fibre is not available at this address.');
  });

  it('"Otherwise: \'Great news! High-speed broadband is available at your address.\'"', () => {
    const message = resultMessage({ sq: sq(), isFlipPage: false, addressNotFound: false });
    expect(message).toMatchObject({
      kind: 'available',
      heading: 'Great news! High-speed broadband is available at your address.',
    });
  });

  it('"nbnNewDev true: new development message (section 8)", with "the amount, and the orders it is charged on"', () => {
    const message = resultMessage({ sq: sq({ nbnNewDev: true }), isFlipPage: false, addressNotFound: false });
    expect(message.newDevelopment).toBe(true);
    expect(message.newDevelopmentText).toBe(
      'Since your premises is classified by nbn as part of a new development, a one off connection fee from nbn will apply. The fee is $300, charged once, on nbn and Flip to Fibre orders.',
    );
    expect(message.newDevelopmentText?.startsWith(NEW_DEVELOPMENT_FEE_NOTICE)).toBe(true);
    expect(resultMessage({ sq: sq(), isFlipPage: false, addressNotFound: false }).newDevelopment).toBe(false);
  });

  it('docs/product/pricing.md#new-development-fee: "only where the page sells a service that carries it (nbn, Flip to Fibre)"', () => {
    const flagged = sq({ nbnNewDev: true });
    expect(resultMessage({ sq: flagged, isFlipPage: false, addressNotFound: false, requested: 'nbn' }).newDevelopment).toBe(true);
    // A fibre network's estate flagged by nbn: the fibre page's order carries no nbn charge, so the message names none.
    const estate = sq({ nbnNewDev: true, categories: ['fibre'], fibreType: 'OptiComm', hasFibre: true, services: ['fibre'] });
    expect(resultMessage({ sq: estate, isFlipPage: false, addressNotFound: false, requested: 'fibre' }).newDevelopmentText).toBeNull();
    expect(resultMessage({ sq: flagged, isFlipPage: false, addressNotFound: false, requested: 'hwbb' }).newDevelopment).toBe(false);
  });
});

describe('docs/product/address-check.md#requested-service-unavailable: "An additional error shows (and a failure event fires) when the requested service type is not available."', () => {
  it.each([
    ['nbn at an nbn address', sq(), 'nbn', true],
    ['fibre at an nbn-only address', sq(), 'fibre', false],
    ['fibre at an OptiComm address', sq({ services: ['fibre'], categories: ['fibre'], fibreType: 'OptiComm', hasFibre: true }), 'fibre', true],
    ['nbn summary without the nbn category', sq({ services: ['nbn'], categories: ['hwbb'] }), 'nbn', false],
    ['flip at a flip-ready address with a date', sq(readyWithDate), 'flipToFibre', true],
    ['flip at an address only by request', sq(), 'flipToFibre', false],
    ['home wireless without the category', sq(), 'hwbb', false],
    ['home wireless with the category', sq({ categories: ['nbn', 'hwbb'] }), 'hwbb', true],
    ['mobile broadband with its category', sq({ services: [], categories: ['hwbb', 'mbb'] }), 'mbb', true],
    ['mobile broadband without its category (the hand-off refuses it too)', sq({ services: [] }), 'mbb', false],
    ['mobile SIM plans (not address-qualified)', sq({ services: [] }), 'mobile', true],
    ['nothing requested', sq({ services: [] }), '', true],
  ] as const)('%s: available=%s', (_label, input, requested, expected) => {
    expect(isRequestedServiceAvailable(input, requested)).toBe(expected);
  });
  it('no result at all: a requested nbn service is not available', () => {
    expect(isRequestedServiceAvailable(null, 'nbn')).toBe(false);
  });
});

describe('docs/product/address-check.md#requested-service-unavailable: "Simplified success shows only there, when exactly one service is available and it is the requested one."', () => {
  it('one service, the requested one, on the availability page', () => {
    expect(showSimplifiedSuccess({ services: ['nbn'] }, 'nbn', true)).toBe(true);
  });
  it('not on other pages', () => {
    expect(showSimplifiedSuccess({ services: ['nbn'] }, 'nbn', false)).toBe(false);
  });
  it('two services: full results', () => {
    expect(showSimplifiedSuccess({ services: ['nbn', 'fibre'] }, 'nbn', true)).toBe(false);
  });
  it('one service, not the requested one', () => {
    expect(showSimplifiedSuccess({ services: ['fibre'] }, 'nbn', true)).toBe(false);
  });
});
