// International call rates (docs/product/content.md#call-rates): every ISO 3166 destination, priced by zone from its code.
import countries from 'i18n-iso-countries';
import { fnv1a } from '../../shared/domain/plans/fnv1a';
import type { InternationalRate } from '../../shared/schemas/content';

/** The embedded service always sends a row's zone, notes and unlimited flag (the contract allows them out). */
type FullRate = Required<Pick<InternationalRate, 'zone' | 'additional' | 'unlimited'>> & InternationalRate;

export type RateZone = 'Zone 1' | 'Zone 2' | 'Zone 3' | 'Zone 4' | 'Zone 5';

/** docs/product/pricing.md#unlimited-international-destinations unlimited international destinations: UK, New Zealand, USA, Germany, Hong Kong, Japan, France, Canada, China, Singapore, India, Croatia. */
export const UNLIMITED_DESTINATION_CODES: readonly string[] = [
  'GB', 'NZ', 'US', 'DE', 'HK', 'JP', 'FR', 'CA', 'CN', 'SG', 'IN', 'HR',
];

// Calls are made from Australia, so Australia is not an international destination.
const HOME_COUNTRY = 'AU';

const codes = (list: string): string[] => list.trim().split(/\s+/);

const ZONE_MEMBERS: Record<Exclude<RateZone, 'Zone 4'>, readonly string[]> = {
  // Major destinations: the unlimited list plus the other large, cheap-to-reach networks.
  'Zone 1': [
    ...UNLIMITED_DESTINATION_CODES,
    ...codes('IE IT ES NL BE CH AT SE NO DK FI KR TW GR PT IL MY TH LU MO PL CZ HU'),
  ],
  'Zone 2': codes(`
    EE LV LT SK SI RO BG RS BA ME MK AL MT CY IS UA BY MD RU TR GE AM AZ LI MC SM AD VA GI FO GL IM JE GG AX XK
    ID PH VN KH LA MM BN MN KZ UZ KG TJ TM BD LK NP PK BT MV TL
    MX BR AR CL CO PE UY PR VI AE SA QA KW BH OM JO LB ZA EG
  `),
  'Zone 3': codes(`
    EC BO PY VE GT HN SV NI CR PA CU DO HT JM TT BS BB BZ GY SR GF
    IQ IR SY YE AF PS KP
    KE NG GH MA DZ TN LY ET TZ UG ZW ZM MZ AO NA BW MU SN CI CM RE YT
  `),
  // Satellite-served and remote territories.
  'Zone 5': codes('AQ BV HM TF GS IO PN UM SH FK TK NU NF CX CC SJ EH'),
};

/** Price band per zone, AUD per minute inc. GST: the lowest price and the spread above it. */
const ZONE_PRICE_BANDS: Record<RateZone, { base: number; spreadCents: number; mobileExtra: number }> = {
  'Zone 1': { base: 0.05, spreadCents: 5, mobileExtra: 0.1 },
  'Zone 2': { base: 0.12, spreadCents: 18, mobileExtra: 0.15 },
  'Zone 3': { base: 0.35, spreadCents: 35, mobileExtra: 0.2 },
  'Zone 4': { base: 0.79, spreadCents: 71, mobileExtra: 0.3 },
  'Zone 5': { base: 2.5, spreadCents: 151, mobileExtra: 0.5 },
};

// Where the ISO official name reads oddly in a rates table, the package's own short name is used.
const SHORT_NAME_CODES = new Set(['CN', 'TW', 'RU', 'IR', 'MK', 'TZ', 'GM', 'PS']);

const ZONE_OF = new Map<string, RateZone>();
for (const [zone, members] of Object.entries(ZONE_MEMBERS) as [RateZone, readonly string[]][]) {
  for (const code of members) ZONE_OF.set(code, zone);
}

export function zoneOf(alpha2: string): RateZone {
  // Most of Africa and the Pacific and Caribbean islands: the default band.
  return ZONE_OF.get(alpha2) ?? 'Zone 4';
}

const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

function countryName(alpha2: string): string {
  const name = countries.getName(alpha2, 'en', { select: SHORT_NAME_CODES.has(alpha2) ? 'alias' : 'official' });
  return name ?? alpha2;
}

function rateFor(alpha2: string): FullRate {
  const zone = zoneOf(alpha2);
  const band = ZONE_PRICE_BANDS[zone];
  const price = roundCents(band.base + (parseInt(fnv1a(alpha2), 16) % (band.spreadCents + 1)) / 100);
  const unlimited = UNLIMITED_DESTINATION_CODES.includes(alpha2);
  const mobilePrice = roundCents(price + band.mobileExtra);
  return {
    zone,
    country: countryName(alpha2),
    // Every row gives its mobile rate: a pay-as-you-go caller pays it to the pack's countries too.
    additional: `Calls to mobiles $${mobilePrice.toFixed(2)}/min${unlimited ? '; both included in the Unlimited call pack' : ''}`,
    price,
    unlimited,
  };
}

function buildRates(): FullRate[] {
  return Object.keys(countries.getAlpha2Codes())
    .filter((code) => code !== HOME_COUNTRY)
    .map(rateFor)
    .sort((a, b) => a.country.localeCompare(b.country, 'en'));
}

/** The whole table, in destination name order. */
export const INTERNATIONAL_RATES: readonly FullRate[] = buildRates();
