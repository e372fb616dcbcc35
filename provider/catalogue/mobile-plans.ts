// Mobile SIM plans served by the mobile plans service (docs/product/content.md#mobile-plans `GET /v1/mobile-plans`: supplier
// set to a mobile network carrier, productType Mobile, brand set to the product's own brand).
import { countriesText } from '../../shared/domain/plans/claim-sentences';
import type { MobilePlan } from '../../shared/schemas/plan';

/** The mobile network carrier the SIM plans run on, as its name is written: the site sends it as `supplier` and names the network with it. */
export const MOBILE_PLANS_SUPPLIER = 'Optus';

/** The site's own brand: the value the site sends as `brand` (provider/content/registry.ts names it). */
export const MOBILE_PLANS_BRAND = 'kookaburra';

const COMMON_INCLUSIONS = [
  'Unlimited standard national talk and text',
  '5G network access',
  'No lock-in contract',
];

// The countries each international call inclusion covers: the inclusion names its count and its
// countries from one list, so "15 countries" is never said without the 15 (docs/product/content.md#claims).
const CALLS_TO_15 = [
  'UK', 'USA', 'Canada', 'New Zealand', 'Ireland', 'Germany', 'France', 'Italy',
  'India', 'China', 'Hong Kong', 'Singapore', 'Japan', 'Vietnam', 'Philippines',
] as const;
const CALLS_TO_30 = [
  ...CALLS_TO_15,
  'South Korea', 'Malaysia', 'Thailand', 'Indonesia', 'Sri Lanka', 'Greece', 'Netherlands', 'Spain',
  'Sweden', 'Switzerland', 'Denmark', 'Norway', 'Poland', 'Israel', 'South Africa',
] as const;
const internationalCalls = (countries: readonly string[]): string => `Unlimited international calls to ${countriesText(countries)}`;

function simPlan(id: number, dataGb: number, price: number, extra: string[]): MobilePlan {
  return {
    id,
    name: `${dataGb}GB SIM Plan`,
    dataGb,
    price,
    inclusions: [`${dataGb}GB data each month`, ...COMMON_INCLUSIONS, ...extra],
    supplier: MOBILE_PLANS_SUPPLIER,
    brand: MOBILE_PLANS_BRAND,
    productType: 'Mobile',
    cisLink: `/cis/mobile-${dataGb}gb.pdf`,
  };
}

export const MOBILE_PLANS: readonly MobilePlan[] = [
  simPlan(7201, 15, 20, []),
  simPlan(7202, 40, 30, ['Data rollover up to 200GB']),
  simPlan(7203, 80, 40, ['Data rollover up to 200GB', internationalCalls(CALLS_TO_15)]),
  simPlan(7204, 150, 50, ['Data rollover up to 200GB', internationalCalls(CALLS_TO_15)]),
  simPlan(7205, 250, 65, [
    'Data rollover up to 200GB',
    internationalCalls(CALLS_TO_30),
    '10GB roaming data pack each month',
  ]),
];

const sameWord = (value: unknown, expected: string): boolean =>
  typeof value === 'string' && value.trim().toLowerCase() === expected;

/** The plans for one supplier, product type and brand; like the real service, another or a missing one finds nothing. */
export function findMobilePlans(query: Partial<Record<'supplier' | 'productType' | 'brand', unknown>>): MobilePlan[] {
  const matches =
    sameWord(query.supplier, MOBILE_PLANS_SUPPLIER.toLowerCase()) &&
    sameWord(query.productType, 'mobile') &&
    sameWord(query.brand, MOBILE_PLANS_BRAND);
  return matches ? [...MOBILE_PLANS] : [];
}
