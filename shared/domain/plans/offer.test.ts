// docs/decisions/019-one-offer-per-address.md and docs/product/pricing.md#the-offer: "for one address and
// one service, the plans offered with their offer type, price steps, minimum total cost, speeds, the CIS
// of that very offer and speed-boost days; why every other plan is not".
import { describe, expect, it } from 'vitest';
import { planFixture } from '../../../tests/support/plan-fixture';
import { sqResultFixture } from '../../../tests/support/sq-result-fixture';
import { cisVersion, offerAt, offerCisLink, offeredPlan, pageOffer, planFigures, planVerdict, serviceOffer } from './offer';
import { campaignOfferType, flipPlanSource } from '../flip/flip-plan-source';
import { planCostInput, planMinimumCost } from '../pricing/minimum-cost';

const FLIP = planFixture({ id: 7175, serviceType: 'flipToFibre', cisLink: '/cis/flip-500.pdf', planDownloadSpeed: 500, activationFee: 0, speedboost: true });
const ready = sqResultFixture({ flipReady: 'Ready', flipDate: '2026-06-08', nbnServiceClass: 12, campaigns: ['unconnected-h2-fy25'] });

describe('the CIS of that very offer', () => {
  it('"a boost plan\'s CIS link is the boost offer\'s": the link names the offer', () => {
    expect(offerCisLink('/cis/flip-500.pdf', 'standard')).toBe('/cis/flip-500.pdf');
    expect(offerCisLink('/cis/flip-500.pdf', 'boost')).toBe('/cis/flip-500.pdf?offer=boost');
    expect(offerCisLink('/cis/a.pdf?v=2#p1', 'boost')).toBe('/cis/a.pdf?v=2&offer=boost#p1');
  });
  it('"standard and boost share plan ids, so the version names the offer and every figure the CIS states"', () => {
    expect(cisVersion(FLIP, 'standard')).toMatch(/^standard-[0-9a-f]{8}$/);
    expect(cisVersion(FLIP, 'boost')).toMatch(/^boost-/);
    expect(cisVersion(FLIP, 'standard')).toBe(cisVersion({ ...FLIP }, 'standard'));
    expect(cisVersion({ ...FLIP, price: FLIP.price + 1 }, 'standard')).not.toBe(cisVersion(FLIP, 'standard'));
    expect(cisVersion({ ...FLIP, special: { planPrice: 60, duration: 'x', months: 12 } }, 'standard')).not.toBe(cisVersion(FLIP, 'standard'));
  });
});

describe('an offered plan carries its figures, read once', () => {
  it('price steps (promotion, then ongoing), minimum total cost, speeds and speed-boost days', () => {
    const promoted = { ...FLIP, price: 84.95, special: { planPrice: 69.95, duration: 'for 6 months', months: 6 } };
    const entry = offeredPlan(promoted, 'boost');
    expect(entry.offerId).toBe('7175:boost');
    expect(entry.priceSteps.text).toBe('$69.95/mth for the first 6 months, then $84.95/mth');
    // docs/product/pricing.md#minimum-cost: the one rule, for the plan alone.
    expect(entry.minimumTotalCost).toBe(planMinimumCost(planCostInput(promoted)));
    expect(entry).toMatchObject({ typicalEveningSpeed: FLIP.typicalEveningSpeed, uploadSpeed: FLIP.planUploadSpeed, speedBoostDaysPerMonth: 5 });
    expect(offeredPlan(planFixture(), 'standard').speedBoostDaysPerMonth).toBe(0);
    // docs/product/pricing.md#savings: the saving is read from these very steps, over the promotion's months.
    expect(entry.savings).toEqual({ amount: 90, months: 6, text: 'Save $90 over 6 months' });
    const freeMonth = offeredPlan({ ...promoted, planSpeed: 'nbn100', firstMonthFree: true }, 'standard');
    expect(freeMonth.priceSteps.text).toBe('FREE for the first month, $69.95/mth for the next 5 months, then $84.95/mth');
    expect(freeMonth.savings?.text).toBe('Save $159.95 over 6 months');
    expect(offeredPlan(planFixture({ special: null }), 'standard').savings).toBeNull();
    // Home Secure chosen changes the steps the card tells, not the plan's saving or minimum cost.
    const withHomeSecure = planFigures(promoted, { homeSecure: true });
    expect(withHomeSecure.priceSteps.text).not.toBe(entry.priceSteps.text);
    expect(withHomeSecure).toMatchObject({ savings: entry.savings, minimumTotalCost: entry.minimumTotalCost });
  });
});

