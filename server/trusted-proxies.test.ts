// TRUST_PROXY (docs/architecture.md#contracts, server/config/trust-proxy.ts) as createApp applies it: the rate limits key on the client address
// Express derives from it (api/client-ip.ts), so a hop count beyond the proxies really in front of
// the site would let a client choose its own bucket with a made-up X-Forwarded-For.
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { startTestSite, type TestSite } from './api/api-test-kit.test-helper';
import { loadConfig } from './config/env';

let site: TestSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

/**
 * The site's front (createApp) over the API routes, with an address limit of one call, answered
 * through the site's one listener.
 */
async function siteWith(trustProxy: string) {
  site = await startTestSite({ deps: { rateLimit: { address: { perSecond: 0.001, burst: 1 } } } });
  const routes = site.routes;
  const app = createApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: trustProxy }),
    logger: pino({ level: 'silent' }),
    readiness: { ready: true },
    routes,
    readApi: () => Promise.reject(new Error('no pages in this test')),
    getRenderer: () => Promise.reject(new Error('no pages in this test')),
    assets: { bootstrapModules: [], resolve: () => ({ stylesheets: [], modulePreloads: [] }) },
    reportError: () => {},
    publicDir: path.resolve(import.meta.dirname, '../public'),
  });
  return (forwardedFor?: string) => {
    const call = request(app).get('/api/address/LOC000000000001');
    return (forwardedFor === undefined ? call : call.set('x-forwarded-for', forwardedFor)).then((answer) => answer.status);
  };
}

describe('TRUST_PROXY', () => {
  it('0 (the default, a direct deployment): X-Forwarded-For is ignored, a forged one buys no fresh bucket', async () => {
    const get = await siteWith('0');
    expect(await get('198.51.100.1')).toBe(200);
    expect(await get('198.51.100.2')).toBe(429);
    expect(await get('203.0.113.9, 198.51.100.3')).toBe(429);
    expect(await get()).toBe(429);
  });

  it('1: the address the one proxy appended (the last hop) is the client, whatever the client prepended', async () => {
    const get = await siteWith('1');
    expect(await get('198.51.100.1')).toBe(200);
    expect(await get('198.51.100.1')).toBe(429);
    expect(await get('203.0.113.9, 198.51.100.1')).toBe(429);
    expect(await get('198.51.100.2')).toBe(200);
    expect(await get('198.51.100.2, 203.0.113.77')).toBe(200);
  });

  it('2: two hops back', async () => {
    const get = await siteWith('2');
    expect(await get('203.0.113.5, 10.0.0.1')).toBe(200);
    expect(await get('203.0.113.5, 10.0.0.2')).toBe(429);
    expect(await get('203.0.113.6, 10.0.0.1')).toBe(200);
  });
});

describe("TRUST_PROXY as the proxies' addresses", () => {
  it('a client reaching the instance directly, not from a listed proxy, cannot pick its bucket', async () => {
    // The instance trusts only its proxies' network; this test connects from loopback, as a client would directly.
    const get = await siteWith('10.0.0.0/8');
    expect(await get('198.51.100.1')).toBe(200);
    expect(await get('198.51.100.2')).toBe(429);
    expect(await get('198.51.100.3, 10.0.0.7')).toBe(429);
  });

  it('from a listed proxy: the first address from the right that is not a proxy is the client, however many hops', async () => {
    const get = await siteWith('loopback, 10.0.0.0/8');
    expect(await get('198.51.100.1')).toBe(200);
    expect(await get('198.51.100.1, 10.0.0.5')).toBe(429);
    expect(await get('203.0.113.9, 198.51.100.1, 10.0.0.5, 10.1.2.3')).toBe(429);
    expect(await get('198.51.100.2, 10.0.0.5')).toBe(200);
  });
});

describe('IPv6 clients are limited by their /64', () => {
  it('40 addresses in one /64 are one client; the next /64 is another', async () => {
    const get = await siteWith('1');
    const statuses = [];
    for (let i = 1; i <= 40; i++) statuses.push(await get(`2001:db8:7:8::${i.toString(16)}`));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(await get('2001:db8:7:8:ffff:1:2:3')).toBe(429);
    expect(await get('2001:db8:7:9::1')).toBe(200);
    expect(await get('::ffff:198.51.100.40')).toBe(200);
    expect(await get('198.51.100.40')).toBe(429);
  });
});
