// The built site under drill, its provider in this process: a drill turns its knobs, stops it and starts it again.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startProvider, type RunningProvider } from '../../provider/start';
import { productionEnv, startBuiltServer, warmAddressSearch } from '../../harness/built-server';
import { cleaningUpOnFailure } from '../../harness/listening-child';

const COLLECT_BEFORE_SCRAPE = pathToFileURL(path.join(import.meta.dirname, 'collect-before-scrape.mjs')).href;

export type DrillMode = 'short' | 'full' | 'soak';

/** Production deadlines (5 s, SQ 20 s) and cool-down (10 s): `npm run drills` and the soak. */
const PRODUCTION_CLOCKS = {
  cacheTtlMs: 2000,
  /** Address and content latency in the slow phase. */
  slowLatencyMs: 6000,
  warmUpSeconds: 20,
  baselineSeconds: 20,
  faultSeconds: 20,
  slowSeconds: 30,
  recoverySeconds: 30,
  finalSeconds: 20,
  /** How often liveness and /metrics are sampled. */
  sampleEveryMs: 1000,
};

/** A drill's clocks (docs/operations.md#fault-drills); unset: the production defaults, and SQ at its baseline latency. */
export type DrillTimings = typeof PRODUCTION_CLOCKS & { upstreamTimeoutMs?: number; breakerCooldownMs?: number; slowSqLatencyMs?: number };

export const DRILL_TIMINGS: Record<DrillMode, DrillTimings> = {
  full: { ...PRODUCTION_CLOCKS, slowSqLatencyMs: 21_000 },
  soak: { ...PRODUCTION_CLOCKS, slowSqLatencyMs: 21_000 },
  // The same phases and verdicts on short clocks (tests/e2e/drills.test.ts in npm test): two seconds
  // of a phase is 20-40 proxy answers of each kind and a few uncached pages, enough for every verdict.
  short: {
    cacheTtlMs: 1000,
    upstreamTimeoutMs: 500,
    breakerCooldownMs: 1000,
    slowLatencyMs: 1000,
    warmUpSeconds: 1,
    baselineSeconds: 2,
    faultSeconds: 2,
    slowSeconds: 2,
    recoverySeconds: 15,
    finalSeconds: 2,
    sampleEveryMs: 400,
  },
};

/** SHUTDOWN_DRAIN_MS of the drilled site (the production default, named for the SIGTERM drill). */
export const DRILL_DRAIN_MS = 1000;

/** The production build with the drill's clocks, one trusted hop, a collection before each /metrics scrape. */
export async function startDrillSite(timings: DrillTimings) {
  const server = await startBuiltServer(
    {
      ...productionEnv(),
      TRUST_PROXY: '1',
      CONTENT_CACHE_TTL_MS: String(timings.cacheTtlMs),
      PAGE_CACHE_TTL_MS: String(timings.cacheTtlMs),
      ADDRESS_CACHE_TTL_MS: String(timings.cacheTtlMs),
      ...(timings.upstreamTimeoutMs && { UPSTREAM_TIMEOUT_MS: String(timings.upstreamTimeoutMs) }),
      ...(timings.breakerCooldownMs && { BREAKER_COOLDOWN_MS: String(timings.breakerCooldownMs) }),
      SHUTDOWN_DRAIN_MS: String(DRILL_DRAIN_MS),
    },
    ['--expose-gc', '--import', COLLECT_BEFORE_SCRAPE],
  );
  // The drills judge the first phase's searches: the address index is built before it, not in it.
  await cleaningUpOnFailure(warmAddressSearch(server.url, 'Lyrebird Rise'), server.stop);
  const port = Number(new URL(server.provider.url).port);
  let current: RunningProvider = server.provider;
  const extra: RunningProvider[] = [];
  return {
    url: server.url,
    metricsUrl: server.metricsUrl,
    server,
    timings,
    /** The provider in service now (a new one after restartUpstream). */
    provider: () => current,
    /** Closes the provider: every upstream call is refused. */
    stopUpstream: () => current.close(),
    /** Starts a fresh provider on the same port. */
    async restartUpstream() {
      current = await startProvider({ host: '127.0.0.1', port });
      extra.push(current);
    },
    /** SIGTERM to the server; resolves with its exit code. Closes the providers too. */
    async stop() {
      const code = await server.stop();
      await Promise.all(extra.map((provider) => provider.close()));
      return code;
    },
  };
}

export type DrillSite = Awaited<ReturnType<typeof startDrillSite>>;
