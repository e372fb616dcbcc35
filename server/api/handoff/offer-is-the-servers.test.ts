// docs/product/pricing.md#offer-type: the offer type is the server's. For any query string, any
// Referer and any posted form, an order that reaches the order site carries the offer type and CIS
// version the server's campaigns give, and a form that names another offer or another CIS version is
// refused back to its page (docs/product/ordering-and-handoff.md#refused-orders). The expected offer
// is written out here from the product rule, not read from the code under test.
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENT_LIMIT_FACTOR } from '../../config/defaults';
import { cisVersion } from '../../../shared/domain/plans/offer';
import type { OfferType } from '../../../shared/domain/plans/offer-type';
import type { Plan } from '../../../shared/schemas/plan';
import { pageCacheKey } from '../../../shared/routes/page-query';
import { PATHS } from '../../../shared/routes/paths';
import { planFixture } from '../../../tests/support/plan-fixture';
import { routeListener } from '../route-listener.test-helper';
import { createHandoffRoute } from './handoff-route';
import { API_ROUTES } from '../../../shared/routes/api-paths';
import type { HandoffUpstreams } from './handoff-order';

const HANDOFF_PATH = API_ROUTES.orderHandoff;

const ADDRESS = '14 Lyrebird Rise, Brunswick VIC 3056';
const LOC = 'LOC000184726551';
const ORDER_SITE_URL = 'https://order.kookaburra.example/order';

// One plan id in three catalogues: the default plans, and the address's plans of each offer.
const PLAN: Plan = planFixture({ id: 10591, serviceType: 'flipToFibre', planDownloadSpeed: 500, price: 99.95, activationFee: 0 });
const STANDARD: Plan = { ...PLAN, special: { planPrice: 84.95, duration: 'for the first 6 months', months: 6 } };
const BOOST: Plan = { ...PLAN, special: { planPrice: 69.95, duration: 'for the first 12 months', months: 12 } };
const DEFAULT: Plan = { ...PLAN, special: { planPrice: 89.95, duration: 'for the first 6 months', months: 6 } };

const CONFIGURED = ['UNCONNECTED-H2-FY25', ' unconnected-h2-fy25 ', 'unconnected-boost', 'Unconnected-Standard', 'OTHER', undefined] as const;
const ADDRESS_CODES = ['UNCONNECTED-H2-FY25', 'unconnected-boost', ' UNCONNECTED-BOOST ', 'unconnected-standard', 'OTHER'];

/**
 * The rule, as docs/product/pricing.md#offer-type states it: outside the configured campaign (or
 * without one) the default plans, the standard offer; `unconnected-boost` configured is boost,
 * `unconnected-standard` standard; any other configured code: boost where the address has `unconnected-boost`.
 */
function expectedOffer(configured: string | undefined, campaigns: readonly string[]): { catalogue: Plan; offerType: OfferType } {
  const code = configured?.trim().toLowerCase() ?? '';
  const own = campaigns.map((c) => c.trim().toLowerCase());
  if (code === '' || !own.includes(code)) return { catalogue: DEFAULT, offerType: 'standard' };
  const boost = code === 'unconnected-boost' || (code !== 'unconnected-standard' && own.includes('unconnected-boost'));
  return boost ? { catalogue: BOOST, offerType: 'boost' } : { catalogue: STANDARD, offerType: 'standard' };
}

const cached = <T,>(value: T) => Promise.resolve({ value, json: JSON.stringify(value) });

function upstreams(configured: string | undefined, campaigns: string[]): HandoffUpstreams {
  const answer = {
    sqSummary: {
      nbn: {
        serviceClass: 13,
        newDevelopmentsChargeApplies: false,
        technologyShortCode: 'FTTN',
        technology: 'Fibre to the Node',
        locationId: LOC,
        alternativeTechnologyDetails: { readyStatus: 'Eligible To Order', readyDate: '2026-06-08' },
        readyDate: '2019-05-01',
        maximumDownloadSpeed: 100,
        activeService: true,
        campaigns,
      },
    },
    availablePlanCategories: ['nbn'],
    priority: ['nbn'],
  };
  return {
    plans: () => cached({ plans: [] }),
    defaultFlipToFibrePlans: () => cached({ plans: [DEFAULT] }),
    flipToFibrePlans: (query: { offerType?: OfferType }) => cached({ plans: [query.offerType === 'boost' ? BOOST : STANDARD] }),
    configuration: () => cached({ data: configured === undefined ? {} : { unconnected_services: { value: configured } } }),
    serviceQualification: () => cached(answer),
    addressById: () => cached([{ formattedAddress: ADDRESS, providers: [{ locationId: LOC, name: 'nbn' }] }]),
    mobilePlans: () => cached({ plans: [] }),
  } as unknown as HandoffUpstreams;
}

const app = (configured: string | undefined, campaigns: string[]) =>
  routeListener([
    createHandoffRoute({
      upstreams: upstreams(configured, campaigns),
      orderSiteUrl: ORDER_SITE_URL,
      orderAesSecret: 'offer-is-the-servers-secret-0123456789',
      orderSigningSecret: 'offer-is-the-servers-signing-0123456789',
      siteUrl: 'https://www.kookaburra.example',
      verifyAgentToken: async () => null,
      reportError: (err) => {
        throw err;
      },
      clock: () => Date.UTC(2026, 10, 25),
      rateLimit: false,
      agentLimitFactor: DEFAULT_AGENT_LIMIT_FACTOR,
    }),
  ]);

