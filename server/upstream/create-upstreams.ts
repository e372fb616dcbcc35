// Node entry of the upstream layer: the upstreams over keep-alive undici pools (docs/architecture.md#request-paths).
import type { ServerConfig } from '../config/env';
import type { UpstreamMetrics } from './upstream-metrics';
import { createUndiciTransport } from './undici-transport';
import { createUpstreamsWith, UPSTREAM_NAMES, type UpstreamName, type Upstreams, type UpstreamsConfig } from './upstreams';

export function createUpstreams(config: UpstreamsConfig, metrics: UpstreamMetrics): Upstreams {
  return createUpstreamsWith(createUndiciTransport({ onConnect: metrics.countConnection }), config, metrics);
}

/** The deadlines and the breakers' cool-down the environment sets (UPSTREAM_TIMEOUT_MS, SQ_TIMEOUT_MS, BREAKER_COOLDOWN_MS). */
export function upstreamTimings(config: ServerConfig): Pick<UpstreamsConfig, 'timeouts' | 'breaker'> {
  const timeouts: Partial<Record<UpstreamName, number>> = {};
  for (const name of UPSTREAM_NAMES) {
    const timeoutMs = name === 'sq' ? config.SQ_TIMEOUT_MS : config.UPSTREAM_TIMEOUT_MS;
    if (timeoutMs !== undefined) timeouts[name] = timeoutMs;
  }
  return { timeouts, ...(config.BREAKER_COOLDOWN_MS === undefined ? {} : { breaker: { cooldownMs: config.BREAKER_COOLDOWN_MS } }) };
}
