// The built site under drill: dist/server/index.js (NODE_ENV=production) started by
// harness/built-server.ts with its own provider in this process, so a drill can turn the provider's knobs, stop it (connection
// refused) and start it again on the same port.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startProvider, type RunningProvider } from '../../provider/start';
import { productionEnv, startBuiltServer, type BuiltServer } from '../../harness/built-server';

/** The harness's preload that collects garbage as each scrape arrives . */
const COLLECT_BEFORE_SCRAPE = pathToFileURL(path.join(import.meta.dirname, 'collect-before-scrape.mjs')).href;

export interface DrillSite {
  url: string;
  /** The metrics port's scrape. */
  metricsUrl: string;
  server: BuiltServer;
  /** The provider in service now (a new one after restartUpstream). */
  provider(): RunningProvider;
  /** Closes the provider: every upstream call is refused. */
  stopUpstream(): Promise<void>;
  /** Starts a fresh provider on the same port. */
  restartUpstream(): Promise<void>;
  /** SIGTERM to the server; resolves with its exit code. Closes the providers too. */
  stop(): Promise<number | null>;
}

/** Cache lifetimes of the drilled site: shorter than every fault phase, so faults reach pages and content. */
export const DRILL_CACHE_TTL_MS = 2000;

/** SHUTDOWN_DRAIN_MS of the drilled site (the production default, named for the SIGTERM drill). */
export const DRILL_DRAIN_MS = 1000;

/**
 * The settings of the drilled site: the production build with short caches; the
 * load names its visitors in X-Forwarded-For behind one trusted hop (the per-client limits stay on,
 * harness/scenario-file.ts); a collection before each /metrics scrape, so the memory verdict reads
 * live heap (collect-before-scrape.mjs, loaded by the harness, not a switch of the server).
 */
export function drillSiteEnv(): Record<string, string> {
  return {
    ...productionEnv(),
    TRUST_PROXY: '1',
    CONTENT_CACHE_TTL_MS: String(DRILL_CACHE_TTL_MS),
    PAGE_CACHE_TTL_MS: String(DRILL_CACHE_TTL_MS),
    ADDRESS_CACHE_TTL_MS: String(DRILL_CACHE_TTL_MS),
    SHUTDOWN_DRAIN_MS: String(DRILL_DRAIN_MS),
  };
}

export async function startDrillSite(env: Record<string, string> = {}): Promise<DrillSite> {
  const server = await startBuiltServer({ ...drillSiteEnv(), ...env }, ['--expose-gc', '--import', COLLECT_BEFORE_SCRAPE]);
  const port = Number(new URL(server.provider.url).port);
  let current: RunningProvider = server.provider;
  const extra: RunningProvider[] = [];
  return {
    url: server.url,
    metricsUrl: server.metricsUrl,
    server,
    provider: () => current,
    stopUpstream: () => current.close(),
    async restartUpstream() {
      current = await startProvider({ host: '127.0.0.1', port });
      extra.push(current);
    },
    async stop() {
      const code = await server.stop();
      await Promise.all(extra.map((provider) => provider.close()));
      return code;
    },
  };
}
