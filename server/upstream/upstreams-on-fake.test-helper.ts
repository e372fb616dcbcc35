// The site's upstreams on one fake: patient deadlines, a breaker that stays shut, the configured cache lifetimes.
import { DEFAULT_ADDRESS_TTL_MS, DEFAULT_CONTENT_TTL_MS } from '../config/defaults';
import { createMetrics } from '../observability/metrics';
import type { FakeUpstream } from './fake-upstream.test-helper';
import type { UpstreamMetrics } from './upstream-metrics';
import { createUndiciTransport } from './undici-transport';
import { createUpstreamsWith, type Upstreams, type UpstreamsConfig } from './upstreams';

/**
 * Each upstream's deadline when the test does not set one: a unit worker at the lowest priority beside
 * the build can stall past half a second, which turned a good order into a refused one.
 */
export const PATIENT_UPSTREAM_TIMEOUT_MS = 5_000;

export type UpstreamOverrides = Partial<Omit<UpstreamsConfig, 'cache'>> & { cache?: Partial<UpstreamsConfig['cache']> };

export function upstreamsOnFake(fake: Pick<FakeUpstream, 'url'>, overrides: UpstreamOverrides = {}, metrics: UpstreamMetrics = createMetrics()): Upstreams {
  return createUpstreamsWith(
    createUndiciTransport({ onConnect: metrics.countConnection }),
    {
      urls: { ADDRESS_API_URL: fake.url, WEB_SERVICES_URL: fake.url, MOBILE_PLANS_URL: fake.url, CMS_URL: fake.url, EVENTS_API_URL: fake.url },
      timeouts: { sq: PATIENT_UPSTREAM_TIMEOUT_MS, webServices: PATIENT_UPSTREAM_TIMEOUT_MS, cms: PATIENT_UPSTREAM_TIMEOUT_MS },
      breaker: { failureThreshold: 100, cooldownMs: 1000 },
      ...overrides,
      cache: { contentTtlMs: DEFAULT_CONTENT_TTL_MS, addressTtlMs: DEFAULT_ADDRESS_TTL_MS, ...overrides.cache },
    },
    metrics,
  );
}
