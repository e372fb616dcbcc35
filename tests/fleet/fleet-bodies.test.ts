// Hostile request bodies against the fleet (Redis configured, so every limit is an async call
// before the body is read): at each instance directly and through Varnish, every POST route
// answers each one without a 5xx or a stall, and both instances and Varnish go on answering.
import { describe, expect, it } from 'vitest';
import { DRAIN_MAX_BYTES } from '../../server/api/node-request-body';
import { API_ROUTES } from '../../shared/routes/api-paths';
import { useSharedFleet } from '../support/fleet-run';
import { answersGet, HOSTILE_PLANS, POST_ROUTES, postBody, type BodyOutcome } from '../support/hostile-bodies';

/** Well inside Varnish's 30 s backend timeouts: an answer this slow is a stall. */
const STALL_MS = 12_000;

const fleet = useSharedFleet();

/**
 * The purge is sent its token (and no keys, so it purges nothing: 400). Without it every post would
 * be a wrong token, and past five a minute the instance refuses every purge for up to a minute
 * (server/api/purge/purge-route.ts), the other fleet files' purges included. Authorised, the post
 * also goes further into the route.
 */
const headersFor = (path: string): Record<string, string> => (path === API_ROUTES.purge ? { authorization: `Bearer ${fleet.purgeToken}` } : {});

/** deploy/varnish/site.vcl: bodies over 64 KB are refused at the front, which closes the connection. */
const VARNISH_BODY_CAP = 64 * 1024;

function expectRefusedOrCut(outcome: BodyOutcome, size: number, cutAbove: number, label: string): void {
  const cut = size > cutAbove && ['EPIPE', 'ECONNRESET'].includes(String(outcome.status));
  if (!cut) expect(outcome.status, `${label} ${String(outcome.status)}`).toSatisfy((status) => typeof status === 'number' && status >= 400 && status < 500);
  expect(outcome.ms, label).toBeLessThan(STALL_MS);
}

describe('hostile bodies with Redis, at the instances and through Varnish', () => {
  for (const { name, plan } of HOSTILE_PLANS) {
    it(`every POST route survives ${name}`, async () => {
      const origins = [...fleet.instances.map((site) => site.url), fleet.frontUrl];
      // The three origins at once (each instance and Varnish in front), each route in turn at each:
      // the slow body's pauses overlap instead of adding up.
      await Promise.all(
        origins.map(async (origin) => {
          for (const route of POST_ROUTES) {
            // Two in a row: the crash took the second one.
            for (let round = 0; round < 2; round++) {
              const outcome = await postBody(origin, route, plan, STALL_MS + 5_000, headersFor(route.path));
              const label = `${origin}${route.path} ${name}`;
              if (plan.abortAfter !== undefined) expect(outcome.status, label).toBe('aborted');
              else expectRefusedOrCut(outcome, plan.size, origin === fleet.frontUrl ? VARNISH_BODY_CAP : DRAIN_MAX_BYTES, label);
            }
          }
        }),
      );
      // Each instance is up and ready (a crashed one answers nothing).
      for (const site of fleet.instances) expect(await answersGet(`${site.url}/readyz`)).toBe(200);
      expect(await answersGet(`${fleet.frontUrl}/api/nav`)).toBe(200);
    }, 120_000);
  }
});
