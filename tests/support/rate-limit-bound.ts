// What a rate limit can let one client through in a span of real time, counted in one place. The
// limiters are rate-limiter-flexible's fixed windows on the real clock (server/api/rate-limit.ts
// windowsFor), and a key's window starts at its first call: a burst sent slowly, as on a loaded
// machine, may run into a window's second start.
import { windowsFor, type RateLimit } from '../../server/api/rate-limit';

/** The most `limit` lets one key through within `seconds` of its first call: each window's points once per start. */
export function mostAllowedIn(limit: RateLimit, seconds: number): number {
  const { steady, burst } = windowsFor(limit);
  return [steady, ...(burst ? [burst] : [])].reduce((most, window) => most + window.points * (1 + Math.floor(seconds / window.duration)), 0);
}

/** Seconds since `started` (a Date.now() reading). */
export const secondsSince = (started: number): number => (Date.now() - started) / 1000;
