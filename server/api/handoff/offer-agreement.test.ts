// docs/decisions/019-one-offer-per-address.md: "the page and the server cannot disagree". Drawn
// service-qualification answers (every technology and service class, each readiness status with and
// without a date, campaign spellings, fractional and missing speeds, several providers, each category
// set) and catalogues: every plan the page offers is accepted by the hand-off, and every plan it does
// not offer is refused with the reason, and the sentence, the page shows. The page side is what the
// browser runs (the flip plans request, the page's offer, the order form's inputs); the server side is
// prepareHandoff itself over upstreams that answer the drawn values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderInputs } from '../../../client/features/order-summary/handoff-form-fields';
import { flipPlansRequest, DEFAULT_FLIP_PLANS_PATH, unconnectedCampaign } from '../../../client/features/plans/flip-plans-request';
import { isAddressCheckComplete } from '../../../shared/domain/address/address-check-complete';
import { HANDOFF_SERVICE_TYPES, type HandoffServiceType } from '../../../shared/domain/ordering/handoff-service-fields';
import { cisVersion, pageOffer, serviceOffer, type OfferCatalogue } from '../../../shared/domain/plans/offer';
import type { OfferType } from '../../../shared/domain/plans/offer-type';
import { showPlanTabs } from '../../../shared/domain/plans/plan-tabs';
import { resultMessage } from '../../../shared/domain/address/result-message';
import { serviceStatus } from '../../../shared/domain/address/service-status';
import { toSqResult } from '../../../shared/domain/address/sq-result';
import { handoffFormSchema } from '../../../shared/schemas/handoff';
import type { Plan } from '../../../shared/schemas/plan';
import { planFixture } from '../../../tests/support/plan-fixture';
import { prepareHandoff, type HandoffOrderDeps, type HandoffUpstreams } from './handoff-order';

const ADDRESS = '14 Lyrebird Rise, Brunswick VIC 3056';
const IDS = { nbn: 'LOC000184726551', opticomm: 'OPC000741902635', vision: 'VSN000518266470' } as const;
type Provider = keyof typeof IDS;

const TECHNOLOGIES = ['FTTN', 'FTTC', 'FTTB', 'HFC', 'FTTP', 'Fixed Wireless', 'Satellite', null] as const;
const SERVICE_CLASSES = [0, 1, 3, 5, 10, 11, 12, 13, 24, 30, 32, 34] as const;
// Ready spellings weigh more, so that orderable upgrades are drawn often.
const READY_STATUSES = ['Eligible To Order', 'eligible to order ', 'Ready', 'Ready', 'Eligible To Order', 'Not Ready', 'In Design', 'Planned', 'Committed', 'Pending Assessment'];
const CAMPAIGNS = ['UNCONNECTED-H2-FY25', ' unconnected-h2-fy25 ', 'Unconnected-H2-FY25', 'OTHER-CAMPAIGN', 'unconnected-boost', ' Unconnected-Standard'];
/** The configuration's unconnected-services value (docs/product/pricing.md#offer-type), or none. */
const CONFIGURED = ['UNCONNECTED-H2-FY25', ' unconnected-h2-fy25', 'Unconnected-H2-FY25', 'other', 'unconnected-boost', 'UNCONNECTED-STANDARD', undefined] as const;
const SPEEDS = [undefined, null, 0, 12, 48.7, 50, 100, 100.9, 250, 1000, '100', 'fast'] as const;
const CATEGORIES = ['nbn', 'fibre', 'hwbb', 'mbb', ' NBN'];
const PLAN_SPEEDS = [12, 25, 50, 100, 250, 500, 1000];

