// The upstreams of the site behind one typed object (their paths: docs/architecture.md#upstream-answers):
// each method one call with its schema, cache and breaker; the transport is injected (undici, or fetch on the edge).
import type { z, ZodType } from 'zod';
import { upstreamPath } from '../../shared/routes/api-paths';
import type { BroadbandCatalogue } from '../../shared/schemas/plan';
import type { AddressSource, flipPlansParamsSchema, flipPlansQuerySchema, serviceQualificationQuerySchema, UpstreamEvent } from '../../shared/schemas/api-inputs';
import type { AddressListAnswer, MobilePlansAnswer, PlansAnswer, ServiceQualificationAnswer } from '../../shared/schemas/upstream';
import { navSchema } from '../../shared/schemas/content';
import { minimumCostText } from '../../shared/domain/pricing/minimum-cost';
import { simOffer } from '../../shared/domain/mobile/sim-offer';
import { TIMING } from '../../shared/domain/site/frame';
import { contentContract } from '../../shared/routes/known-content';
import { addressListSchema, configurationSchema, internationalRatesSchema, mobilePlansSchema, plansSchema, serviceQualificationSchema, shortLinksSchema } from '../../shared/schemas/upstream';
import type { HttpTransport } from './http-transport';
import { createJsonCache, type CachedJson } from './json-cache';
import { createUpstreamClient, type CallOptions, type QueryParams, type UpstreamClient } from './upstream-client';
import type { UpstreamMetrics } from './upstream-metrics';
import { withoutFaultyPlans, type ReportDroppedPlan } from './plan-catalogue-check';
import type { UpstreamUrlKey } from '../config/upstream-keys';

export const UPSTREAM_NAMES = ['address', 'sq', 'webServices', 'mobilePlans', 'cms', 'events'] as const;
export type UpstreamName = (typeof UPSTREAM_NAMES)[number];

/** Each upstream's base URL setting and deadline (docs/architecture.md#reliability-and-security, docs/product/frame.md#timing). */
const UPSTREAM_SETTINGS: Record<UpstreamName, [url: UpstreamUrlKey, timeoutMs: number]> = {
  address: ['ADDRESS_API_URL', 5000],
  sq: ['ADDRESS_API_URL', TIMING.qualificationTimeoutMs],
  webServices: ['WEB_SERVICES_URL', 5000],
  mobilePlans: ['MOBILE_PLANS_URL', 5000],
  cms: ['CMS_URL', 5000],
  events: ['EVENTS_API_URL', 5000],
};

export interface UpstreamsConfig {
  /** Each upstream's base URL, by the variable that names it. */
  urls: Record<UpstreamUrlKey, string>;
  timeouts?: Partial<Record<UpstreamName, number>>;
  cache: {
    /** Content, plans, rates, configuration (CONTENT_CACHE_TTL_MS). */
    contentTtlMs: number;
    /** Address answers (ADDRESS_CACHE_TTL_MS). */
    addressTtlMs: number;
  };
  breaker?: { failureThreshold?: number; cooldownMs?: number };
  /** Wall clock for the caches' TTLs; injected by tests (the breakers read Date.now: fake timers). */
  clock?: () => number;
  /** Told of every plan the catalogue checks leave out of a plans answer. */
  onPlanDropped?: ReportDroppedPlan;
}

type Cached<T> = Promise<CachedJson<T>>;

/** What the flip plans' route reads of its params and query, as their schemas give it. */
export type FlipPlansQuery = z.infer<typeof flipPlansParamsSchema> & z.infer<typeof flipPlansQuerySchema>;
export type ServiceQualificationIds = z.infer<typeof serviceQualificationQuerySchema>;

export type Upstreams = ReturnType<typeof createUpstreamsWith>;

/** docs/product/content.md#mobile-plans: mobile plans come from this network carrier. */
export const MOBILE_SUPPLIER = 'Optus';

