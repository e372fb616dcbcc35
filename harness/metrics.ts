// A site's own /metrics (its metrics port, never through Varnish), parsed, and the visitors' requests that reached it.

type MetricSample = ReturnType<typeof parseMetrics>[number];

/** The server's own /metrics at `metricsUrl` (its metrics port), parsed. */
export async function scrapeMetrics(metricsUrl: string) {
  const response = await fetch(metricsUrl, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`${metricsUrl} answered ${response.status}`);
  return parseMetrics(await response.text());
}

/** Prometheus text format, one sample a line. */
export function parseMetrics(text: string) {
  return text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) return [];
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/** The sum of a series over the samples whose labels include `where`. */
export function sumOf(samples: readonly MetricSample[], name: string, where: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(where).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

const PROBE_ROUTES = new Set(['/readyz', '/healthz']);

/** Visitors' requests in one /metrics scrape. */
export const visitorRequestCount = (samples: readonly MetricSample[]): number =>
  sumOf(samples.filter((sample) => !PROBE_ROUTES.has(sample.labels.route ?? '')), 'http_request_duration_seconds_count');

/** Visitors' requests each instance has answered so far, read from its own metrics port (not through the cache). */
export const originRequests = (metricsUrls: string[]): Promise<number[]> =>
  Promise.all(metricsUrls.map(async (url) => visitorRequestCount(await scrapeMetrics(url))));

/** The page URLs a sitemap lists (<loc> elements). */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}
