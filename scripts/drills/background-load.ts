// Steady load through the drills, one autocannon per kind of request, every answer recorded with when it was sent and answered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { parseScenarioFile, visitorAddress, type ScenarioData } from '../../harness/scenario-file';
import { apiPath } from '../../shared/routes/api-paths';
import { PATHS } from '../../shared/routes/paths';
import { pageAt } from '../../shared/routes/pages';

export const DRILL_KINDS = ['page', 'contentApi', 'address', 'serviceQualification'] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];

/** Status counts of one phase and kind; 'error': no answer from the site. */
export type StatusCounts = Record<string, number>;

export const loadScenarioFile = () => parseScenarioFile(readFileSync(path.resolve(import.meta.dirname, '../../loadtests/scenarios.json'), 'utf8'));

/** Pages the load never asks for, nor their content: asked for only during faults, never cached (verdicts.ts). */
export const UNCACHED_PAGES = [PATHS.esafety, PATHS.disasterRelief] as const;

function contentPathOf(page: string): string {
  const content = pageAt(page)?.content;
  if (!content) throw new Error(`${page} reads no content document`);
  return apiPath('content', { section: content[0], page: content[1] });
}

/** Paths per kind: the same requests the load tests make, less the uncached pages' content. */
function pathsFor(data: ScenarioData): Record<DrillKind, string[]> {
  const kept = new Set<string>(UNCACHED_PAGES.map(contentPathOf));
  return {
    page: data.pages.filter((page) => !(UNCACHED_PAGES as readonly string[]).includes(page)),
    contentApi: data.contentApi.filter((read) => !kept.has(read)),
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

/** Every path of the load once, three at a time: the caches (and the heap the memory verdict reads) at working size. */
export async function fillCaches(baseUrl: string, data: ScenarioData): Promise<void> {
  const paths = pathsFor(data);
  const all = [...paths.page, ...paths.contentApi, ...paths.address];
  let next = 0;
  const worker = async () => {
    while (next < all.length) {
      const n = next++;
      await fetch(`${baseUrl}${all[n]}`, { headers: { 'x-forwarded-for': visitorAddress(n) }, signal: AbortSignal.timeout(10_000) })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined); // the warm-up's own load is judged; this only fills the caches
    }
  };
  await Promise.all(Array.from({ length: 3 }, worker));
}

export function startBackgroundLoad(baseUrl: string, data: ScenarioData) {
  const events: { kind: DrillKind; sentAt: number; answeredAt: number; status: number | 'error' }[] = [];
  const errorMessages: string[] = []; // the first few connection errors
  const paths = pathsFor(data);
  const instances = DRILL_KINDS.map((kind) => {
    let next = 0;
    const list = paths[kind];
    const instance = autocannon(
      {
        url: baseUrl,
        ...SETTINGS[kind],
        duration: 24 * 3600,
        // Longer than the SQ upstream timeout (20 s): a slow drill must see the site's 504, not ours.
        timeout: 30,
        headers: { 'accept-encoding': 'gzip', accept: kind === 'page' ? 'text/html' : 'application/json' },
        // Each request as one of many visitors behind the trusted hop (harness/scenario-file.ts).
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const n = next++;
              return { ...request, path: list[n % list.length]!, headers: { ...request.headers, 'x-forwarded-for': visitorAddress(n) } };
            },
          },
        ],
      },
      () => {}, // every answer is recorded below
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
