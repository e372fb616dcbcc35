// Agent-token revocations through a real Redis (Debian's redis-server, as the fleet runs it): an
// entry an operator adds to the set `agent-tokens:revoked` is honoured by every instance within the
// refresh, removing it lifts it, and a Redis that goes away keeps the entries last read in force.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { SignJWT } from 'jose';
import pino from 'pino';
import { Registry } from 'prom-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_REVOCATIONS_REDIS_KEY, createAgentRevocations } from '../../server/api/agent/agent-revocations';
import type { Runtime } from '../../server/compose';
import { startRedisServer, type TestRedis } from '../support/redis-server';
import { startTestRuntime } from '../support/test-runtime';

const quiet = pino({ level: 'silent' });
const AGENT_TOKEN_SECRET = randomBytes(32).toString('base64url');

const token = (claims: { jti?: string; agentCode?: string; issuedAt?: number }) => ({
  agentCode: claims.agentCode ?? 'A123',
  issuedAt: claims.issuedAt ?? 1_750_000_000,
  ...(claims.jti ? { tokenId: claims.jti } : {}),
});

describe('agent-token revocations in Redis', () => {
  let redis: TestRedis;
  let operator: Redis;
  const instances: ReturnType<typeof createAgentRevocations>[] = [];
  const registries = [new Registry(), new Registry()];
  let runtime: Runtime;

  beforeAll(async () => {
    redis = await startRedisServer();
    operator = new Redis(redis.url);
    operator.on('error', () => {}); // Redis is killed in the last test
    for (const registry of registries)
      instances.push(createAgentRevocations({ configured: ['jti:from-config'], redisUrl: redis.url, refreshMs: 100, logger: quiet, registry }));
    // The shortest AGENT_TOKEN_REVOKED_REFRESH_MS: the site reads the set ten times a second.
    runtime = await startTestRuntime({ AGENT_TOKEN_SECRET, REDIS_URL: redis.url, AGENT_TOKEN_REVOKED_REFRESH_MS: '100' });
  }, 60_000);
  afterAll(async () => {
    operator?.disconnect();
    for (const instance of instances) await instance.close();
    await runtime?.close();
    await redis?.kill();
  });

  it('SADD reaches every instance on its next reads; SREM lifts it; configured entries stay', async () => {
    expect(instances.map((one) => one.isRevoked(token({ jti: 'leaked-1' })))).toEqual([false, false]);
    await operator.sadd(AGENT_REVOCATIONS_REDIS_KEY, 'jti:leaked-1', 'agent:B7');
    await expect.poll(() => instances.map((one) => one.isRevoked(token({ jti: 'leaked-1' })))).toEqual([true, true]);
    expect(instances.every((one) => one.isRevoked(token({ agentCode: 'B7' })))).toBe(true);
    expect(instances.every((one) => one.isRevoked(token({ jti: 'from-config' })))).toBe(true);
    expect(await registries[0]!.metrics()).toMatch(/agent_token_revocations\{source="redis"\} 2/);

    await operator.srem(AGENT_REVOCATIONS_REDIS_KEY, 'jti:leaked-1');
    await expect.poll(() => instances.map((one) => one.isRevoked(token({ jti: 'leaked-1' })))).toEqual([false, false]);
    expect(instances.every((one) => one.isRevoked(token({ agentCode: 'B7' })))).toBe(true);
  });

  it('the composed site with REDIS_URL refuses a token revoked in Redis, one it had accepted before', async () => {
    const sign = (jti: string) =>
      new SignJWT({ name: 'Jane Citizen', agent_code: 'A123', jti })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(AGENT_TOKEN_SECRET));
    const agentToken = await sign('session-7');
    const session = () => request(runtime.app).post('/api/agent/session').send({ token: agentToken });
    await session().expect(200);
    await operator.sadd(AGENT_REVOCATIONS_REDIS_KEY, 'jti:session-7');
    // Read again every AGENT_TOKEN_REVOKED_REFRESH_MS.
    await expect.poll(async () => (await session()).status, { timeout: 10_000, interval: 50 }).toBe(401);
    await request(runtime.app).post('/api/agent/session').send({ token: await sign('session-8') }).expect(200);
  });

  it('Redis gone: the entries last read stay in force, and the failed reads are counted', async () => {
    await redis.kill();
    await instances[0]!.refresh();
    await instances[0]!.refresh();
    expect(instances[0]!.isRevoked(token({ agentCode: 'B7' }))).toBe(true);
    expect(instances[0]!.isRevoked(token({ agentCode: 'C1' }))).toBe(false);
    const failures = await registries[0]!.getSingleMetric('agent_token_revocation_refresh_failures_total')!.get();
    expect(failures.values[0]!.value).toBeGreaterThan(0);
  });
});
