// How many requests reached the origin: every instance's http_request_duration_seconds counts, scraped
// on its metrics port, less Varnish's probes (/readyz) and liveness checks (/healthz).
import { parseMetrics } from './site-under-load';

const PROBE_ROUTES = new Set(['/readyz', '/healthz']);

/** Visitors' requests in one /metrics text (Prometheus exposition format). */
export const visitorRequestCount = (metricsText: string): number =>
  parseMetrics(metricsText)
    .filter((sample) => sample.name === 'http_request_duration_seconds_count' && !PROBE_ROUTES.has(sample.labels.route ?? ''))
    .reduce((sum, sample) => sum + sample.value, 0);

/** Visitors' requests each instance has answered so far, read from its own metrics port (not through the cache). */
export async function originRequests(metricsUrls: string[]): Promise<number[]> {
  return Promise.all(
    metricsUrls.map(async (url) => {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return visitorRequestCount(await response.text());
    }),
  );
}

/** The page URLs a sitemap lists (<loc> elements). */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}