describe('serviceOffer: the plans offered and why not the others', () => {
  it('before an address check every plan of the service is offered, as the catalogue lists it', () => {
    const offer = serviceOffer('nbn', { plans: [planFixture(), FLIP], offerType: 'standard' }, null);
    expect(offer.offered.map((entry) => entry.plan.id)).toEqual([10317]);
    expect(offer.status).toBeNull();
  });
  it('"a reason that holds for every plan of the service is said once"; a per-plan reason per plan', () => {
    const hwbbOnly = sqResultFixture({ categories: ['hwbb'] });
    const plans = [planFixture(), planFixture({ id: 2, planHeading: 'Superfast nbn 250/25Mbps', planDownloadSpeed: 250 })];
    expect(serviceOffer('nbn', { plans, offerType: 'standard' }, hwbbOnly).notes).toEqual([
      "nbn plans aren't available at your address: nbn does not reach it yet.",
    ]);
    const slowLine = sqResultFixture({ maxSpeed: 100 });
    const offer = serviceOffer('nbn', { plans, offerType: 'standard' }, slowLine);
    expect(offer.offered.map((entry) => entry.plan.id)).toEqual([10317]);
    expect(offer.notes).toEqual(["Superfast nbn 250/25Mbps isn't available at your address: your line's top speed is 100Mbps."]);
  });
  it('docs/product/address-check.md#your-connection: "plans above the line\'s speed show with that reason rather than vanish": a card marked not available, refused by the hand-off alike', () => {
    const plans = [
      planFixture(),
      planFixture({ id: 2, planHeading: 'Superfast nbn 250/25Mbps', planDownloadSpeed: 250 }),
      planFixture({ id: 3, planHeading: 'Hyperfast nbn 1000/50Mbps', planDownloadSpeed: 1000 }),
    ];
    const page = pageOffer('nbn', { plans, offerType: 'standard' }, sqResultFixture({ maxSpeed: 100 }), true);
    expect(page.unavailable.map((entry) => [entry.plan.id, entry.unavailableText])).toEqual([
      [2, "The line at this address reaches 100Mbps, slower than this plan's 250Mbps."],
      [3, "The line at this address reaches 100Mbps, slower than this plan's 1000Mbps."],
    ]);
    // Shown, but never orderable: the order button has nothing to order, the hand-off refuses it with the same reason.
    const offer = serviceOffer('nbn', { plans, offerType: 'standard' }, sqResultFixture({ maxSpeed: 100 }));
    for (const { plan } of page.unavailable) {
      expect(page.orderPlan(plan.id)).toBeNull();
      expect(planVerdict(offer, plan.id)).toMatchObject({ offered: false, reason: 'above_line_speed' });
    }
    // A flip tier below the line's upgrade needs is shown the same way, with its own reason.
    const fttc = sqResultFixture({ ...ready, nbnType: 'FTTC', nbnServiceClass: 34 });
    const slowTier = { ...FLIP, id: 10591, planHeading: 'Family nbn 100/20Mbps', planDownloadSpeed: 100 };
    expect(pageOffer('flipToFibre', { plans: [slowTier, FLIP], offerType: 'standard' }, fttc, true).unavailable).toEqual([
      expect.objectContaining({
        reason: 'flip_speed_too_low',
        unavailableText: 'The free upgrade of a current FTTC line comes with a Superfast nbn 250/25Mbps plan or faster.',
      }),
    ]);
    // The upgrade's "Speeds up to" reads the fastest plan offered, not the catalogue's.
    expect(pageOffer('flipToFibre', { plans: [slowTier, FLIP], offerType: 'standard' }, fttc, true).fastestSpeed).toBe(500);
    expect(page.fastestSpeed).toBe(100);
    expect(pageOffer('nbn', { plans, offerType: 'standard' }, sqResultFixture({ categories: ['hwbb'] }), true).fastestSpeed).toBeNull();
    // A reason that holds for every plan is said once, above the plans: no card.
    expect(pageOffer('nbn', { plans, offerType: 'standard' }, sqResultFixture({ categories: ['hwbb'] }), true).unavailable).toEqual([]);
  });
  it('planVerdict: the hand-off\'s question, with the page\'s sentence', () => {
    const offer = serviceOffer('flipToFibre', { plans: [FLIP], offerType: 'boost' }, ready);
    expect(planVerdict(offer, FLIP.id)).toMatchObject({ offered: true, offer: { offerType: 'boost' } });
    expect(planVerdict(offer, 1)).toMatchObject({ offered: false, reason: 'unknown_plan' });
    const fibre = serviceOffer('flipToFibre', { plans: [FLIP], offerType: 'standard' }, sqResultFixture({ ...ready, fibreType: 'Vision', hasFibre: true }));
    expect(planVerdict(fibre, FLIP.id)).toEqual({
      offered: false,
      reason: 'already_on_fibre',
      sentence: "Flip to Fibre plans aren't available at your address: it is already on fibre.",
    });
  });
  it('pageOffer: nothing can be ordered until the plans are the address\'s own', () => {
    const catalogue = { plans: [FLIP], offerType: 'boost' as const };
    expect(pageOffer('flipToFibre', catalogue, ready, false).orderPlan(FLIP.id)).toBeNull();
    // The card's CIS link is the boost offer's.
    expect(pageOffer('flipToFibre', catalogue, ready, true).offered[0]?.cisLink).toBe('/cis/flip-500.pdf?offer=boost');
    expect(pageOffer('flipToFibre', catalogue, ready, true).orderPlan(FLIP.id)).toMatchObject({ id: FLIP.id, offerType: 'boost', cisVersion: cisVersion(FLIP, 'boost') });
  });
});

