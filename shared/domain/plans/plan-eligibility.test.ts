import { describe, expect, it } from 'vitest';
import { HANDOFF_SERVICE_TYPES } from '../ordering/handoff-service-fields';
import { planEligibility, slowestFlipPlanSpeed, type EligibilitySq } from './plan-eligibility';

/** flip-ready FTTN (class 12), nbn line at 100 Mbps, 5G and mobile covered. */
const FTTN: EligibilitySq = {
  categories: ['nbn', 'hwbb', 'mbb'],
  flipReady: 'Ready',
  flipDate: '2025-09-15',
  nbnServiceClass: 12,
  maxSpeed: 100,
  fibreType: '',
  nbnType: 'FTTN',
  nbnNewDev: false,
};
const plan = (planHeading: string, planDownloadSpeed: number | null) => ({ planHeading, planDownloadSpeed });
const NBN_100 = plan('Family nbn 100/20Mbps', 100);
const NBN_250 = plan('Superfast nbn 250/25Mbps', 250);

describe('"a plan whose category the address does not have" is not offered', () => {
  it('each service needs its category: nbn → nbn, fibre → fibre, hwbb → hwbb, mbb → mbb, Flip to Fibre → nbn', () => {
    const none: EligibilitySq = { ...FTTN, categories: ['fibre'], fibreType: 'OptiComm' };
    expect(planEligibility('nbn', NBN_100, none)).toEqual({ offered: false, reason: 'service_not_at_address', why: 'nbn does not reach it yet' });
    expect(planEligibility('hwbb', NBN_100, none)).toMatchObject({ offered: false, why: 'it has no 5G home wireless coverage' });
    expect(planEligibility('mbb', NBN_100, none)).toMatchObject({ offered: false, why: 'it has no mobile broadband coverage' });
    expect(planEligibility('flipToFibre', NBN_100, none)).toMatchObject({ offered: false, reason: 'service_not_at_address' });
    expect(planEligibility('fibre', NBN_100, none)).toEqual({ offered: true });
    // An HFC-like address (nbn only) cannot order a fibre plan.
    expect(planEligibility('fibre', NBN_100, FTTN)).toMatchObject({ offered: false, why: 'it is not on an OptiComm or Vision fibre network' });
  });

  it('a home-wireless-only address can order home wireless and mobile broadband, not nbn', () => {
    const wirelessOnly: EligibilitySq = { ...FTTN, categories: ['hwbb', 'mbb'], flipReady: false, flipDate: '', nbnServiceClass: 0, maxSpeed: 0 };
    expect(planEligibility('nbn', NBN_100, wirelessOnly).offered).toBe(false);
    expect(planEligibility('hwbb', plan('Unlimited 5G Home Wireless Max', 250), wirelessOnly).offered).toBe(true);
    expect(planEligibility('mbb', plan('30GB mobile broadband data', 100), wirelessOnly).offered).toBe(true);
  });

  it('a fibre category without a known network (no OptiComm or Vision) is not orderable as fibre', () => {
    expect(planEligibility('fibre', NBN_100, { ...FTTN, categories: ['fibre'] }).offered).toBe(false);
  });

  it('"an address that no longer qualifies": no categories, nothing offered', () => {
    for (const serviceType of HANDOFF_SERVICE_TYPES) {
      expect(planEligibility(serviceType, NBN_100, { ...FTTN, categories: [] })).toMatchObject({ offered: false, reason: 'address_has_no_service' });
    }
  });
});

describe('"a speed tier above the line\'s maximum download speed" is not offered', () => {
  it('an FTTN line with maxSpeed 100 cannot take 250 or 1000; 100 and below are fine', () => {
    expect(planEligibility('nbn', NBN_250, FTTN)).toEqual({ offered: false, reason: 'above_line_speed', why: "your line's top speed is 100Mbps" });
    expect(planEligibility('nbn', plan('Hyperfast nbn 1000/50Mbps', 1000), FTTN).offered).toBe(false);
    expect(planEligibility('nbn', NBN_100, FTTN)).toEqual({ offered: true });
    expect(planEligibility('nbn', plan('Everyday nbn 50/20Mbps', 50), FTTN)).toEqual({ offered: true });
  });

  it('maxSpeed 0 is unknown: nothing is ruled out on speed; nor is a plan without a speed', () => {
    expect(planEligibility('nbn', NBN_250, { ...FTTN, maxSpeed: 0 })).toEqual({ offered: true });
    expect(planEligibility('nbn', plan('Some nbn plan', null), FTTN)).toEqual({ offered: true });
  });

  it("flip plans are exempt (their speed is after the upgrade), and so are fibre, home wireless and mobile broadband", () => {
    const slowLine: EligibilitySq = { ...FTTN, maxSpeed: 50, categories: ['nbn', 'fibre', 'hwbb', 'mbb'], fibreType: 'Vision' };
    expect(
      planEligibility('flipToFibre', plan('Hyperfast nbn 1000/50Mbps with a free fibre upgrade', 1000), { ...slowLine, fibreType: '' }),
    ).toEqual({ offered: true });
    expect(planEligibility('fibre', plan('Ultrafast Fibre 500/50Mbps', 500), slowLine)).toEqual({ offered: true });
    expect(planEligibility('hwbb', plan('Unlimited 5G Home Wireless Max', 250), slowLine)).toEqual({ offered: true });
    expect(planEligibility('mbb', plan('30GB mobile broadband data', 100), slowLine)).toEqual({ offered: true });
  });
});

