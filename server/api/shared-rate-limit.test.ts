import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../harness/processes';
import { fleetTools } from '../../harness/start-fleet';
import { createSharedLimits, storeFailureReporter } from './shared-rate-limit';

function reporter(clock: () => number) {
  const registry = new Registry();
  const warn = vi.fn();
  const report = storeFailureReporter({ logger: { warn } as unknown as Logger, registry, clock });
  const failures = async () => (await registry.getSingleMetric('rate_limit_store_failures_total')!.get()).values[0]?.value ?? 0;
  return { report, warn, failures };
}

describe('shared rate limits (limits across instances)', () => {
  it('warns once a minute at most, with the failures since the last warning, never per request', () => {
    let now = 0;
    const { report, warn } = reporter(() => now);
    for (let i = 0; i < 50; i++) report(new Error('ECONNREFUSED'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ err: 'ECONNREFUSED', failedCalls: 1 });
    now = 59_999;
    report(new Error('ECONNREFUSED'));
    expect(warn).toHaveBeenCalledTimes(1);
    now = 60_000;
    report(new Error('ECONNREFUSED'));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]![0]).toMatchObject({ failedCalls: 51 });
  });
});

describe('shared rate limits on a real Redis that stops', () => {
  let limits: ReturnType<typeof createSharedLimits> | undefined;
  let stopRedis: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await limits?.close();
    await stopRedis?.();
    limits = undefined;
    stopRedis = undefined;
  });

  async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
    const port = await freePort();
    const child = spawn(fleetTools().redisServer, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 10_000;
    while (!/Ready to accept connections/i.test(output)) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    };
    stopRedis = stop;
    return { url: `redis://127.0.0.1:${port}`, stop };
  }

  async function takeMany(limiter: { take(key: string): number | Promise<number> }, key: string, count: number): Promise<number[]> {
    const waits = [];
    for (let i = 0; i < count; i++) waits.push(await limiter.take(key));
    return waits;
  }

  it('counts in Redis while it answers, then in memory once it is stopped: the limit still holds, counted and warned', async () => {
    const redis = await startRedis();
    const registry = new Registry();
    const warn = vi.fn();
    limits = createSharedLimits({ url: redis.url, logger: { warn } as unknown as Logger, registry });
    const limiter = limits.newLimiter('test:visitor', { perSecond: 1 / 60, burst: 5 });
    const failures = async () => (await registry.getSingleMetric('rate_limit_store_failures_total')!.get()).values[0]?.value ?? 0;
    // Until the connection is up, calls are counted in memory: wait for one that Redis takes.
    for (let i = 0; ; i++) {
      const before = await failures();
      await limiter.take(`probe-${i}`);
      if ((await failures()) === before) break;
      expect(i).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // A call Redis answers later than its 250 ms deadline (this worker stalled on a loaded machine) is
    // counted in memory, by design: judge a round, from a client of its own, that Redis took whole.
    let inRedis: number[] = [];
    for (let round = 0; ; round++) {
      const before = await failures();
      inRedis = await takeMany(limiter, `198.51.100.${10 + round}`, 7);
      if ((await failures()) === before) break;
      expect(round).toBeLessThan(5);
    }
    expect(inRedis.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(inRedis.slice(5).every((wait) => wait > 0)).toBe(true);

    await redis.stop();
    const countedBefore = await failures();
    const inMemory = await takeMany(limiter, '198.51.100.2', 7);
    expect(inMemory.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(inMemory.slice(5).every((wait) => wait > 0)).toBe(true);
    // Each window asked in memory counts: the steady one on every call, the burst one on each call
    // after the first (the steady window's one point is spent by then).
    expect(await failures()).toBe(countedBefore + 7 + 6);
    expect(warn).toHaveBeenCalled();
    expect(warn.mock.calls.at(-1)![1]).toBe("rate limit store unreachable: limits are counted in this process's memory until it answers");
  });

  it('holds the limits in memory when Redis was never there', async () => {
    const port = await freePort();
    const registry = new Registry();
    limits = createSharedLimits({ url: `redis://127.0.0.1:${port}`, logger: { warn: vi.fn() } as unknown as Logger, registry });
    const limiter = limits.newLimiter('contact:visitor', { perSecond: 1 / 60, burst: 5 });
    const waits = await takeMany(limiter, '198.51.100.3', 10);
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect((await registry.getSingleMetric('rate_limit_store_failures_total')!.get()).values[0]?.value).toBe(10 + 9);
  });
});