describe('flipPlanSource: docs/product/pricing.md#plan-sources', () => {
  it('"the address\'s own plans when flip ready and its campaigns include the configured one (any spelling), else the default plans"', () => {
    expect(flipPlanSource({ ...ready, maxSpeed: 48.7 }, ' UNCONNECTED-H2-FY25')).toEqual({
      kind: 'address',
      nbnRegion: 'metro',
      nbnServiceClass: 12,
      maxSpeed: 48,
      offerType: 'standard',
    });
    const standard = { kind: 'default', offerType: 'standard' };
    expect(flipPlanSource(ready, 'other')).toEqual(standard);
    expect(flipPlanSource({ ...ready, flipReady: false }, 'unconnected-h2-fy25')).toEqual(standard);
    expect(flipPlanSource(null, 'unconnected-h2-fy25')).toEqual(standard);
    // Outside the configured campaign the address's own boost code gives nothing: the default plans are the standard offer.
    expect(flipPlanSource({ ...ready, campaigns: ['unconnected-boost'] }, 'unconnected-h2-fy25')).toEqual(standard);
  });
});

describe('campaignOfferType: docs/product/pricing.md#offer-type', () => {
  it('"unconnected-boost configured is the boost offer for every address in it; unconnected-standard the standard one"', () => {
    expect(campaignOfferType('unconnected-boost', ['unconnected-boost'])).toBe('boost');
    expect(campaignOfferType('unconnected-standard', ['unconnected-standard', 'unconnected-boost'])).toBe('standard');
  });

  it('"any other configured code leaves it to the address: boost when its campaigns include unconnected-boost, else standard"', () => {
    expect(campaignOfferType('unconnected-h2-fy25', ['unconnected-h2-fy25', 'unconnected-boost'])).toBe('boost');
    expect(campaignOfferType('unconnected-h2-fy25', ['unconnected-h2-fy25', 'unconnected-standard'])).toBe('standard');
    expect(campaignOfferType('unconnected-h2-fy25', ['unconnected-h2-fy25'])).toBe('standard');
  });

  it('reaches the plan source with codes in any spelling', () => {
    expect(flipPlanSource({ ...ready, campaigns: ['UNCONNECTED-H2-FY25', ' Unconnected-Boost '] }, 'Unconnected-H2-FY25 ')).toMatchObject({ offerType: 'boost' });
    expect(flipPlanSource({ ...ready, campaigns: ['UNCONNECTED-BOOST'] }, ' unconnected-boost')).toMatchObject({ kind: 'address', offerType: 'boost' });
  });
});

describe('offerAt: every service at one address', () => {
  it('each service with its status, and the offers of the catalogues given', () => {
    const at = offerAt({ sq: sqResultFixture({ categories: ['hwbb', 'mbb'] }), catalogues: { hwbb: { plans: [planFixture({ serviceType: 'hwbb' })], offerType: 'standard' } } });
    expect(Object.fromEntries(Object.entries(at.services).map(([service, status]) => [service, status.kind]))).toEqual({
      nbn: 'not-at-address',
      fibre: 'not-at-address',
      hwbb: 'available',
      mbb: 'available',
      flipToFibre: 'not-at-address',
    });
    expect(at.offers.hwbb?.offered).toHaveLength(1);
    expect(at.offers.nbn).toBeUndefined();
  });
});
