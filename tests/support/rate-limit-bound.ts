// What a rate limit can let one client through in a span of real time, counted in one place. The
// limiters are rate-limiter-flexible's fixed windows on the real clock (server/api/rate-limit.ts
// windowsFor), and a key's window starts at its first call: a burst sent slowly, as on a loaded
// machine, may run into a window's second start.
import { scrapeMetrics, sumOf } from '../../harness/metrics';
import { windowsFor, type RateLimit } from '../../server/api/rate-limit';

/** The most `limit` lets one key through within `seconds` of its first call: each window's points once per start. */
export function mostAllowedIn(limit: RateLimit, seconds: number): number {
  const { steady, burst } = windowsFor(limit);
  return [steady, ...(burst ? [burst] : [])].reduce((most, window) => most + window.points * (1 + Math.floor(seconds / window.duration)), 0);
}

/** Seconds since `started` (a Date.now() reading). */
export const secondsSince = (started: number): number => (Date.now() - started) / 1000;

/**
 * From now: the rate-limit windows the instances at `metricsUrls` ask in their own memory because Redis did not
 * answer in time (server/api/shared-rate-limit.ts). Each may let one more call through than `mostAllowedIn`.
 */
export async function storeFallbacksFrom(metricsUrls: string[]): Promise<() => Promise<number>> {
  const total = async () => (await Promise.all(metricsUrls.map(async (url) => sumOf(await scrapeMetrics(url), 'rate_limit_store_failures_total')))).reduce((a, b) => a + b, 0);
  const before = await total();
  return async () => (await total()) - before;
}
