// Revocations that last (docs/operations.md#agent-tokens): a Redis restarted empty (no persistence,
// a new run id, the set gone) does not lift the revocations an instance read before. The instance
// keeps its last list until Redis holds the set again; an operator removing entries from the same
// Redis still lifts them. Tested with a real redis-server killed and started again on its port.
import { createServer, connect, type AddressInfo } from 'node:net';
import pino from 'pino';
import { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_REVOCATIONS_REDIS_KEY, createAgentRevocations } from '../../server/api/agent/agent-revocations';
import type { Runtime } from '../../server/compose';
import { newAgentTokenSecret, signAgentToken } from '../support/agent-token';
import { startRedisServer, type TestRedis } from '../support/redis-server';
import { startTestRuntime } from '../support/test-runtime';

const AGENT_TOKEN_SECRET = newAgentTokenSecret();
/** The composed site's AGENT_TOKEN_REVOKED_REFRESH_MS: the shortest it takes, so it reads Redis ten times a second. */
const SITE_REFRESH_MS = 100;
const token = (agentCode: string) => ({ agentCode, issuedAt: 1_750_000_000 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * A loopback relay to Redis that, once `hold(ms)` is called, holds each answer that long; counts answers
 * held. Answers leave in the order they came, whatever the hold when each came.
 */
async function lateAnswers(redisPort: number) {
  let held = 0;
  let holdMs = 0;
  let lastRelease = 0;
  const server = createServer((client) => {
    const upstream = connect(redisPort, '127.0.0.1');
    client.pipe(upstream);
    upstream.on('data', (chunk) => {
      held++;
      lastRelease = Math.max(Date.now() + holdMs, lastRelease);
      setTimeout(() => (held--, client.write(chunk)), lastRelease - Date.now());
    });
    for (const end of [client, upstream]) end.on('error', () => {}).on('close', () => (client.destroy(), upstream.destroy()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `redis://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, held: () => held, hold: (ms: number) => void (holdMs = ms), close: () => server.close() };
}
const refreshFailures = async (registry: Registry) =>
  (await registry.getSingleMetric('agent_token_revocation_refresh_failures_total')!.get()).values[0]?.value ?? 0;

describe('agent-token revocations across a Redis restart', () => {
  let redis: TestRedis;
  let operator: Redis;
  let instance: ReturnType<typeof createAgentRevocations>;
  const registry = new Registry();
  let runtime: Runtime;

  beforeAll(async () => {
    redis = await startRedisServer();
    operator = new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
    operator.on('error', () => {}); // Redis is killed and started again below
    instance = createAgentRevocations({ configured: [], redisUrl: redis.url, refreshMs: 100, logger: pino({ level: 'silent' }), registry });
    runtime = await startTestRuntime({ AGENT_TOKEN_SECRET, REDIS_URL: redis.url, AGENT_TOKEN_REVOKED_REFRESH_MS: String(SITE_REFRESH_MS) });
  }, 60_000);
  afterAll(async () => {
    operator?.disconnect();
    await instance?.close();
    await runtime?.close();
    await redis?.kill();
  });

  it('an operator removing an entry from the same Redis lifts it', async () => {
    await operator.sadd(AGENT_REVOCATIONS_REDIS_KEY, 'agent:Z9');
    await instance.refresh();
    expect(instance.isRevoked(token('Z9'))).toBe(true);
    await operator.srem(AGENT_REVOCATIONS_REDIS_KEY, 'agent:Z9'); // the last entry: the set is gone
    await instance.refresh();
    expect(instance.isRevoked(token('Z9'))).toBe(false);
  });

  it('a refresh asked for while a read is in flight reads again after it, so a write between the two counts', async () => {
    const relay = await lateAnswers(redis.port);
    /** One go; inconclusive when a read failed (a stalled machine past the client's 1 s command timeout) or the held read was let go before the refresh was asked for. */
    const attempt = async () => {
      const registry = new Registry();
      const late = createAgentRevocations({ configured: [], redisUrl: relay.url, refreshMs: 60_000, logger: pino({ level: 'silent' }), registry });
      try {
        await late.refresh(); // connected
        await expect.poll(relay.held).toBe(0); // an answer an earlier, stalled go left held is gone
        relay.hold(500);
        const inFlight = late.refresh();
        await expect.poll(relay.held, { interval: 5 }).toBeGreaterThan(0); // Redis has answered that read: it predates the write
        // Only that read is held: the next one gets its answers at once, well inside the client's 1 s command timeout.
        relay.hold(0);
        await operator.sadd(AGENT_REVOCATIONS_REDIS_KEY, 'agent:L1');
        const askedInFlight = relay.held() > 0;
        await late.refresh();
        const revoked = late.isRevoked(token('L1'));
        await inFlight;
        return { revoked, conclusive: askedInFlight && (await refreshFailures(registry)) === 0 };
      } finally {
        await operator.srem(AGENT_REVOCATIONS_REDIS_KEY, 'agent:L1');
        await late.close();
      }
    };
    try {
      // A loaded machine can stall a go; one that ran as meant decides, and its answer must be right.
      let outcome = await attempt();
      for (let go = 1; go < 5 && !outcome.conclusive; go++) outcome = await attempt();
      expect(outcome.conclusive, 'five goes in a row stalled past the command timeout').toBe(true);
      expect(outcome.revoked).toBe(true);
    } finally {
      relay.close();
    }
  });

  it('a revoked token stays revoked after Redis restarts empty, until the set is written again', async () => {
    const revoked = await signAgentToken(AGENT_TOKEN_SECRET, { agent_code: 'R1', jti: 'restart-1' });
    const session = () => request(runtime.app).post('/api/agent/session').send({ token: revoked });
    await session().expect(200);
    await operator.sadd(AGENT_REVOCATIONS_REDIS_KEY, 'agent:R1', 'agent:B7');
    await instance.refresh();
    expect(instance.isRevoked(token('R1'))).toBe(true);
    await expect.poll(async () => (await session()).status, { timeout: 10_000, interval: 50 }).toBe(401);

    // Redis crashes and comes back on the same port with nothing (no persistence).
    await redis.kill();
    redis = await startRedisServer(redis.port);
    await expect.poll(() => operator.exists(AGENT_REVOCATIONS_REDIS_KEY).catch(() => -1), { timeout: 10_000 }).toBe(0);
    // Reads that reach the new, empty Redis keep the list last read. A read that fails would keep it
    // too, so wait for the instance's client to be back: a refresh that counts no failure.
    await expect
      .poll(async () => {
        const before = await refreshFailures(registry);
        await instance.refresh();
        return (await refreshFailures(registry)) === before;
      }, { timeout: 10_000 })
      .toBe(true);
    for (let i = 0; i < 3; i++) await instance.refresh();
    expect(instance.isRevoked(token('R1'))).toBe(true);
    expect(instance.isRevoked(token('B7'))).toBe(true);
    // The composed site too: once its own reads reach the new Redis (five of its refresh intervals
    // without a failed read), the token stays refused.
    await expect
      .poll(async () => {
        const before = await refreshFailures(runtime.metrics.registry);
        await sleep(5 * SITE_REFRESH_MS);
        return (await refreshFailures(runtime.metrics.registry)) === before;
      }, { timeout: 10_000, interval: 0 })
      .toBe(true);
    await session().expect(401);

    // Once the operator writes the set again (restoring it, here with B7 only), it is what holds.
    await operator.sadd(AGENT_REVOCATIONS_REDIS_KEY, 'agent:B7');
    await instance.refresh();
    expect(instance.isRevoked(token('B7'))).toBe(true);
    expect(instance.isRevoked(token('R1'))).toBe(false);
  }, 60_000);
});
