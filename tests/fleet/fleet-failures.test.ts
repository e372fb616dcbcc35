// The fleet losing parts: limits counted once across both instances, Redis stopped (each instance
// counts in its own memory), an instance killed under load. Each test leaves the fleet with less than
// it found, so they run in this order, on the run's shared fleet, after every other fleet file
// (tests/support/fleet-last.ts); a missing varnishd or redis-server fails the file.
import { describe, expect, it } from 'vitest';
import { originRequests } from '../../harness/metrics';
import { DEFAULT_RATE_LIMITS } from '../../server/api/api-deps';
import { API_ROUTES, apiPath } from '../../shared/routes/api-paths';
import { isRunning, signalFleetProcess, useSharedFleet } from '../support/fleet-run';
import { mostAllowedIn, secondsSince, storeFallbacksFrom } from '../support/rate-limit-bound';
import { statusFrom } from '../support/status-from';

/** server/contact/contact-route.ts CONTACT_RATE_LIMIT: 5 messages per client address, refilled over minutes. */
const CONTACT_BURST = 5;

/** The client address of the test with Redis stopped: no other test sends from it (tests/support/status-from.ts). */
const OWN_CLIENT = '127.0.0.4';

/** The most service qualifications one client gets through, counted in one place, in `seconds` from its first. */
const mostQualificationsIn = (seconds: number) => mostAllowedIn(DEFAULT_RATE_LIMITS.serviceQualification, seconds);

describe('the fleet losing parts', () => {
  const fleet = useSharedFleet();
  const front = () => fleet.frontUrl;

  it('one client over its limit is refused across both instances together', async () => {
    // Ten messages from one address, alternating between the instances (round robin): in each
    // instance's memory the client would get its five twice over; shared in Redis, five in all.
    const metricsUrls = fleet.instances.map((site) => site.metricsUrl);
    const before = await originRequests(metricsUrls);
    const fallbacks = await storeFallbacksFrom(metricsUrls);
    const statuses: number[] = [];
    for (let i = 0; i < 2 * CONTACT_BURST; i++) {
      const response = await fetch(`${front()}${API_ROUTES.contact}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: '{}',
      });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // A Redis answer later than its 250 ms deadline (a stalled instance on a loaded machine) is counted
    // in that instance's memory, which may let the call through: one more at most per late window. Most
    // calls are still Redis's, or this would prove nothing about sharing.
    const fellBack = await fallbacks();
    expect(fellBack).toBeLessThan(CONTACT_BURST);
    expect(statuses.slice(0, CONTACT_BURST)).toEqual(Array(CONTACT_BURST).fill(400));
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(CONTACT_BURST + fellBack);
    expect(statuses.some((status) => status >= 500)).toBe(false);
    // Both instances answered some of them: the limit held across the two, not within one.
    const after = await originRequests(metricsUrls);
    expect(after.map((count, i) => count - before[i]!).every((served) => served >= CONTACT_BURST - 1)).toBe(true);
  });

  it('the address check stays within one burst across both instances', async () => {
    // Service qualification: 5/s, burst 10 per address (server/api/api-deps.ts), counted before the
    // input is checked, so a bad query costs a point without an upstream call.
    const metricsUrls = fleet.instances.map((site) => site.metricsUrl);
    const fallbacks = await storeFallbacksFrom(metricsUrls);
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => (await fetch(`${front()}${apiPath('serviceQualification', undefined, { nbn: `bad-${i}` })}`)).status),
    );
    const allowed = statuses.filter((status) => status !== 429);
    expect(allowed.every((status) => status === 400)).toBe(true);
    // Two instances counting apart would allow twice as many (10 each within the first second). A call
    // Redis did not answer in time is counted in memory instead, and may get through.
    const fellBack = await fallbacks();
    expect(allowed.length).toBeLessThanOrEqual(mostQualificationsIn(secondsSince(started)) + fellBack);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });

  it('Redis stopped: requests are still answered and every limit still holds, counted in memory on each instance, and in the metric', async () => {
    await signalFleetProcess(fleet.redisPid, 'SIGTERM');
    const metricsUrls = fleet.instances.map((site) => site.metricsUrl);
    const fallbacks = await storeFallbacksFrom(metricsUrls);
    // Service qualification: a burst of 10 per address, now in each instance's memory: at most 2 x 10
    // within the first second. Sent from an address of this test's own: the tests before it may have
    // started 127.0.0.1's windows in an instance's memory (a late Redis answer is counted there), and
    // a window already running can refill inside the burst.
    const started = Date.now();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => statusFrom(OWN_CLIENT, 'GET', `${front()}${apiPath('serviceQualification', undefined, { nbn: `after-${i}` })}`)),
    );
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    const most = 2 * mostQualificationsIn(secondsSince(started)) + 2;
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(most);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40 - most);
    // Contact messages: five per address, in each instance's memory: at most 2 x 5 of 20.
    const posts = [];
    for (let i = 0; i < 20; i++) {
      posts.push(await statusFrom(OWN_CLIENT, 'POST', `${front()}${API_ROUTES.contact}`, { 'content-type': 'application/json', accept: 'application/json' }, '{}'));
    }
    expect(posts.filter((status) => status !== 429).length).toBeLessThanOrEqual(2 * CONTACT_BURST);
    expect(posts.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20 - 2 * CONTACT_BURST);
    const page = await fetch(`${front()}/?redis=stopped`);
    expect(page.status).toBe(200);
    expect(await fallbacks()).toBeGreaterThanOrEqual(60);
  });

  it('one instance killed during a steady load: zero failed requests', async () => {
    const paths = ['/', '/broadband/nbn', apiPath('nav')];
    const results: Array<Promise<{ path: string; status: number | string }>> = [];
    const get = async (path: string) => {
      try {
        const response = await fetch(`${front()}${path}`, { signal: AbortSignal.timeout(20_000) });
        await response.arrayBuffer();
        return { path, status: response.status };
      } catch (error) {
        return { path, status: String(error) };
      }
    };
    // 20 requests a second for 5 s, a third of them with a query Varnish has not seen (a parameter
    // no page reads: Varnish's key drops it, so they are its hits once the page is held); the first
    // instance is killed (SIGKILL, no drain) after 1.5 s.
    const kill = new Promise<void>((resolve) => setTimeout(() => void signalFleetProcess(fleet.instances[0]!.pid, 'SIGKILL').then(resolve), 1500));
    for (let i = 0; i < 100; i++) {
      const path = i % 3 === 2 ? `/broadband/nbn?load=${i}` : paths[i % 3]!;
      results.push(get(path));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await kill;
    const answers = await Promise.all(results);
    expect(isRunning(fleet.instances[0]!.pid)).toBe(false);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  }, 60_000);
});
