// loadtests/scenarios.json's shape, read by k6 too: type imports only (docs/decisions/006-load-tests-open-model-node-runner.md).
import type { KnobSettings } from '../provider/knobs';
import type { LocationIdProvider } from '../shared/domain/address/location-id';

export type ScenarioName = 'addressSearch' | 'serviceQualification' | 'browsingMix';
export const SCENARIO_NAMES: readonly ScenarioName[] = ['addressSearch', 'serviceQualification', 'browsingMix'];

/** What one iteration asks for (the same paths the browser and the server's loaders use). */
export type RequestKind = 'addressSearch' | 'addressById' | 'serviceQualification' | 'page' | 'contentApi';

/** k6 stage: ramp linearly from the previous target to `target` iterations per timeUnit over `duration` ('1m30s'). */
export interface Stage {
  duration: string;
  target: number;
}

/** A k6 `ramping-arrival-rate` scenario, with a quick variant for `--quick` / MODE=quick. */
export interface ScenarioSettings {
  script: string;
  description: string;
  executor: 'ramping-arrival-rate';
  startRate: number;
  timeUnit: string;
  preAllocatedVUs: number;
  maxVUs: number;
  stages: Stage[];
  quickStages: Stage[];
  thresholds: Record<string, string[]>;
  /** The request mix: each iteration draws one kind by weight. */
  mix: { kind: RequestKind; weight: number }[];
}

/** A service qualification ask: lower-cased provider name -> location id (docs/architecture.md#contracts). */
export type QualificationIds = Partial<Record<LocationIdProvider, string>>;

export interface ScenarioData {
  /** What visitors type in the address box (more than 4 characters, docs/product/address-check.md#search-validation). */
  addressQueries: string[];
  locationIds: string[];
  /** Provider ids of one address each, as the browser asks for a qualification. */
  qualifications: QualificationIds[];
  pages: string[];
  /** Site API reads a page makes in the browser (content, plans, nav). */
  contentApi: string[];
}

export interface ScenarioFile {
  /** Provider knob settings the runners apply: realistic upstream latency. */
  upstreamLatency: KnobSettings;
  scenarios: Record<ScenarioName, ScenarioSettings>;
  data: ScenarioData;
}

export function parseScenarioFile(text: string): ScenarioFile {
  const file = JSON.parse(text) as ScenarioFile;
  for (const name of SCENARIO_NAMES) {
    if (!file.scenarios?.[name]) throw new Error(`scenarios.json: scenario ${name} is missing`);
  }
  if (!file.data?.addressQueries?.length || !file.data.qualifications?.length) throw new Error('scenarios.json: data is missing');
  return file;
}

/** Milliseconds of a k6 duration text ('1m30s', '45s', '500ms', '2h'). */
export function durationMs(text: string): number {
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) throw new Error(`not a k6 duration: ${text}`);
  const unit: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  return parts.reduce((sum, [, value, u]) => sum + Number(value) * unit[u!]!, 0);
}

export interface PlannedRequest {
  kind: RequestKind;
  path: string;
  headers: Record<string, string>;
}

/** Load runs are many visitors, named in X-Forwarded-For behind TRUST_PROXY=1, none near its limits (docs/operations.md#configuration). */
export const SIMULATED_VISITORS = 256;

/** The address of simulated visitor `n`, in 198.18.0.0/15 (RFC 2544: set aside for benchmarks). */
export function visitorAddress(n: number): string {
  const index = ((Math.floor(n) % SIMULATED_VISITORS) + SIMULATED_VISITORS) % SIMULATED_VISITORS;
  return `198.18.${Math.floor(index / 256)}.${index % 256}`;
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

/** One iteration's request, drawn from the scenario's mix with the given random source. */
export function planRequest(settings: ScenarioSettings, data: ScenarioData, random: () => number): PlannedRequest {
  const total = settings.mix.reduce((sum, entry) => sum + entry.weight, 0);
  let draw = random() * total;
  const { kind } = settings.mix.find((entry) => (draw -= entry.weight) < 0) ?? settings.mix.at(-1)!;
  const visitor = { 'x-forwarded-for': visitorAddress(random() * SIMULATED_VISITORS) };
  const json = { accept: 'application/json', 'accept-encoding': 'gzip', ...visitor };
  switch (kind) {
    case 'addressSearch': {
      // docs/product/address-check.md#search-retry: the first attempt uses 'footprint'; about one search in ten is the 'api' retry.
      const source = random() < 0.1 ? 'api' : 'footprint';
      return { kind, path: `/api/address?fullText=${encodeURIComponent(pick(data.addressQueries, random))}&source=${source}`, headers: json };
    }
    case 'addressById':
      return { kind, path: `/api/address/${pick(data.locationIds, random)}`, headers: json };
    case 'serviceQualification': {
      const ids = pick(data.qualifications, random);
      const query = Object.entries(ids)
        .map(([provider, id]) => `${provider}=${encodeURIComponent(String(id))}`)
        .join('&');
      return { kind, path: `/api/service-qualification?${query}`, headers: json };
    }
    case 'page':
      return { kind, path: pick(data.pages, random), headers: { accept: 'text/html', 'accept-encoding': 'gzip, br', ...visitor } };
    case 'contentApi':
      return { kind, path: pick(data.contentApi, random), headers: json };
  }
}
