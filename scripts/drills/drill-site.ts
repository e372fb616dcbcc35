// The built site under drill: dist/server/index.js started by tests/support/built-server.ts with
// its own provider in this process, so a drill can turn the provider's knobs, stop it (connection
// refused) and start it again on the same port.
import { startProvider, type RunningProvider } from '../../provider/start';
import { startBuiltServer, type BuiltServer } from '../../tests/support/built-server';

export interface DrillSite {
  url: string;
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

export async function startDrillSite(env: Record<string, string> = {}): Promise<DrillSite> {
  // One load generator is one client address: the per-client limits would answer 429 (compose.ts).
  // The server collects garbage before each /metrics scrape, so the memory verdict reads live heap
  // (server/observability/metrics.ts, test-only).
  const server = await startBuiltServer({ RATE_LIMITS: 'off', METRICS_COLLECT_GARBAGE: '1', ...env }, ['--expose-gc']);
  const port = Number(new URL(server.provider.url).port);
  let current: RunningProvider = server.provider;
  const extra: RunningProvider[] = [];
  return {
    url: server.url,
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
