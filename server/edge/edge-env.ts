// The edge's configuration from Worker bindings (docs/architecture.md#contracts): every upstream URL required.
import { DEFAULT_ADDRESS_TTL_MS, DEFAULT_AGENT_LIMIT_FACTOR, DEFAULT_CONTENT_TTL_MS } from '../config/defaults';
import { UPSTREAM_URL_KEYS, type UpstreamUrlKey } from '../config/upstream-keys';
import type { UpstreamsConfig } from '../upstream/upstreams';
import { absoluteUrl } from '../../shared/schemas/api-inputs';

/** The Worker's bindings (vars). Unknown bindings are ignored. */
export type EdgeEnv = Partial<Record<UpstreamUrlKey, unknown>>;

/** The upstreams' settings and the agents' limit factor: the bindings' URLs, the Node server's defaults for the rest. */
export type EdgeConfigResult = { ok: true; config: UpstreamsConfig; agentLimitFactor: number } | { ok: false; problems: string[] };

const httpUrl = (value: unknown): string | undefined => (absoluteUrl.safeParse(value).success ? (value as string) : undefined);

/** The upstream URLs from the bindings, or one problem per missing or malformed key. */
export function upstreamsConfigFromEnv(env: EdgeEnv): EdgeConfigResult {
  const urls: Partial<Record<UpstreamUrlKey, string>> = {};
  const problems: string[] = [];
  for (const key of UPSTREAM_URL_KEYS) {
    const value = env[key];
    const url = httpUrl(value);
    if (url) urls[key] = url;
    else problems.push(value === undefined || value === '' ? `${key} is required` : `${key} must be an http(s) URL`);
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      urls: urls as Record<UpstreamUrlKey, string>,
      cache: { contentTtlMs: DEFAULT_CONTENT_TTL_MS, addressTtlMs: DEFAULT_ADDRESS_TTL_MS },
    },
    agentLimitFactor: DEFAULT_AGENT_LIMIT_FACTOR,
  };
}
