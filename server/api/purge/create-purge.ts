// Wires the purge: this instance's caches, the route, and with REDIS_URL the fan-out to
// every other instance (purge-fanout.ts), whose messages are checked against the same known keys.
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { ReportError } from '../../error-reporting';
import type { PageCache } from '../../page-cache/page-cache';
import type { Upstreams } from '../../upstream/upstreams';
import { createPurgeFanout } from './purge-fanout';
import { purgeKeysSchema } from './purge-keys';
import { createLocalPurge, createPurgeRoute } from './purge-route';

export function createSitePurge(options: {
  purgeToken: string;
  pagePaths: readonly string[];
  pageCache: PageCache | undefined;
  upstreams: Upstreams;
  redisUrl: string | undefined;
  logger: Pick<Logger, 'warn' | 'error'>;
  registry: Registry;
  reportError: ReportError;
}) {
  const purgeLocal = createLocalPurge(options);
  const keysSchema = purgeKeysSchema(options.pagePaths);
  const fanout = options.redisUrl
    ? createPurgeFanout({
        url: options.redisUrl,
        logger: options.logger,
        registry: options.registry,
        onRemotePurge(keys) {
          const plan = keysSchema.safeParse(keys.join(' '));
          if (!plan.success) throw new Error(`unknown keys from another instance: ${plan.error.message}`);
          purgeLocal(plan.data);
        },
      })
    : undefined;
  return {
    route: createPurgeRoute({ purgeToken: options.purgeToken, pagePaths: options.pagePaths, purgeLocal, reportError: options.reportError, ...(fanout ? { fanout } : {}) }),
    close: async () => fanout?.close(),
  };
}
