// Steady load through the drills (autocannon, one instance per kind of request): pages, the API
// reads pages make, the address proxy and the SQ proxy, with paths drawn from loadtests/scenarios.json.
// Every answer is recorded with when its request was sent and answered, for the phase checks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { parseScenarioFile, type ScenarioData } from '../../loadtests/scenario-file';
import { apiPath } from '../../shared/routes/api-paths';

export const DRILL_KINDS = ['page', 'contentApi', 'address', 'serviceQualification'] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];

/** Status counts of one phase and kind; 'error' is a request that got no answer from the site. */
export type StatusCounts = Record<string, number>;

export interface PhaseClock {
  /** The phase in force at a time (ms since the epoch). */
  phaseAt(time: number): string;
}

/** One answer (or its absence: status 'error') of the background load. */
export interface LoadEvent {
  kind: DrillKind;
  sentAt: number;
  answeredAt: number;
  status: number | 'error';
}

export interface BackgroundLoad {
  events: LoadEvent[];
  /** Connection errors' messages, first few. */
  errorMessages: string[];
  stop(): void;
}

export function loadScenarioData(): ScenarioData {
  const file = path.resolve(import.meta.dirname, '../../loadtests/scenarios.json');
  return parseScenarioFile(readFileSync(file, 'utf8')).data;
}

/** Paths per kind: the same requests the load tests make. */
function pathsFor(data: ScenarioData): Record<DrillKind, string[]> {
  return {
    page: data.pages,
    contentApi: data.contentApi,
    address: data.addressQueries.map((q) => `${apiPath('addressSearch')}?fullText=${encodeURIComponent(q)}&source=footprint`),
    serviceQualification: data.qualifications.map((ids) => apiPath('serviceQualification', undefined, ids as Record<string, string>)),
  };
}

/** Modest rates: the machine is small and the point is behaviour under faults, not throughput. */
const SETTINGS: Record<DrillKind, { connections: number; overallRate: number }> = {
  page: { connections: 2, overallRate: 15 },
  contentApi: { connections: 2, overallRate: 25 },
  address: { connections: 3, overallRate: 25 },
  serviceQualification: { connections: 12, overallRate: 12 },
};

export function startBackgroundLoad(baseUrl: string, data: ScenarioData = loadScenarioData()): BackgroundLoad {
  const events: LoadEvent[] = [];
  const errorMessages: string[] = [];
  const paths = pathsFor(data);
  const instances = DRILL_KINDS.map((kind) => {
    let next = 0;
    const list = paths[kind];
    const pathFor = (n: number): string =>
      // Every other address search is one nobody typed before: a cache miss that reaches the upstream,
      // as the long tail of real typing does (the listed queries are soon all cached).
      kind === 'address' && n % 2 === 1
        ? `${apiPath('addressSearch')}?fullText=${encodeURIComponent(`${data.addressQueries[n % data.addressQueries.length]} ${n}`)}&source=footprint`
        : list[n % list.length]!;
    const instance = autocannon(
      {
        url: baseUrl,
        ...SETTINGS[kind],
        duration: 24 * 3600,
        // Longer than the SQ upstream timeout (20 s): a slow drill must see the site's 504, not ours.
        timeout: 30,
        headers: { 'accept-encoding': 'gzip', accept: kind === 'page' ? 'text/html' : 'application/json' },
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathFor(next++) }) }],
      },
      () => {
        // Every answer is recorded below; autocannon's summary is not needed.
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      const now = Date.now();
      events.push({ kind, sentAt: now - responseTime, answeredAt: now, status: statusCode });
    });
    instance.on('reqError', (error: unknown) => {
      const now = Date.now();
      events.push({ kind, sentAt: now, answeredAt: now, status: 'error' });
      if (errorMessages.length < 20) errorMessages.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
    });
    return instance;
  });
  return {
    events,
    errorMessages,
    stop: () => {
      for (const instance of instances) instance.stop();
    },
  };
}
