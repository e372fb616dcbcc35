// The caches hold answers as their schemas left them (docs/decisions/021-upstream-answers-keep-only-used-fields.md):
// a field an upstream adds is dropped before the answer is stored, so a cache hit serves the same
// stripped answer as the miss that stored it, the address cache's kept text included.
import { DEFAULT_ADDRESS_TTL_MS, DEFAULT_CONTENT_TTL_MS } from '../config/defaults';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarioAddress } from '../../provider/address/scenarios.test-helper';
import { SERVICE_GROUPS, type KnobSettings } from '../../provider/knobs';
import { startProvider, type RunningProvider } from '../../provider/start';
import { KNOWN_CONTENT } from '../../shared/routes/known-content';
import { createFetchTransport } from './fetch-transport';
import type { HttpTransport } from './http-transport';
import type { CachedJson } from './json-cache';
import { NO_UPSTREAM_METRICS } from './upstream-metrics';
import { createUpstreamsWith, type Upstreams } from './upstreams';

const FIELD = 'internalNote';
const NOTE = 'EDITORS-ONLY-do-not-publish';
const KNOBS: KnobSettings = Object.fromEntries(SERVICE_GROUPS.map((group) => [group, { extraFields: { [FIELD]: NOTE } }]));

let provider: RunningProvider;
let upstreams: Upstreams;
let calls = 0;

beforeAll(async () => {
  provider = await startProvider({ knobs: KNOBS, seed: 1 });
  const fetchTransport = createFetchTransport();
  const counted: HttpTransport = (url, init) => {
    calls++;
    return fetchTransport(url, init);
  };
  const url = provider.url;
  upstreams = createUpstreamsWith(
    counted,
    {
      urls: { ADDRESS_API_URL: url, WEB_SERVICES_URL: url, MOBILE_PLANS_URL: url, CMS_URL: url, EVENTS_API_URL: url },
      cache: { contentTtlMs: DEFAULT_CONTENT_TTL_MS, addressTtlMs: DEFAULT_ADDRESS_TTL_MS },
    },
    NO_UPSTREAM_METRICS,
  );
});

afterAll(async () => {
  await upstreams?.close();
  await provider?.close();
});

const [contentSection = '', contentPages = []] = Object.entries(KNOWN_CONTENT)[0] ?? [];
const flipReady = scenarioAddress('flip-ready-fttn');

const CACHED_READS: Record<string, () => Promise<CachedJson<unknown>>> = {
  nav: () => upstreams.nav(),
  content: () => upstreams.content(contentSection, contentPages[0] ?? ''),
  plans: () => upstreams.plans('nbn'),
  flipToFibrePlans: () => upstreams.flipToFibrePlans({ nbnRegion: 'metro', nbnServiceClass: 13, maxSpeed: 0, offerType: 'standard' }),
  shortLinks: () => upstreams.shortLinks(),
  rates: () => upstreams.voipInternationalRates(),
  mobilePlans: () => upstreams.mobilePlans('kookaburra'),
  configuration: () => upstreams.configuration(),
  searchAddress: () => upstreams.searchAddress({ fullText: flipReady.text, source: 'footprint', excludeProviders: '' }),
  addressById: () => upstreams.addressById(flipReady.locationId!),
};

const holdsNote = (answer: CachedJson<unknown>) =>
  answer.json.includes(FIELD) || answer.json.includes(NOTE) || JSON.stringify(answer.value).includes(FIELD);

describe('cached upstream answers keep only the fields the site uses', () => {
  it.each(Object.keys(CACHED_READS).map((name) => [name]))('%s: the stored answer and every hit are stripped', async (name) => {
    const read = CACHED_READS[name]!;
    const before = calls;
    const miss = await read();
    expect(calls).toBe(before + 1);
    const hit = await read();
    expect(calls, 'the second read is a cache hit').toBe(before + 1);
    expect(hit.json).toBe(miss.json);
    expect(miss.json.length).toBeGreaterThan(20);
    expect(holdsNote(miss)).toBe(false);
    expect(holdsNote(hit)).toBe(false);
  });

  it('service qualification (not cached) is stripped too, extra keys beside the providers included', async () => {
    const answer = await upstreams.serviceQualification(flipReady.locationIds, 'kookaburra');
    expect(holdsNote(answer)).toBe(false);
    expect(Object.keys(answer.value.sqSummary)).toEqual(['nbn']);
  });
});