/** Any query string: the offer and order names among made-up and tracking parameters. */
const queryString = fc
  .array(
    fc.tuple(
      fc.constantFrom('offer', 'offer_type', 'offerType', 'cis_version', 'plan_id', 'utm_source', 'x'),
      fc.oneof(fc.constantFrom('boost', 'BOOST', 'standard', 'unconnected-boost'), fc.string({ maxLength: 12 })),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

/**
 * What a form can say of the offer: the page's own (the server's offer and CIS), the other offer
 * told consistently (its type and its catalogue's CIS: a visitor's guess that the page never
 * showed), or any mix of types and CIS versions.
 */
type Posted = { kind: 'as-shown' } | { kind: 'other-offer' } | { kind: 'any'; offerType: string; cis: 'default' | 'standard' | 'boost' | 'made-up'; cisOffer: OfferType };
const postedOffer: fc.Arbitrary<Posted> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Posted>({ kind: 'as-shown' }) },
  { weight: 2, arbitrary: fc.constant<Posted>({ kind: 'other-offer' }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('any' as const),
      offerType: fc.constantFrom('standard', 'boost', 'unconnected-boost', 'BOOST'),
      cis: fc.constantFrom<'default' | 'standard' | 'boost' | 'made-up'>('default', 'standard', 'boost', 'made-up'),
      cisOffer: fc.constantFrom<OfferType>('standard', 'boost'),
    }),
  },
);

const CIS_PLANS = { default: DEFAULT, standard: STANDARD, boost: BOOST } as const;

describe('the offer type is the server\'s, whatever the query or the form says (property)', () => {
  it('an order reaches the order site only with the server\'s offer type and CIS version; any other is refused back to the page', async () => {
    const seen = { boost: 0, standard: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CONFIGURED),
        fc.subarray(ADDRESS_CODES),
        postedOffer,
        queryString,
        queryString,
        async (configured, campaigns, posted, query, refererQuery) => {
          const expected = expectedOffer(configured, campaigns);
          const other: OfferType = expected.offerType === 'boost' ? 'standard' : 'boost';
          const [postedType, postedCis] =
            posted.kind === 'as-shown'
              ? [expected.offerType, cisVersion(expected.catalogue, expected.offerType)]
              : posted.kind === 'other-offer'
                ? [other, cisVersion(other === 'boost' ? BOOST : STANDARD, other)]
                : [posted.offerType, posted.cis === 'made-up' ? `${posted.cisOffer}-0badc0de` : cisVersion(CIS_PLANS[posted.cis], posted.cisOffer)];
          const form = {
            service_type: 'flipToFibre',
            plan_id: String(PLAN.id),
            offer_type: postedType,
            cis_version: postedCis,
            modem: '0',
            extender: '0',
            voip: 'none',
            home_secure: '0',
            sq_address: ADDRESS,
            location_nbn: LOC,
          };
          const answer = await request(app(configured, campaigns))
            .post(`${HANDOFF_PATH}${query ? `?${query}` : ''}`)
            .type('form')
            .set('accept', 'text/html')
            .set('referer', `http://127.0.0.1${PATHS.flipToFibre}?${refererQuery}`)
            .send(form);
          expect(answer.status).toBe(303);
          const location = answer.headers.location as string;
          const serversCis = cisVersion(expected.catalogue, expected.offerType);
          const asShown = postedType === expected.offerType && postedCis === serversCis;
          if (location.startsWith(ORDER_SITE_URL)) {
            const fields = Object.fromEntries(new URL(location).searchParams);
            expect(fields).toMatchObject({ offer_type: expected.offerType, cis_version: serversCis, plan_id: String(PLAN.id) });
            expect(asShown).toBe(true);
            seen[expected.offerType]++;
          } else {
            // Refused back to the page whose session holds the visitor's choices.
            expect(asShown).toBe(false);
            expect(location).toMatch(new RegExp(`^${PATHS.flipToFibre}\\?order_refused=(offer_changed|bad_request)#order-summary$`));
            seen.refused++;
          }
          // A plan page has one copy whatever the query: no page renders another offer for it.
          expect(pageCacheKey(PATHS.flipToFibre, query)).toBe(PATHS.flipToFibre);
        },
      ),
      {
        numRuns: 150,
        // Each side once for sure: the server's boost order, its standard order, and boost posted at a standard address.
        examples: [
          ['UNCONNECTED-H2-FY25', ['UNCONNECTED-H2-FY25', 'unconnected-boost'], { kind: 'as-shown' }, 'offer=standard', ''],
          ['UNCONNECTED-H2-FY25', ['UNCONNECTED-H2-FY25'], { kind: 'as-shown' }, 'offer=boost', 'offer=boost'],
          ['UNCONNECTED-H2-FY25', ['UNCONNECTED-H2-FY25'], { kind: 'other-offer' }, 'offer=boost', 'offer=boost'],
        ],
      },
    );
    expect(seen.boost).toBeGreaterThan(0);
    expect(seen.standard).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  });
});