describe('"a flip plan at an address that is not flip-eligible" is not offered (docs/product/address-check.md#flip-availability flip availability)', () => {
  it('docs/product/address-check.md#flip-availability: "an address already on fibre (nbn FTTP, OptiComm or Vision) has nothing to upgrade"', () => {
    const flip = plan('Family nbn 100/20Mbps with a free fibre upgrade', 100);
    expect(planEligibility('flipToFibre', flip, { ...FTTN, categories: ['nbn', 'fibre'], fibreType: 'Vision' })).toEqual({
      offered: false,
      reason: 'already_on_fibre',
      why: 'it is already on fibre',
    });
    expect(planEligibility('flipToFibre', flip, { ...FTTN, nbnType: 'FTTP' })).toMatchObject({ reason: 'already_on_fibre' });
  });

  it('docs/product/address-check.md#flip-availability: "HFC at \'Eligible To Order\' is not a flip class: no upgrade is sold"', () => {
    const hfc: EligibilitySq = { ...FTTN, nbnType: 'HFC', nbnServiceClass: 24 };
    expect(planEligibility('flipToFibre', plan('Family nbn 100/20Mbps with a free fibre upgrade', 100), hfc)).toMatchObject({
      offered: false,
      reason: 'flip_not_offered',
      why: 'we do not offer the fibre upgrade for its type of nbn connection',
    });
  });

  const FLIP_100 = plan('Family nbn 100/20Mbps with a free fibre upgrade', 100);

  it('flip ready with a date: offered', () => {
    expect(planEligibility('flipToFibre', FLIP_100, FTTN)).toEqual({ offered: true });
  });

  it('"only by request" (ready without a date, or not ready) and no upgrade at all: not offered', () => {
    for (const sq of [
      { ...FTTN, flipDate: '' },
      { ...FTTN, flipReady: false as const },
      { ...FTTN, flipReady: false as const, flipDate: '' },
    ]) {
      expect(planEligibility('flipToFibre', FLIP_100, sq)).toEqual({
        offered: false,
        reason: 'flip_not_available',
        why: 'the fibre upgrade cannot be ordered there yet',
      });
    }
  });

  it('docs/product/address-check.md#flip-availability: only nbn service classes 10, 11, 12, 13, 30, 31, 32, 33, 34 can flip', () => {
    expect(planEligibility('flipToFibre', FLIP_100, { ...FTTN, nbnServiceClass: 3 }).offered).toBe(false);
    expect(planEligibility('flipToFibre', FLIP_100, { ...FTTN, nbnServiceClass: 24 }).offered).toBe(false);
  });

  it('docs/product/address-check.md#flip-eligibility: "current FTTN addresses need a Family nbn 100/20Mbps plan or faster; current FTTC addresses need a Superfast nbn 250/25Mbps plan or faster"', () => {
    expect(slowestFlipPlanSpeed(12)).toMatchObject({ speed: 100, planName: 'Family nbn 100/20Mbps' });
    expect(slowestFlipPlanSpeed(34)).toMatchObject({ speed: 250, planName: 'Superfast nbn 250/25Mbps' });
    const fttc: EligibilitySq = { ...FTTN, nbnServiceClass: 34 };
    expect(planEligibility('flipToFibre', FLIP_100, fttc)).toEqual({
      offered: false,
      reason: 'flip_speed_too_low',
      why: 'a current FTTC line needs a Superfast nbn 250/25Mbps plan or faster',
    });
    expect(planEligibility('flipToFibre', plan('Superfast nbn 250/25Mbps with a free fibre upgrade', 250), fttc)).toEqual({ offered: true });
  });
});