const summary = fc.record({
  serviceClass: fc.constantFrom(...SERVICE_CLASSES),
  technologyShortCode: fc.constantFrom(...TECHNOLOGIES),
  newDevelopmentsChargeApplies: fc.boolean(),
  alternativeTechnologyDetails: fc.option(
    fc.record({ readyStatus: fc.constantFrom(...READY_STATUSES), readyDate: fc.constantFrom('2026-06-08', '2027-04-19', null) }),
    { nil: null, freq: 4 },
  ),
  maximumDownloadSpeed: fc.constantFrom(...SPEEDS),
  activeService: fc.boolean(),
  campaigns: fc.subarray(CAMPAIGNS),
});

const providerSets: fc.Arbitrary<Provider[]> = fc.constantFrom<Provider[]>(['nbn'], ['nbn'], ['nbn'], ['nbn', 'opticomm'], ['nbn', 'vision'], ['opticomm'], ['vision']);

/** A service-qualification answer as an outside address service might send it. */
const sqAnswer = fc.record({ providers: providerSets, summary, categories: fc.subarray(CATEGORIES) }).map(({ providers, summary, categories }) => ({
  sqSummary: Object.fromEntries(providers.map((name) => [name, { ...summary, locationId: IDS[name], readyDate: '2019-05-01' }])),
  availablePlanCategories: categories,
  priority: [providers[0]],
}));

let nextId = 20_000;
const plan = (serviceType: Plan['serviceType'], speed: number, price: number, special: boolean): Plan =>
  planFixture({
    id: nextId++,
    serviceType,
    planHeading: `${serviceType} ${speed}`,
    planDownloadSpeed: speed,
    price,
    special: special ? { planPrice: price - 10, duration: 'for the first 6 months', months: 6 } : null,
    ...(serviceType === 'flipToFibre' ? { activationFee: 0 } : {}),
  });

const planList = (serviceType: Plan['serviceType']) =>
  fc.array(fc.record({ speed: fc.constantFrom(...PLAN_SPEEDS), price: fc.integer({ min: 40, max: 120 }), special: fc.boolean() }), {
    minLength: 1,
    maxLength: 4,
  }).map((rows) => rows.map((row) => plan(serviceType, row.speed, row.price, row.special)));

/** Catalogues: one per service, the default flip plans, and the address flip plans of each offer (sharing ids). */
const catalogues = fc
  .record({
    nbn: planList('nbn'),
    fibre: planList('fibre'),
    hwbb: planList('hwbb'),
    mbb: planList('mbb'),
    defaultFlip: planList('flipToFibre'),
    addressFlip: planList('flipToFibre'),
  })
  .map((lists) => ({
    ...lists,
    // Boost: the same plan ids with a richer special (standard and boost share ids).
    boostFlip: lists.addressFlip.map((p) => ({ ...p, special: { planPrice: p.price - 20, duration: 'for the first 12 months', months: 12 } })),
  }));

type Catalogues = typeof catalogues extends fc.Arbitrary<infer T> ? T : never;

const cached = <T,>(value: T) => Promise.resolve({ value, json: JSON.stringify(value) });

function upstreamsFor(answer: unknown, lists: Catalogues, configured: string | undefined): HandoffUpstreams {
  const providers = Object.keys((answer as { sqSummary: Record<string, unknown> }).sqSummary).map((name) => ({
    locationId: IDS[name as Provider],
    name: name === 'nbn' ? 'nbn' : name === 'opticomm' ? 'OptiComm' : 'Vision',
  }));
  return {
    plans: (type: 'nbn' | 'fibre' | 'hwbb' | 'mbb') => cached({ plans: lists[type] }),
    defaultFlipToFibrePlans: () => cached({ plans: lists.defaultFlip }),
    flipToFibrePlans: (query: { offerType: OfferType }) => cached({ plans: query.offerType === 'boost' ? lists.boostFlip : lists.addressFlip }),
    configuration: () => cached({ data: configured === undefined ? {} : { unconnected_services: { value: configured } } }),
    serviceQualification: () => cached(answer),
    addressById: (locId: string) => cached(providers.some((p) => p.locationId === locId) ? [{ formattedAddress: ADDRESS, providers }] : []),
  } as unknown as HandoffUpstreams;
}

