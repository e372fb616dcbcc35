// Node entry of the upstream layer: the upstreams over keep-alive undici pools (docs/architecture.md#request-paths).
import type { UpstreamMetrics } from './upstream-metrics';
import { createUndiciTransport } from './undici-transport';
import type { Upstreams, UpstreamsConfig } from './upstreams';
import { createUpstreamsWith } from './upstreams';

export function createUpstreams(config: UpstreamsConfig, metrics: UpstreamMetrics): Upstreams {
  return createUpstreamsWith(createUndiciTransport({ onConnect: metrics.countConnection }), config, metrics);
}

/** Closes the pools (graceful shutdown, docs/architecture.md#reliability-and-security); in-flight calls finish first. */
export function closeUpstreams(upstreams: Upstreams): Promise<void> {
  return upstreams.close();
}
