import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { checkCatalogue } from '../../shared/domain/plans/catalogue-check';
import { fromPrice } from '../../shared/domain/pricing/from-prices';
import type { Plan } from '../../shared/schemas/plan';
import { FIBRE_FROM_PRICE, FIBRE_PLANS } from './fibre-plans';
import { AWARD_FLIP_PLAN_ID, FLIP_FROM_PRICE, getDefaultFlipToFibrePlans, getFlipToFibrePlans, parseFlipOfferType, slowestFlipSpeedFor } from './flip-to-fibre-plans';
import { EXTENDER, MODEM } from './hardware';
import { INTERNATIONAL_RATES, UNLIMITED_DESTINATION_CODES } from './international-rates';
import { findMobilePlans, MOBILE_PLANS, MOBILE_PLANS_BRAND, MOBILE_PLANS_SUPPLIER } from './mobile-plans';
import { AWARD_NBN_PLAN_ID, getDefaultPlansNbn, NBN_PLANS } from './nbn-plans';
import { HOME_WIRELESS_PLANS, MOBILE_BROADBAND_PLANS } from './wireless-plans';

const BROADBAND: readonly Plan[] = [...NBN_PLANS, ...FIBRE_PLANS, ...HOME_WIRELESS_PLANS, ...MOBILE_BROADBAND_PLANS];
const ALL_PLANS: readonly Plan[] = [...BROADBAND, ...getDefaultFlipToFibrePlans()];
/** The "from" price the home page shows (docs/product/pricing.md#from-prices). */
const lowestMonthly = (plans: readonly Plan[]): number | undefined => fromPrice(plans)?.monthly;

describe('broadband catalogue', () => {
  it('holds every nbn and fibre speed key docs/product/pricing.md#flip-to-fibre-plan-fields lists, plus nbn1000', () => {
    expect(NBN_PLANS.map((plan) => plan.planSpeed)).toEqual([
      'nbn12', 'nbn25', 'nbn50', 'nbn100', 'nbn 100/40', 'nbn250', 'nbn500', 'nbn1000',
    ]);
    expect(FIBRE_PLANS.map((plan) => plan.planSpeed)).toEqual([
      'Fibre8', 'Fibre12', 'Fibre25', 'Fibre30', 'Fibre50', 'Fibre50-90', 'Fibre100', 'Fibre 100/40', 'Fibre250', 'Fibre500',
    ]);
  });

  it("writes nbn full speeds as 'nbn down/up' (docs/product/pricing.md#plan-fields)", () => {
    for (const plan of NBN_PLANS) {
      expect(plan.planFullSpeed).toMatch(/^nbn \d+\/\d+$/);
      expect(plan.planFullSpeed).toBe(`nbn ${plan.planDownloadSpeed}/${plan.planUploadSpeed}`);
    }
  });

  it('states typical evening speeds no faster than the plan', () => {
    for (const plan of ALL_PLANS) {
      expect(plan.typicalEveningSpeed).toBeGreaterThan(0);
      expect(plan.typicalEveningSpeed).toBeLessThanOrEqual(plan.planDownloadSpeed);
    }
    const evening = (speed: string) => NBN_PLANS.find((plan) => plan.planSpeed === speed)?.typicalEveningSpeed;
    expect(evening('nbn50')).toBe(50);
    expect(evening('nbn100')).toBe(100);
    expect(evening('nbn250')).toBe(215);
  });

  it('gives every plan a unique id and a relative CIS link on this site', () => {
    const ids = [...BROADBAND, ...getDefaultFlipToFibrePlans()].map((plan) => plan.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const plan of ALL_PLANS) expect(plan.cisLink).toMatch(/^\/cis\/[a-z0-9-]+\.pdf$/);
  });

  it('carries the award-winning plan ids 10317 and 10591 (docs/product/pricing.md#award-images)', () => {
    expect(AWARD_NBN_PLAN_ID).toBe(10317);
    expect(AWARD_FLIP_PLAN_ID).toBe(10591);
    expect(NBN_PLANS.find((plan) => plan.id === 10317)?.planSpeed).toBe('nbn100');
    expect(getDefaultFlipToFibrePlans().find((plan) => plan.id === 10591)?.planTitle).toBe('FTTN 100');
  });

  it("never gives nbn12 a free first month, and gives some plans one (docs/product/pricing.md#plan-badges)", () => {
    expect(NBN_PLANS.find((plan) => plan.planSpeed === 'nbn12')?.firstMonthFree).toBe(false);
    expect(ALL_PLANS.some((plan) => plan.firstMonthFree)).toBe(true);
  });

  it('prices fibre from $53.99 a month (docs/product/frame.md#page-meta)', () => {
    expect(FIBRE_FROM_PRICE).toBe(53.99);
    expect(lowestMonthly(FIBRE_PLANS)).toBe(53.99);
  });

  it('keeps specials below the ongoing price and prices in cents', () => {
    for (const plan of ALL_PLANS) {
      expect(Math.round(plan.price * 100) / 100).toBe(plan.price);
      if (plan.special) {
        expect(plan.special.planPrice).toBeLessThan(plan.price);
        expect(plan.special.duration).toBe(`for the first ${plan.special.months} months`);
      }
    }
  });

  it('offers the interim nbn 50 and nbn 100 plans (docs/product/pricing.md#transfer-plan flip transfer plans)', () => {
    expect(getDefaultPlansNbn().map((plan) => plan.planFullSpeed)).toEqual(['nbn 50/20', 'nbn 100/20']);
  });
});