const deps = (upstreams: HandoffUpstreams): HandoffOrderDeps => ({
  upstreams,
  orderAesSecret: 'offer-agreement-secret-0123456789',
  verifyAgentToken: async () => null,
  attribution: { key: new Uint8Array(32), siteUrl: 'https://www.kookaburra.example', orderSiteUrl: 'https://order.kookaburra.example/order' },
  brand: 'kookaburra',
  clock: () => Date.UTC(2026, 10, 25),
});

/** The catalogue the page has for a service: Flip to Fibre's comes from the request the browser makes. */
function pageCatalogue(service: HandoffServiceType, sq: ReturnType<typeof toSqResult>, lists: Catalogues, configured: string | undefined): OfferCatalogue {
  if (service !== 'flipToFibre') return { plans: lists[service], offerType: 'standard' };
  const campaign = unconnectedCampaign({ data: { unconnected_services: { value: configured } } });
  const request = flipPlansRequest(sq, campaign);
  if (request.path === DEFAULT_FLIP_PLANS_PATH) return { plans: lists.defaultFlip, offerType: 'standard' };
  return { plans: request.offerType === 'boost' ? lists.boostFlip : lists.addressFlip, offerType: request.offerType };
}

/**
 * One draw that always reaches the boost offer (a flip-ready FTTN line in the configured campaign,
 * with the address's own unconnected-boost code): the random draws reach it only now and then.
 */
function boostExample(): [unknown, Catalogues, string] {
  const addressFlip = [plan('flipToFibre', 500, 99, true), plan('flipToFibre', 1000, 119, false)];
  const answer = {
    sqSummary: {
      nbn: {
        serviceClass: 12,
        technologyShortCode: 'FTTN',
        newDevelopmentsChargeApplies: false,
        alternativeTechnologyDetails: { readyStatus: 'Eligible To Order', readyDate: '2026-06-08' },
        maximumDownloadSpeed: 100,
        activeService: true,
        campaigns: [' unconnected-h2-fy25 ', 'unconnected-boost'],
        locationId: IDS.nbn,
        readyDate: '2019-05-01',
      },
    },
    availablePlanCategories: ['nbn', 'hwbb'],
    priority: ['nbn'],
  };
  const lists: Catalogues = {
    nbn: [plan('nbn', 50, 70, false), plan('nbn', 250, 99, true)],
    fibre: [plan('fibre', 100, 80, false)],
    hwbb: [plan('hwbb', 100, 70, false)],
    mbb: [plan('mbb', 50, 40, false)],
    defaultFlip: [plan('flipToFibre', 100, 85, true)],
    addressFlip,
    boostFlip: addressFlip.map((p) => ({ ...p, special: { planPrice: p.price - 20, duration: 'for the first 12 months', months: 12 } })),
  };
  return [answer, lists, 'UNCONNECTED-H2-FY25'];
}

