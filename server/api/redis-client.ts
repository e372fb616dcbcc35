// The fleet's Redis connections: a help, never a dependency, so commands fail at once and a lost connection is retried every 2 s at most.
import { createRequire } from 'node:module';
import type * as Ioredis from 'ioredis';

/** ioredis, required with the first client (none without REDIS_URL), so the modules making clients stay synchronous. */
const loadIoredis = (): typeof Ioredis => createRequire(import.meta.url)('ioredis') as typeof Ioredis;

/** A client of REDIS_URL; its errors go to `onError` (by default nowhere: callers count failures where commands meet them). */
export function redisClient(url: string, options: Ioredis.RedisOptions, onError: (err: unknown) => void = () => {}): Ioredis.Redis {
  const client = new (loadIoredis().Redis)(url, { maxRetriesPerRequest: 0, connectTimeout: 2000, retryStrategy: (attempt) => Math.min(attempt * 200, 2000), ...options });
  client.on('error', onError);
  return client;
}