describe('catalogue checks', () => {
  const flipVariants = [13, 34].flatMap((nbnServiceClass) =>
    (['standard', 'boost'] as const).flatMap((offerType) => getFlipToFibrePlans({ nbnRegion: 'metro', nbnServiceClass, offerType })),
  );

  it('every embedded plan passes: evening speed, CIS, GST-inclusive price, minimum cost, honest wording', () => {
    const result = checkCatalogue([...ALL_PLANS, ...flipVariants, ...getDefaultPlansNbn()]);
    expect(result.dropped.map(({ plan, defects }) => ({ id: plan.id, defects }))).toEqual([]);
  });

  it('gives mobile broadband its allowance and every other plan unlimited data', () => {
    expect(MOBILE_BROADBAND_PLANS.map((plan) => plan.dataAllowanceGb)).toEqual([30, 100, 200]);
    for (const plan of [...NBN_PLANS, ...FIBRE_PLANS, ...HOME_WIRELESS_PLANS, ...flipVariants]) expect(plan.dataAllowanceGb).toBeNull();
  });
});

describe('Flip to Fibre plans', () => {
  it("are flip-only plans shown as 'FTTN ' plus the speed, free to activate (docs/product/pricing.md#flip-to-fibre-plan-fields)", () => {
    const plans = getDefaultFlipToFibrePlans();
    expect(plans.length).toBeGreaterThanOrEqual(4);
    for (const plan of plans) {
      expect(plan.serviceType).toBe('flipToFibre');
      expect(plan.flipOnly).toBe(true);
      expect(plan.activationFee).toBe(0);
      expect(plan.planTitle).toBe(`FTTN ${plan.planDownloadSpeed}`);
      expect(plan.special).not.toBeNull();
    }
  });

  it('start from $69.95 a month, boost offer included (docs/product/frame.md#page-meta)', () => {
    expect(FLIP_FROM_PRICE).toBe(69.95);
    expect(lowestMonthly(getDefaultFlipToFibrePlans())).toBe(69.95);
    const boost = getFlipToFibrePlans({ nbnRegion: 'metro', nbnServiceClass: 13, offerType: 'boost' });
    expect(lowestMonthly(boost)).toBe(69.95);
  });

  it('give a bigger special on the boost offer than on the standard one', () => {
    const query = { nbnRegion: 'metro', nbnServiceClass: 13 } as const;
    const standard = getFlipToFibrePlans({ ...query, offerType: 'standard' });
    const boost = getFlipToFibrePlans({ ...query, offerType: 'boost' });
    expect(boost.map((plan) => plan.id)).toEqual(standard.map((plan) => plan.id));
    standard.forEach((plan, index) => {
      const boosted = boost[index];
      const saving = (p: typeof plan) => (p.price - (p.special?.planPrice ?? p.price)) * (p.special?.months ?? 0);
      expect(boosted && saving(boosted)).toBeGreaterThan(saving(plan));
    });
  });

  it('follow docs/product/address-check.md#flip-eligibility eligibility: FTTN from nbn 100/20, FTTC from nbn 250/25, others none', () => {
    for (const serviceClass of [10, 11, 12, 13]) expect(slowestFlipSpeedFor(serviceClass)).toBe(100);
    for (const serviceClass of [30, 31, 32, 33, 34]) expect(slowestFlipSpeedFor(serviceClass)).toBe(250);
    const speeds = (serviceClass: number) =>
      getFlipToFibrePlans({ nbnRegion: 'metro', nbnServiceClass: serviceClass, offerType: 'standard' }).map(
        (plan) => plan.planDownloadSpeed,
      );
    expect(speeds(13)).toEqual([100, 250, 500, 1000]);
    expect(speeds(32)).toEqual([250, 500, 1000]);
    expect(speeds(3)).toEqual([]);
    expect(speeds(24)).toEqual([]);
  });

  it('offer every tier the upgraded line carries, whatever the copper line reaches (docs/product/pricing.md#plan-sources)', () => {
    // "A fibre upgrade is not limited by the copper line it replaces."
    const speeds = (nbnServiceClass: number, maxSpeed: number) =>
      getFlipToFibrePlans({ nbnRegion: 'metro', nbnServiceClass, maxSpeed, offerType: 'standard' }).map(
        (plan) => plan.planDownloadSpeed,
      );
    expect(speeds(12, 50)).toEqual([100, 250, 500, 1000]);
    expect(speeds(13, 250)).toEqual([100, 250, 500, 1000]);
    expect(speeds(31, 100)).toEqual([250, 500, 1000]);
  });

  it('read boost offers from the offerType value and default everything else to standard', () => {
    expect(parseFlipOfferType('boost')).toBe('boost');
    expect(parseFlipOfferType('unconnected-boost')).toBe('boost');
    expect(parseFlipOfferType('BOOST')).toBe('boost');
    expect(parseFlipOfferType('standard')).toBe('standard');
    expect(parseFlipOfferType('UNCONNECTED-H2-FY25')).toBe('standard');
    expect(parseFlipOfferType(undefined)).toBe('standard');
    expect(parseFlipOfferType(['boost'])).toBe('standard');
  });
});

