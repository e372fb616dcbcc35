// The agent token key set (AGENT_JWKS_URL), fetched as an upstream through jose's customFetch hook.
import { createRemoteJWKSet, customFetch, type FetchImplementation } from 'jose';
import { z } from 'zod';
import type { HttpTransport } from './http-transport';
import { createUpstreamClient } from './upstream-client';
import type { UpstreamMetrics } from './upstream-metrics';

/** The name the key set's calls carry in the upstream metrics and errors. */
export const AGENT_KEY_SET_UPSTREAM = 'agentKeys';

/** A JSON Web Key Set: jose checks each key itself; the answer only has to be a set of objects. */
const keySetSchema = z.looseObject({ keys: z.array(z.looseObject({})) });

/** The client's timeout: a hung key set host counts as a failure in the breaker. */
const KEY_SET_TIMEOUT_MS = 5000;
/** No refetch storm on unknown kids; jose's abort after the client's timeout, so a slow host is a breaker failure. */
const KEY_SET_CACHE = { timeoutDuration: KEY_SET_TIMEOUT_MS + 1000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 };

export interface AgentKeySetOptions {
  jwksUrl: string;
  transport: HttpTransport;
  metrics: UpstreamMetrics;
}

export function createAgentKeySet(options: AgentKeySetOptions) {
  const { metrics } = options;
  const client = createUpstreamClient({
    name: AGENT_KEY_SET_UPSTREAM,
    baseUrl: options.jwksUrl,
    transport: options.transport,
    timeoutMs: KEY_SET_TIMEOUT_MS,
    metrics,
  });
  // jose asks for the key set URL it was given; the client already holds it as its base URL.
  const fetchKeySet: FetchImplementation = async (_url, init) => {
    const keySet = await client.getJson('', undefined, keySetSchema, { signal: init.signal });
    return new Response(JSON.stringify(keySet), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return {
    /** The key lookup jose's jwtVerify takes. */
    getKey: createRemoteJWKSet(new URL(options.jwksUrl), { ...KEY_SET_CACHE, [customFetch]: fetchKeySet }),
    /** Releases the transport's connections (graceful shutdown). */
    close: async (): Promise<void> => {
      await options.transport.close?.();
    },
  };
}
