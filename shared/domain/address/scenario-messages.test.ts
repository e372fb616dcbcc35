// docs/product/address-check.md#result-messages, at every scenario address
// (docs/product/address-check.md#scenario-addresses): the message the address check shows on
// /availability and in the Step 1 check of /flip-to-fibre, from the sqResult the embedded address
// service gives each address. The browser tests (tests/e2e/address-check.test.ts) show each message
// once on the built site; this walks every address through the same rule.
import { describe, expect, it } from 'vitest';
import { scenarioSq, type ScenarioKey } from '../../../tests/support/scenario-sq';
import { ALREADY_UPGRADED_TO_FIBRE, CONNECT_NOW, FIBRE_UPGRADE_FREE_INSTALLATION, FLIP_NOT_YET_AVAILABLE, HIGH_SPEED_AVAILABLE, NO_SERVICE } from './messages';
import { resultMessage } from './result-message';

/** The scenario addresses' dates are fixed: the months estimate counts from this day. */
const SCENARIO_TODAY = new Date('2026-11-21T10:00:00+11:00');

const AVAILABILITY: [ScenarioKey, string][] = [
  ['flip-ready-fttn', CONNECT_NOW],
  ['flip-ready-fttc', CONNECT_NOW],
  ['hfc', HIGH_SPEED_AVAILABLE],
  ['new-development', HIGH_SPEED_AVAILABLE],
  ['opticomm-fibre', HIGH_SPEED_AVAILABLE],
  ['vision-fibre', HIGH_SPEED_AVAILABLE],
  ['no-service', NO_SERVICE],
  ['home-wireless-only', HIGH_SPEED_AVAILABLE],
];

/** [scenario, heading, whole months until its flip date (only for a future date)]. */
const FLIP_PAGE: [ScenarioKey, string, number | null][] = [
  ['flip-ready-fttn', FIBRE_UPGRADE_FREE_INSTALLATION, null],
  ['flip-by-request-no-date', FLIP_NOT_YET_AVAILABLE, null],
  // 2027-09-30 seen from 2026-11-21 (the other future dates likewise, in whole months).
  ['flip-not-ready-future-date', FLIP_NOT_YET_AVAILABLE, 10],
  ['flip-not-ready-no-date', FLIP_NOT_YET_AVAILABLE, null],
  // A fibre network's address already has fibre (and is shown the fibre plans).
  ['vision-fibre', ALREADY_UPGRADED_TO_FIBRE, null],
  ['already-fttp', ALREADY_UPGRADED_TO_FIBRE, null],
  // On nbn's own fibre, in a new development: led to nbn plans, which carry the charge.
  ['new-development', ALREADY_UPGRADED_TO_FIBRE, null],
  // nbn's own readiness statuses (ADR 011): ready to order, planned work, and a status the site does not know.
  ['flip-eligible-to-order', FIBRE_UPGRADE_FREE_INSTALLATION, null],
  ['flip-in-design', FLIP_NOT_YET_AVAILABLE, 5],
  ['flip-planned', FLIP_NOT_YET_AVAILABLE, null],
  ['flip-committed', FLIP_NOT_YET_AVAILABLE, 3],
  ['flip-unknown-status', FLIP_NOT_YET_AVAILABLE, null],
];

describe('the result message at every scenario address', () => {
  it.each(AVAILABILITY)('on /availability, %s: %s', (key, heading) => {
    const message = resultMessage({ sq: scenarioSq(key), isFlipPage: false, addressNotFound: false, requested: '', today: SCENARIO_TODAY });
    expect(message.heading).toBe(heading);
    // docs/product/address-check.md#new-development: the fee notice at the new development only.
    expect(message.newDevelopment).toBe(key === 'new-development');
  });

  it.each(FLIP_PAGE)('on /flip-to-fibre, %s: %s', (key, heading, months) => {
    const message = resultMessage({ sq: scenarioSq(key), isFlipPage: true, addressNotFound: false, today: SCENARIO_TODAY });
    expect(message.heading).toBe(heading);
    // "Estimated wait until fibre to the premises" only for a flip date still to come.
    if (message.kind === 'flip-by-request') expect(message.monthsUntilFttp).toBe(months);
    else expect(months).toBeNull();
    // docs/product/address-check.md#new-development: the fee notice at the new development, which is on nbn's fibre, not a fibre network's.
    expect(message.newDevelopment).toBe(key === 'new-development');
  });
});