export function createUpstreamsWith(transport: HttpTransport, config: UpstreamsConfig, metrics: UpstreamMetrics) {
  const clients = Object.fromEntries(
    UPSTREAM_NAMES.map((name) => [
      name,
      createUpstreamClient({
        name,
        baseUrl: config.urls[UPSTREAM_SETTINGS[name][0]],
        transport,
        timeoutMs: config.timeouts?.[name] ?? UPSTREAM_SETTINGS[name][1],
        breaker: config.breaker,
        metrics,
      }),
    ]),
  ) as Record<UpstreamName, UpstreamClient>;

  const contentCache = createJsonCache<unknown>({
    name: 'content',
    ttlMs: config.cache.contentTtlMs,
    maxSizeBytes: 32 * 1024 * 1024,
    staleIfError: true,
    clock: config.clock,
    metrics,
  });
  const addressCache = createJsonCache<AddressListAnswer>({
    name: 'address',
    ttlMs: config.cache.addressTtlMs,
    maxSizeBytes: 16 * 1024 * 1024,
    staleIfError: false,
    clock: config.clock,
    metrics,
    // Sent on as they are, but for the hand-off's rare look-up by id (json-cache.ts).
    keep: 'text',
  });

  /** The key is the upstream URL itself, so two routes never share a wrong entry. */
  const cacheKey = (client: UpstreamClient, path: string, query: QueryParams | undefined) => `${client.name} ${path} ${JSON.stringify(query ?? {})}`;
  const cachedGet = <T>(client: UpstreamClient, path: string, query: QueryParams | undefined, schema: ZodType<T>) =>
    contentCache.get(cacheKey(client, path, query), () =>
      client.getJson(path, query, schema),
    ) as Cached<T>;

  const web = clients.webServices;
  /** A plans answer, cached after the catalogue checks: a faulty plan is never served. */
  const cachedPlans = (path: string, query?: QueryParams) =>
    contentCache.get(cacheKey(web, path, query), async () =>
      withoutFaultyPlans(await web.getJson(path, query, plansSchema), path, config.onPlanDropped),
    ) as Cached<PlansAnswer>;

  return {
    nav: () => cachedGet(web, upstreamPath('nav'), undefined, navSchema),
    /** A content document, checked with the contract of the page that shows it (shared/routes/known-content.ts). */
    content: (section: string, page: string) =>
      cachedGet(web, upstreamPath('content', { section, page }), undefined, contentContract(section, page)),
    defaultFlipToFibrePlans: () => cachedPlans(upstreamPath('defaultFlipToFibrePlans')),
    flipToFibrePlans: ({ nbnRegion, nbnServiceClass, maxSpeed, offerType }: FlipPlansQuery) =>
      cachedPlans(upstreamPath('flipToFibrePlans', { nbnRegion, nbnServiceClass, maxSpeed }), { offerType }),
    defaultPlansNbn: () => cachedPlans(upstreamPath('defaultPlansNbn')),
    plans: (serviceType: BroadbandCatalogue) => cachedPlans(upstreamPath('plans', { serviceType })),
    shortLinks: () => cachedGet(web, upstreamPath('shortLinks'), undefined, shortLinksSchema),
    voipInternationalRates: () => cachedGet(web, '/v1/voip-international-rates', undefined, internationalRatesSchema),
    /** docs/product/content.md#mobile-plans: asks for the carrier's SIM plans under the site's brand. */
    mobilePlans: (brand: string) =>
      contentCache.get(`mobilePlans ${brand}`, async () => {
        const answer = await clients.mobilePlans.getJson(
          '/v1/mobile-plans',
          { supplier: MOBILE_SUPPLIER, productType: 'Mobile', brand },
          mobilePlansSchema,
        );
        // docs/product/content.md#mobile-plans: supplier, productType and brand always set, and the card's
        // minimum cost sentence drawn here, so the page loads no cost rules (docs/architecture.md#budgets).
        return {
          ...answer,
          plans: answer.plans.map((plan) => ({
            ...plan,
            supplier: plan.supplier ?? MOBILE_SUPPLIER,
            productType: 'Mobile',
            brand: plan.brand ?? brand,
            minimumCostText: minimumCostText(simOffer(plan).minimumTotalCost),
          })),
        };
      }) as Cached<MobilePlansAnswer>,
    configuration: () => cachedGet(clients.cms, '/globals/configuration', undefined, configurationSchema),

    // The cached call runs without the caller's signal: one visitor leaving never fails another's wait.
    searchAddress: ({ fullText, source, excludeProviders }: { fullText: string; source: AddressSource; excludeProviders: string }) =>
      addressCache.get(`text ${source} ${fullText}`, () =>
        clients.address.getJson('/v2/address', { fullText, source, excludeProviders }, addressListSchema),
      ),
    addressById: (locId: string) =>
      addressCache.get(`id ${locId}`, () =>
        clients.address.getJson(`/v2/address/${encodeURIComponent(locId)}`, undefined, addressListSchema),
      ),
    // docs/product/frame.md#upstream-services, docs/architecture.md#contracts: not cached: a qualification is asked for once per address check.
    serviceQualification: async (ids: ServiceQualificationIds, brand: string, options?: CallOptions): Cached<ServiceQualificationAnswer> => {
      const value = await clients.sq.getJson(
        '/v2/service-qualification',
        { nbn: ids.nbn, opticomm: ids.opticomm, vision: ids.vision, brand },
        serviceQualificationSchema,
        options,
      );
      return { value, json: JSON.stringify(value) };
    },
    postEvent: (body: UpstreamEvent) => clients.events.postJson('/v1/event-management/events', body),
    /** Drops cached content answers for a purge: the listed documents, or 'all'; answers how many were dropped. */
    purgeContent: (documents: 'all' | readonly (readonly [section: string, page: string])[]): number => {
      if (documents === 'all') {
        const held = contentCache.size();
        contentCache.clear();
        return held;
      }
      let dropped = 0;
      for (const [section, page] of documents) if (contentCache.delete(cacheKey(web, upstreamPath('content', { section, page }), undefined))) dropped++;
      return dropped;
    },
    close: async (): Promise<void> => {
      contentCache.clear();
      addressCache.clear();
      await transport.close?.();
    },
  };
}
