// docs/architecture.md#the-embedded-provider: an unset upstream URL is served by the provider in process,
// over HTTP on a loopback port. The one place server/ may import provider/ (docs/architecture.md#import-rules), and only
// dynamically, so a production server never loads it (tests/e2e/server-import-graph.test.ts).
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
  // The order stand-in checks the hand-off with the site's own secrets.
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
