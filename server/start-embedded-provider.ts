// docs/architecture.md#the-embedded-provider: whenever an upstream URL is unset, the embedded provider starts in process on an
// ephemeral loopback port and the server talks to it over HTTP, so the proxy code always runs.
// This is the one place server/ may import provider/ (STYLE.md), and only by a dynamic import: the
// provider, its address book and its data packages stay out of a production server's module graph
// and memory when every upstream URL is set (tests/e2e/server-import-graph.test.ts checks the build).
import type { Logger } from 'pino';
import type { ServerConfig } from './config/env';
import { UPSTREAM_KEYS, type UpstreamKey } from './config/upstream-keys';

export interface EmbeddedUpstreams {
  config: ServerConfig & Record<UpstreamKey, string>;
  close(): Promise<void>;
}

/** Where `key` points on a provider at `providerUrl`: the order stand-in at /order, every other service at its root. */
export const embeddedUpstreamUrl = (key: UpstreamKey, providerUrl: string): string => (key === 'ORDER_SITE_URL' ? `${providerUrl}/order` : providerUrl);

export async function withEmbeddedProvider(config: ServerConfig, logger: Logger): Promise<EmbeddedUpstreams> {
  const missing = UPSTREAM_KEYS.filter((key) => !config[key]);
  if (missing.length === 0) {
    return { config: config as EmbeddedUpstreams['config'], close: async () => {} };
  }
  // The order stand-in checks the hand-off's agent attribution with the site's own ORDER_AES_SECRET,
  // and its order_sig with the site's ORDER_SIGNING_SECRET (and the previous one, during a rotation).
  const { startProvider } = await import('../provider/start');
  const provider = await startProvider({
    host: '127.0.0.1',
    port: 0,
    orderAesSecret: config.ORDER_AES_SECRET,
    orderSigningSecret: config.ORDER_SIGNING_SECRET,
    orderSigningSecretPrevious: config.ORDER_SIGNING_SECRET_PREVIOUS,
  });
  const filled = { ...config } as EmbeddedUpstreams['config'];
  for (const key of missing) filled[key] = embeddedUpstreamUrl(key, provider.url);
  // It must never be mistaken for production (docs/architecture.md#the-embedded-provider): say so loudly.
  logger.warn({ embedded: missing, providerUrl: provider.url }, `embedded provider serving: ${missing.join(', ')}`);
  return { config: filled, close: () => provider.close() };
}