describe('the page and the hand-off read one offer (property)', () => {
  it('every plan the page offers is accepted; every plan it does not is refused with the reason and sentence the page shows', async () => {
    const seen = { accepted: 0, refused: new Set<string>(), boost: 0 };
    await fc.assert(
      fc.asyncProperty(
        sqAnswer,
        catalogues,
        fc.constantFrom(...CONFIGURED),
        async (answer, lists, configured) => {
          const sq = toSqResult(answer);
          const upstreams = upstreamsFor(answer, lists, configured);
          for (const service of HANDOFF_SERVICE_TYPES) {
            const catalogue = pageCatalogue(service, sq, lists, configured);
            const page = pageOffer(service, catalogue, sq, true);
            for (const candidate of catalogue.plans) {
              const ordered = page.orderPlan(candidate.id);
              const form = handoffFormSchema.parse(
                Object.fromEntries(
                  orderInputs({
                    serviceType: service,
                    planId: candidate.id,
                    offerType: ordered?.offerType ?? catalogue.offerType,
                    cisVersion: ordered?.cisVersion ?? cisVersion(candidate, catalogue.offerType),
                    modem: false,
                    extenders: 0,
                    voice: 'none',
                    homeSecure: false,
                    transferPlan: null,
                    sqAddress: ADDRESS,
                    locationIds: [sq.locId],
                  }),
                ),
              );
              const outcome = await prepareHandoff(form, deps(upstreams));
              if (ordered) {
                expect(outcome.ok, `${service} plan ${candidate.id} offered by the page: ${outcome.ok ? '' : outcome.message}`).toBe(true);
                if (outcome.ok) expect(outcome.fields).toMatchObject({ plan_id: String(candidate.id), offer_type: ordered.offerType, cis_version: ordered.cisVersion });
                seen.accepted++;
                if (ordered.offerType === 'boost') seen.boost++;
              } else {
                const shown = page.notOffered.find((entry) => entry.plan.id === candidate.id);
                expect(shown, `${service} plan ${candidate.id}: the page says why it is not offered`).toBeDefined();
                expect(outcome.ok).toBe(false);
                if (!outcome.ok) {
                  expect(outcome.code).toBe(shown!.reason);
                  expect(outcome.message.startsWith(shown!.sentence)).toBe(true);
                  // A plan left out on its own is shown as a card marked not available, with its
                  // reason in plain words; an address-wide reason is said once, with no card.
                  const asCard = page.unavailable.some((entry) => entry.plan.id === candidate.id);
                  expect(asCard).toBe(outcome.code === 'above_line_speed' || outcome.code === 'flip_speed_too_low');
                  if (outcome.code === 'above_line_speed') {
                    expect(shown!.unavailableText).toBe(
                      `The line at this address reaches ${sq.maxSpeed}Mbps, slower than this plan's ${candidate.planDownloadSpeed}Mbps.`,
                    );
                    expect(candidate.planDownloadSpeed).toBeGreaterThan(sq.maxSpeed);
                  }
                  seen.refused.add(outcome.code);
                }
              }
            }
          }
        },
      ),
      { numRuns: 400, examples: [boostExample() as never] },
    );
    // The draws reached both sides and every reason (a property that never meets a case proves nothing).
    expect({ accepted: seen.accepted > 0, boost: seen.boost > 0 }).toEqual({ accepted: true, boost: true });
    expect([...seen.refused].sort()).toEqual(
      ['above_line_speed', 'address_has_no_service', 'already_on_fibre', 'flip_not_available', 'flip_not_offered', 'flip_speed_too_low', 'service_not_at_address'].sort(),
    );
  });

  it('the message, the tabs, the list and Order Now agree with the service status', () => {
    fc.assert(
      fc.property(sqAnswer, (answer) => {
        const sq = toSqResult(answer);
        const flipAvailable = serviceStatus('flipToFibre', sq).kind === 'available';
        expect(showPlanTabs(sq, false)).toBe(flipAvailable);
        expect(isAddressCheckComplete(sq, true)).toBe(flipAvailable);
        expect(resultMessage({ sq, isFlipPage: true, addressNotFound: false }).kind === 'flip-upgrade').toBe(flipAvailable);
        for (const service of HANDOFF_SERVICE_TYPES) {
          if (service === 'flipToFibre') continue;
          const available = serviceStatus(service, sq).kind === 'available';
          const message = resultMessage({ sq, isFlipPage: false, addressNotFound: false, requested: service });
          // "Great news" (or 'Connect now') only above a list that offers the service's plans.
          expect(['available', 'connect-now'].includes(message.kind)).toBe(available);
          const offer = serviceOffer(service, { plans: [planFixture({ serviceType: service, planDownloadSpeed: 12 })], offerType: 'standard' }, sq);
          if (!available) expect(offer.offered).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });
});
