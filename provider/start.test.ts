import { afterEach, describe, expect, it } from 'vitest';
import { startProvider } from './start';
import type { RunningProvider } from './start';

const running: RunningProvider[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((provider) => provider.close()));
});

async function start(options: Parameters<typeof startProvider>[0] = {}): Promise<RunningProvider> {
  const provider = await startProvider(options);
  running.push(provider);
  return provider;
}

describe('startProvider', () => {
  it('listens on an ephemeral loopback port, several instances side by side', async () => {
    const first = await start({ knobs: {} });
    const second = await start({ knobs: {} });
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(second.url).not.toBe(first.url);
    for (const provider of [first, second]) {
      const answer = await fetch(`${provider.url}/globals/configuration`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ data: { unconnected_services: { value: 'UNCONNECTED-H2-FY25' } } });
    }
  });

  it('keeps each instance to its own stores and knobs', async () => {
    const quiet = await start({ knobs: {} });
    const failing = await start({ knobs: { web: { errorRate: 1, errorStatus: 500 } } });
    expect((await fetch(`${quiet.url}/api/nav`)).status).toBe(200);
    expect((await fetch(`${failing.url}/api/nav`)).status).toBe(500);
    await fetch(`${quiet.url}/order?plan_id=10317`);
    expect(quiet.orders.list()).toHaveLength(1);
    expect(failing.orders.list()).toHaveLength(0);
  });

  it('reads PROVIDER_KNOBS when no knobs are given', async () => {
    const previous = process.env.PROVIDER_KNOBS;
    process.env.PROVIDER_KNOBS = '{"cms":{"errorRate":1,"errorStatus":503}}';
    try {
      const provider = await start();
      expect(provider.knobs.get()).toEqual({ cms: { errorRate: 1, errorStatus: 503 } });
      expect((await fetch(`${provider.url}/globals/configuration`)).status).toBe(503);
    } finally {
      if (previous === undefined) delete process.env.PROVIDER_KNOBS;
      else process.env.PROVIDER_KNOBS = previous;
    }
  });

  it('closes at once even with a hung request, which then fails', async () => {
    const provider = await startProvider({ knobs: { web: { timeoutRate: 1 } } });
    const hung = fetch(`${provider.url}/api/nav`).then(
      () => 'answered',
      () => 'failed',
    );
    // Wait until the request has reached the server before closing.
    await expect.poll(async () => (await fetch(`${provider.url}/__control/knobs`)).status).toBe(200);
    await provider.close();
    expect(await hung).toBe('failed');
    await expect(fetch(`${provider.url}/globals/configuration`)).rejects.toThrow();
  });
});