describe('hardware (docs/product/pricing.md#modem)', () => {
  it('sells the ZTE H1600 Wi-Fi 6 mesh modem for $170 and the ZTE H3601 extender for $120, both shipped free', () => {
    expect(MODEM).toMatchObject({ type: 'modem', price: 170, freeShipping: true });
    expect(MODEM.title).toContain('ZTE H1600');
    expect(MODEM.features.join(' ')).toMatch(/Wi-Fi 6 mesh/);
    expect(MODEM.features.join(' ')).toMatch(/1800Mbps/);
    expect(EXTENDER).toMatchObject({ type: 'extender', price: 120, freeShipping: true });
    expect(EXTENDER.title).toContain('ZTE H3601');
  });
});

describe('international rates', () => {
  const expectedCountries = Object.keys(countries.getAlpha2Codes()).length - 1; // Australia is home

  it('price every country but Australia, once each', () => {
    expect(INTERNATIONAL_RATES).toHaveLength(expectedCountries);
    const names = INTERNATIONAL_RATES.map((row) => row.country);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('Australia');
    expect(names).toEqual(expect.arrayContaining(['Vietnam', 'Germany', 'China', 'United Kingdom', 'Fiji']));
  });

  it('mark exactly the twelve docs/product/pricing.md#unlimited-international-destinations destinations unlimited', () => {
    const unlimited = INTERNATIONAL_RATES.filter((row) => row.unlimited).map((row) => row.country).sort();
    expect(UNLIMITED_DESTINATION_CODES).toHaveLength(12);
    expect(unlimited).toEqual(
      [
        'Canada', 'China', 'Croatia', 'France', 'Germany', 'Hong Kong', 'India', 'Japan', 'New Zealand', 'Singapore',
        'United Kingdom', 'United States of America',
      ].sort(),
    );
  });

  it('price by zone, per minute, in cents, with cheaper major zones', () => {
    const byZone = new Map<string, number[]>();
    for (const row of INTERNATIONAL_RATES) {
      expect(row.zone).toMatch(/^Zone [1-5]$/);
      expect(row.price).toBeGreaterThan(0);
      expect(Math.round(row.price * 100) / 100).toBe(row.price);
      // docs/product/content.md#call-rates: each row's note gives the rate to mobiles, the pack's countries included.
      expect(row.additional, row.country).toMatch(/^Calls to mobiles \$\d+\.\d{2}\/min/);
      if (row.unlimited) expect(row.additional).toContain('Unlimited call pack');
      byZone.set(row.zone, [...(byZone.get(row.zone) ?? []), row.price]);
    }
    const max = (zone: string) => Math.max(...(byZone.get(zone) ?? []));
    const min = (zone: string) => Math.min(...(byZone.get(zone) ?? []));
    expect(max('Zone 1')).toBeLessThan(min('Zone 2'));
    expect(max('Zone 2')).toBeLessThan(min('Zone 3'));
    expect(max('Zone 3')).toBeLessThan(min('Zone 4'));
    expect(max('Zone 4')).toBeLessThan(min('Zone 5'));
  });

  it('are sorted by destination name', () => {
    const names = INTERNATIONAL_RATES.map((row) => row.country);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('mobile SIM plans', () => {
  it('list 4 to 5 plans with data, price and inclusions', () => {
    expect(MOBILE_PLANS.length).toBeGreaterThanOrEqual(4);
    expect(MOBILE_PLANS.length).toBeLessThanOrEqual(5);
    for (const plan of MOBILE_PLANS) {
      expect(plan.dataGb).toBeGreaterThan(0);
      expect(plan.price).toBeGreaterThan(0);
      expect(plan.inclusions.length).toBeGreaterThan(0);
      expect(plan.productType).toBe('Mobile');
    }
  });

  it('are found only for the right supplier, product type and brand', () => {
    const good = { supplier: MOBILE_PLANS_SUPPLIER, productType: 'Mobile', brand: MOBILE_PLANS_BRAND };
    expect(findMobilePlans(good)).toHaveLength(MOBILE_PLANS.length);
    expect(findMobilePlans({ ...good, supplier: MOBILE_PLANS_SUPPLIER.toUpperCase() })).toHaveLength(MOBILE_PLANS.length);
    expect(findMobilePlans({ ...good, supplier: 'another-carrier' })).toEqual([]);
    expect(findMobilePlans({ ...good, productType: 'Broadband' })).toEqual([]);
    expect(findMobilePlans({ ...good, brand: 'another-brand' })).toEqual([]);
    expect(findMobilePlans({ productType: 'Mobile', brand: MOBILE_PLANS_BRAND })).toEqual([]);
  });
});
