import { describe, expect, it } from 'vitest';
import { planFixture } from '../../../tests/support/plan-fixture';
import { sqResultFixture } from '../../../tests/support/sq-result-fixture';
import { readComparePlans } from '../../schemas/compare';
import { COMPARE_LIMIT } from './compare-choice';
import { comparePlans, offeredHereText, pickComparedPlans } from './plan-comparison';

const nbn50 = planFixture({ id: 1, planHeading: 'Everyday nbn 50/20Mbps', planDownloadSpeed: 50, typicalEveningSpeed: 50 });
const nbn250 = planFixture({ id: 2, planHeading: 'Superfast nbn 250/25Mbps', planDownloadSpeed: 250, typicalEveningSpeed: 240 });
const fibre = planFixture({ id: 3, serviceType: 'fibre', planHeading: 'Everyday Fibre 25/5Mbps' });
const wireless = planFixture({ id: 4, serviceType: 'hwbb', planHeading: 'Unlimited 5G Home Wireless' });

describe('docs/product/pricing.md#compare-plans "up to 3 plans"', () => {
  it('the limit is 3', () => expect(COMPARE_LIMIT).toBe(3));

  it('finds the plans in catalogue order, says which ids no catalogue has, and leaves out those over the limit', () => {
    const catalogues = { nbn: [nbn50, nbn250], fibre: [fibre], flipToFibre: [], hwbb: [wireless], mbb: [] };
    expect(pickComparedPlans([4, 3, 1, 2, 99], catalogues)).toEqual({ plans: [nbn50, nbn250, fibre], unknownIds: [99], leftOut: 1, catalogueMissing: false });
    expect(pickComparedPlans([], catalogues).plans).toEqual([]);
  });

  it("a plan counts only in its own service's catalogue, once; a catalogue that could not be read is said", () => {
    expect(pickComparedPlans([3], { nbn: [fibre], fibre: null }).plans).toEqual([]);
    expect(pickComparedPlans([3], { nbn: [fibre], fibre: null }).catalogueMissing).toBe(true);
  });

  it('before an address check, every plan is compared without a verdict', () => {
    expect(comparePlans([nbn50, nbn250], null).map((entry) => entry.atAddress)).toEqual([null, null]);
  });

  it("at a checked address, what the address can get, and why not in the plan page's sentence", () => {
    const sq = sqResultFixture({ maxSpeed: 100 });
    expect(comparePlans([nbn50, nbn250, fibre], sq).map((entry) => entry.atAddress)).toEqual([
      { offered: true },
      { offered: false, sentence: "Superfast nbn 250/25Mbps isn't available at your address: your line's top speed is 100Mbps." },
      { offered: false, sentence: "Fibre plans aren't available at your address: it is not on an OptiComm or Vision fibre network." },
    ]);
  });

  it('the count of plans the address can get reads as a person would say it', () => {
    expect(offeredHereText(1, 1)).toBe('this plan can be ordered.');
    expect(offeredHereText(0, 1)).toBe('this plan cannot be ordered.');
    expect(offeredHereText(1, 2)).toBe('1 of these 2 plans can be ordered.');
    expect(offeredHereText(0, 3)).toBe('none of these 3 plans can be ordered.');
  });

  it('each column carries the offer\'s figures and its 12-month cost', () => {
    const [entry] = comparePlans([planFixture({ price: 84.95, special: { planPrice: 69.95, duration: 'for the first 6 months', months: 6 } })], null);
    expect(entry!.twelveMonthCost).toBe(929.4);
    expect(entry!.offer.priceSteps.text).toBe('$69.95/mth for the first 6 months, then $84.95/mth');
  });
});

describe('the /compare query, checked where it enters', () => {
  it('takes ids comma-separated or repeated, any order, duplicates once', () => {
    expect(readComparePlans(['10318,10317', '10317'])).toEqual({ ok: true, ids: [10317, 10318] });
    expect(readComparePlans([' 1 , 2 ,'])).toEqual({ ok: true, ids: [1, 2] });
    expect(readComparePlans([])).toEqual({ ok: true, ids: [] });
  });

  it('refuses anything that is not plan ids, and a flood of them', () => {
    for (const bad of [['abc'], ['1;2'], ['-1'], ['1.5'], ['1234567890'], [Array.from({ length: 30 }, (_, i) => i + 1).join(',')], ['x'.repeat(500)]])
      expect(readComparePlans(bad), bad[0]).toEqual({ ok: false });
  });
});
