// Builds the site's API over a fake upstream, served by the Hono app production serves (site-api.ts), for the API tests.
// Every server listens on 127.0.0.1, port 0, and is closed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { DEFAULT_AGENT_LIMIT_FACTOR } from '../config/defaults';
import { createMetrics, type Metrics } from '../observability/metrics';
import { startFakeUpstream, type FakeHandler, type FakeUpstream } from '../upstream/fake-upstream.test-helper';
import { UPSTREAM_NAMES, type Upstreams } from '../upstream/upstreams';
import { PATIENT_UPSTREAM_TIMEOUT_MS, upstreamsOnFake, type UpstreamOverrides } from '../upstream/upstreams-on-fake.test-helper';
import type { ApiDeps } from './api-deps';
import type { ApiRoute } from './api-route';
import { createApiRoutes } from './site-api';
import { routeListener } from './route-listener.test-helper';
import { planFixture } from '../../tests/support/plan-fixture';

export const NAV = {
  items: [{ url: '/broadband/nbn', title: 'nbn', description: 'Fast home internet', icon: 'nbn' }],
  footer: {
    nbn: [{ url: '/broadband/nbn', title: 'nbn plans' }],
    broadband: [],
    phone: [],
    about: [],
    company: [],
    business: { general: [], voip: [], network_solutions: [] },
  },
};
/**
 * A plan that passes the catalogue checks: evening speed, CIS link, price in cents; and
 * the Plan contract (shared/schemas/plan.ts).
 */
export const PLAN = planFixture();
export const FLIP_PLAN = { ...PLAN, id: 7175, serviceType: 'flipToFibre' as const, activationFee: 0, special: { planPrice: 70, duration: 'for 6 months', months: 6 } };
export const CONTENT = { title: 'FAQs', description: 'Questions', faqs: [['Why?', 'Because.']] };
export const ADDRESSES = [
  { formattedAddress: '1 Smith St, Sydney NSW 2000', providers: [{ locationId: 'LOC000000000001', name: 'nbn' }] },
];
export const SQ = {
  sqSummary: {
    nbn: {
      serviceClass: 13,
      newDevelopmentsChargeApplies: false,
      technologyShortCode: 'FTTN',
      technology: 'Fibre to the Node',
      locationId: 'LOC000000000001',
      alternativeTechnologyDetails: { readyStatus: 'Ready', readyDate: '2024-01-01' },
      readyDate: '2019-05-01',
      maximumDownloadSpeed: 100,
      activeService: true,
      campaigns: ['UNCONNECTED-H2-FY25'],
    },
  },
  availablePlanCategories: ['nbn'],
  priority: ['nbn'],
};
export const RATES = { data: [{ country: 'Fiji', price: 0.35, zone: 'Zone 2' }] };
export const MOBILE = [{ id: 1, name: 'SIM 20GB', price: 25, dataGb: 20, inclusions: [], cisLink: '/cis/m1' }];
export const CONFIGURATION = { data: { unconnected_services: { value: 'standard' } } };
export const SHORT_LINKS = [{ id: 'nbn', target: '/broadband/nbn' }];

/** Good answers for every upstream path the site calls. */
export function goodUpstream(): Record<string, FakeHandler> {
  return {
    'GET /api/nav': { json: NAV },
    'GET /api/getContent/*': { json: CONTENT },
    'GET /api/getDefaultFlipToFibrePlans': { json: { plans: [FLIP_PLAN] } },
    'GET /api/getFlipToFibrePlans/*': { json: { plans: [FLIP_PLAN] } },
    'GET /api/getDefaultPlansNbn': { json: { plans: [PLAN] } },
    'GET /api/plans/*': { json: [PLAN] },
    'GET /api/shortLinks': { json: SHORT_LINKS },
    'GET /v1/voip-international-rates': { json: RATES },
    'GET /v1/mobile-plans': { json: MOBILE },
    'GET /globals/configuration': { json: CONFIGURATION },
    'GET /v2/address': { json: ADDRESSES },
    'GET /v2/address/*': { json: ADDRESSES },
    'GET /v2/service-qualification': { json: SQ },
    'POST /v1/event-management/events': { status: 201, json: { id: 'e1' } },
  };
}

export const KNOWN_CONTENT = { fibre: ['faqs', 'terms', 'speeds', 'features', 'flip-fibre-plans-content'], nbn: ['phone'] };

export interface TestSite {
  baseUrl: string;
  fake: FakeUpstream;
  upstreams: Upstreams;
  routes: ApiRoute[];
  metrics: Metrics;
  reported: { err: unknown; ctx: Record<string, unknown> | undefined }[];
  advance(ms: number): void;
  /** The clock the routes and upstreams run on (milliseconds). */
  now(): number;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export interface TestSiteOptions {
  handlers?: Record<string, FakeHandler>;
  /** Point every upstream here instead of the fake (e.g. a refused port). */
  upstreamUrl?: string;
  timeoutMs?: number;
  /** The upstreams' settings; the caches' TTLs are the configured defaults unless given. */
  upstreamConfig?: UpstreamOverrides;
  deps?: Partial<ApiDeps>;
}

export async function startTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  const fake = await startFakeUpstream(options.handlers ?? goodUpstream());
  let now = 1_000_000;
  const clock = () => now;
  const metrics = createMetrics();
  // Patient unless a test is about the timeout: a unit worker at the lowest priority beside the build
  // can stall past a short one and answer 504 where the test expects its upstream's answer.
  const timeouts = Object.fromEntries(UPSTREAM_NAMES.map((name) => [name, options.timeoutMs ?? PATIENT_UPSTREAM_TIMEOUT_MS]));
  const upstreams = upstreamsOnFake({ url: options.upstreamUrl ?? fake.url }, { timeouts, clock, ...options.upstreamConfig }, metrics);
  const reported: TestSite['reported'] = [];
  const routes = createApiRoutes({
    upstreams,
    reportError: (err, ctx) => reported.push({ err, ctx }),
    knownContent: KNOWN_CONTENT,
    brand: 'TestBrand',
    excludeProviders: 'WholesaleCo',
    rateLimit: false,
    agentLimitFactor: DEFAULT_AGENT_LIMIT_FACTOR,
    ...options.deps,
  });
  // The route table's app as production serves it (site-api.ts), behind a proxy on loopback.
  const listener = routeListener(routes, { trustProxy: 'loopback', reportError: (err, ctx) => reported.push({ err, ctx }) });
  const server: Server = await new Promise((resolve) => {
    const listening = createServer(listener).listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    fake,
    upstreams,
    routes,
    metrics,
    reported,
    advance: (ms) => {
      now += ms;
      // The rate limits and breakers read the wall clock: a test that fakes Date moves it too.
      if (vi.isFakeTimers()) vi.setSystemTime(Date.now() + ms);
    },
    now: clock,
    get: (path, headers) => fetch(`${baseUrl}${path}`, { headers }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstreams.close();
      await fake.close();
    },
  };
}
