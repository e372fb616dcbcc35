// A request id leads to the cause (docs/operations.md#logs): the line that names a failing upstream
// carries the id the site gave the request and sent back in X-Request-Id, for an API call and for
// a page whose loader's call failed; a caller's own X-Request-Id is not taken without TRUST_PROXY.
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamEnv } from '../harness/built-server';
import { startProvider, type RunningProvider } from '../provider/start';
import { PATHS } from '../shared/routes/paths';
import { TEST_ASSETS } from '../tests/support/test-runtime';
import { createRuntime, type Runtime } from './compose';
import { loadConfig } from './config/env';
import type { PageRenderer } from './render/page-handler';

let provider: RunningProvider;
let runtime: Runtime;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  provider = await startProvider();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  runtime = await createRuntime({
    config: loadConfig({ NODE_ENV: 'test', SITE_URL: 'https://www.kookaburra.example', ...upstreamEnv(provider.url) }),
    logger: pino({ level: 'info' }, sink),
    publicDir: path.resolve(import.meta.dirname, '../public'),
    getRenderer: async () => (await import('../client/entry-server')) as PageRenderer,
    assets: TEST_ASSETS,
    rateLimit: false,
    pageCache: false,
  });
});
afterAll(async () => {
  provider?.knobs.set({});
  await runtime?.close();
  await provider?.close();
});

/** The log lines that name a failing upstream. */
const causeLines = (upstream: string) => lines.filter((line) => line.upstream === upstream);

describe('request ids', () => {
  it('an API call whose upstream fails: the cause line carries the id sent back, not one the caller chose', async () => {
    provider.knobs.set({ address: { errorRate: 1, errorStatus: 500 } });
    const before = causeLines('address').length;
    const res = await request(runtime.app).get('/api/address/LOC000184726551').set('x-request-id', 'chosen-by-caller-0001');
    expect(res.status).toBeGreaterThanOrEqual(500);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => causeLines('address').length).toBeGreaterThan(before);
    const cause = causeLines('address').slice(before);
    expect(cause.every((line) => line.requestId === id)).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('chosen-by-caller-0001');
    expect(JSON.stringify(lines)).not.toContain('LOC000184726551');
  });

  it('a page whose content call fails: the cause line carries the page request\'s id', async () => {
    provider.knobs.set({ web: { errorRate: 1, errorStatus: 500 } });
    const before = causeLines('webServices').length;
    const res = await request(runtime.app).get(PATHS.esafety);
    expect(res.status).toBe(200);
    await expect.poll(() => causeLines('webServices').length).toBeGreaterThan(before);
    const cause = causeLines('webServices').slice(before);
    expect(cause.every((line) => line.requestId === res.headers['x-request-id'])).toBe(true);
  });
});
