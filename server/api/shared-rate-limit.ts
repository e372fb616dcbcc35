// Rate limits shared by every instance (REDIS_URL): N instances' own buckets would give a client N times
// its limit. Redis is a help, never a dependency: when it cannot answer, each instance counts in its own
// memory (the insurance limiter), counted in `rate_limit_store_failures_total` and warned of once a
// minute; never a 500 (docs/operations.md#client-addresses-and-rate-limits).
import type { Logger } from 'pino';
import { Counter, type Registry } from 'prom-client';
import { RateLimiterMemory, RateLimiterRedis, type IRateLimiterOptions, type RateLimiterRes } from 'rate-limiter-flexible';
import { burstyLimiter, keyLimiterOf, type LimiterFactory } from './rate-limit';
import { redisClient } from './redis-client';

/** A Redis command slower than this is a failure (the call is counted in memory instead). */
const COMMAND_TIMEOUT_MS = 250;
const WARN_EVERY_MS = 60_000;

/** Counts a call the store could not take and warns now and then (not per request). */
export function storeFailureReporter(options: {
  logger: Pick<Logger, 'warn'>;
  registry: Registry;
  clock?: () => number;
}): (err: unknown) => void {
  const clock = options.clock ?? Date.now;
  const failures = new Counter({
    name: 'rate_limit_store_failures_total',
    help: 'Rate-limit windows (steady, then burst once the steady one is spent) counted in this process\'s memory because the shared limit store (Redis) did not answer.',
    registers: [options.registry],
  });
  let lastWarning = -Infinity;
  let sinceWarning = 0;
  return (err) => {
    failures.inc();
    sinceWarning += 1;
    const now = clock();
    if (now - lastWarning < WARN_EVERY_MS) return;
    options.logger.warn(
      { err: err instanceof Error ? err.message : String(err), failedCalls: sinceWarning },
      'rate limit store unreachable: limits are counted in this process\'s memory until it answers',
    );
    lastWarning = now;
    sinceWarning = 0;
  };
}

/** The insurance limiter: the same windows in memory whenever the store fails, each call reported. */
export class FallbackMemoryLimiter extends RateLimiterMemory {
  constructor(
    options: IRateLimiterOptions,
    private readonly onUse: () => void,
  ) {
    super(options);
  }

  override consume(key: string | number, pointsToConsume?: number, options?: Record<string, unknown>): Promise<RateLimiterRes> {
    this.onUse();
    return super.consume(key, pointsToConsume, options);
  }
}

/** Buckets in Redis at `url`, shared by every instance that names the same Redis. */
export function createSharedLimits(options: { url: string; logger: Pick<Logger, 'warn'>; registry: Registry }) {
  const onStoreFailure = storeFailureReporter(options);
  // The insurance limiter is not told why the store failed: the connection's last error says it.
  let lastError: unknown = new Error('Redis is not connected');
  // Commands fail at once while disconnected (fail open) instead of queueing behind a reconnect.
  const client = redisClient(options.url, { enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS }, (err) => (lastError = err));
  client.on('ready', () => (lastError = new Error('Redis did not answer in time')));
  const onFallback = () => onStoreFailure(lastError);
  return {
    newLimiter: ((name, limit) => {
      const limiter = burstyLimiter(limit, (window, part) => {
        const options = { keyPrefix: `rate-limit:${name}:${part}`, ...window };
        // Each window Redis did not answer is counted: once the steady one is spent a call asks both.
        const insuranceLimiter = new FallbackMemoryLimiter(options, onFallback);
        return new RateLimiterRedis({ storeClient: client, rejectIfRedisNotReady: true, insuranceLimiter, ...options });
      });
      return keyLimiterOf(limiter, onStoreFailure);
    }) satisfies LimiterFactory,
    async close(): Promise<void> {
      client.disconnect();
    },
  };
}
