// The purge fan-out on a real Redis (Debian's redis-server, as the fleet runs it): a purge
// published by one instance is cleared by every other before `publish` resolves, an instance that
// never confirms holds the purge back (a 503 upstream of Varnish, no ban), a Redis that is gone
// is a counted failure, not a hang, and an instance back on Redis clears what it may have missed.
import { Redis } from 'ioredis';
import pino from 'pino';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPurgeFanout, PURGE_CHANNEL, type PurgeFanout } from '../../server/api/purge/purge-fanout';
import { startRedisServer, type TestRedis } from '../support/redis-server';

const quiet = pino({ level: 'silent' });
/** Long enough that a loaded machine's instances confirm in time; a Redis that is gone must fail well before it. */
const ACK_TIMEOUT_MS = 5000;

const failuresIn = async (registry: Registry) => (await registry.getSingleMetric('purge_fanout_failures_total')!.get()).values[0]?.value ?? 0;

describe('purge fan-out through Redis', () => {
  let redis: TestRedis;
  const fanouts: PurgeFanout[] = [];
  const cleared: string[][][] = [[], []];
  const registries = [new Registry(), new Registry()];

  beforeAll(async () => {
    redis = await startRedisServer();
    for (const index of [0, 1]) {
      fanouts.push(
        createPurgeFanout({ url: redis.url, logger: quiet, registry: registries[index]!, ackTimeoutMs: ACK_TIMEOUT_MS, onRemotePurge: (keys) => cleared[index]!.push(keys) }),
      );
    }
  }, 30_000);
  afterAll(async () => {
    for (const fanout of fanouts) await fanout.close();
    await redis.kill();
  });

  it('every other instance has cleared when publish resolves; the publisher is not asked to clear again', async () => {
    // Both subscribed: a first purge may race the subscriptions, so wait until one reaches both.
    await expect.poll(async () => (await fanouts[0]!.publish(['site'])).instances, { timeout: 10_000 }).toBe(2);
    cleared[0]!.length = 0;
    cleared[1]!.length = 0;
    await expect(fanouts[0]!.publish(['page:/about-us', 'content:pages/about-us'])).resolves.toEqual({ instances: 2 });
    expect(cleared[1]).toEqual([['page:/about-us', 'content:pages/about-us']]);
    expect(cleared[0]).toEqual([]);
    await expect(fanouts[1]!.publish(['site'])).resolves.toEqual({ instances: 2 });
    expect(cleared[0]).toEqual([['site']]);
  });

  it('an instance that receives the purge but never confirms holds it back, counted', async () => {
    const silent = new Redis(redis.url);
    try {
      await silent.subscribe(PURGE_CHANNEL);
      const before = await failuresIn(registries[0]!);
      await expect(fanouts[0]!.publish(['site'])).rejects.toThrow(`2 of 3 instances confirmed within ${ACK_TIMEOUT_MS} ms`);
      expect(await failuresIn(registries[0]!)).toBe(before + 1);
    } finally {
      silent.disconnect();
    }
  });

  it('Redis gone: publish fails at once with a counted failure, it does not hang', async () => {
    await redis.kill();
    const before = await failuresIn(registries[0]!);
    const started = Date.now();
    await expect(fanouts[0]!.publish(['site'])).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(ACK_TIMEOUT_MS);
    expect(await failuresIn(registries[0]!)).toBe(before + 1);
  });

  it('Redis back: every instance clears everything (purges may have been missed meanwhile), and purges pass again', async () => {
    cleared[0]!.length = 0;
    cleared[1]!.length = 0;
    redis = await startRedisServer(redis.port);
    await expect.poll(() => cleared.map((calls) => calls.some((keys) => keys.join(' ') === 'site')), { timeout: 15_000 }).toEqual([true, true]);
    await expect.poll(async () => (await fanouts[0]!.publish(['page:/'])).instances, { timeout: 10_000 }).toBe(2);
  });
});
