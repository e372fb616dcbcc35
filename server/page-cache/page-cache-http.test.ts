// The page cache through the whole site (createRuntime + supertest, as tests/support/test-runtime.ts
// starts it, with an injected clock and a provider whose knobs the test turns).
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../provider/start';
import { PAGE_PATHS } from '../../shared/routes/page-meta';
import { PATHS } from '../../shared/routes/paths';
import { TEST_ASSETS } from '../../tests/support/test-runtime';
import { loadConfig } from '../config/env';
import { createRuntime, type Runtime } from '../compose';
import type { PageRenderer } from '../render/page-handler';
import { brotliWithNonce } from './brotli-template';
import { gzipWithNonce } from './gzip-template';
import { DEFAULT_PAGE_CACHE_TTL_MS, PAGE_CACHE_HEADER } from './page-cache';
import { fillTemplate } from './page-template';

let provider: RunningProvider;
let runtime: Runtime;
let server: http.Server;
let base: string;
let clock = 1_000_000;

beforeAll(async () => {
  provider = await startProvider();
  const upstream = provider.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_URL: 'https://www.kookaburra.example',
    ADDRESS_API_URL: upstream,
    WEB_SERVICES_URL: upstream,
    MOBILE_PLANS_URL: upstream,
    CMS_URL: upstream,
    EVENTS_API_URL: upstream,
    ORDER_SITE_URL: `${upstream}/order`,
  });
  runtime = await createRuntime({
    config,
    logger: pino({ level: 'silent' }),
    publicDir: path.resolve(import.meta.dirname, '../../public'),
    getRenderer: async () => (await import('../../client/entry-server')) as PageRenderer,
    assets: TEST_ASSETS,
    rateLimit: false,
    reportError: () => {},
    pageCache: { now: () => clock },
  });
  server = runtime.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  server?.closeAllConnections();
  await runtime?.close();
  await provider?.close();
});

const cache = () => runtime.pageCache!;

/** A raw GET: the body exactly as sent (supertest would decode it). */
function rawGet(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const cspNonce = (headers: http.IncomingHttpHeaders) => /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))![1]!;

function decode(res: { headers: http.IncomingHttpHeaders; body: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString();
  if (encoding === 'gzip') return gunzipSync(res.body).toString();
  expect(encoding).toBeUndefined();
  return res.body.toString();
}

/** Renders a page once (a miss) and waits until it is stored. */
async function warm(pathname: string) {
  await request(runtime.app).get(pathname).expect(200);
  await cache().settled();
  expect(cache().peek(pathname)).toBeDefined();
}

describe('page cache', () => {
  it('streams a miss as before and answers the next request from the cache', async () => {
    cache().clear();
    const miss = await rawGet(PATHS.aboutUs, { 'accept-encoding': 'gzip' });
    expect(miss.status).toBe(200);
    expect(miss.headers[PAGE_CACHE_HEADER]).toBe('miss');
    // Streamed: chunked, no length known up front.
    expect(miss.headers['transfer-encoding']).toBe('chunked');
    expect(miss.headers['content-length']).toBeUndefined();
    await cache().settled();

    const hit = await rawGet(PATHS.aboutUs, { 'accept-encoding': 'gzip' });
    expect(hit.status).toBe(200);
    expect(hit.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
    const nonceOf = (res: typeof miss) => cspNonce(res.headers);
    expect(decode(hit).replaceAll(nonceOf(hit), 'N')).toBe(decode(miss).replaceAll(nonceOf(miss), 'N'));
  });

  it('gives every hit its own nonce, the one its CSP header names, in every nonce attribute', async () => {
    await warm(PATHS.home);
    const a = await rawGet(PATHS.home, { 'accept-encoding': 'br' });
    const b = await rawGet(PATHS.home, { 'accept-encoding': 'br' });
    expect([a.headers[PAGE_CACHE_HEADER], b.headers[PAGE_CACHE_HEADER]]).toEqual(['hit', 'hit']);
    const [na, nb] = [cspNonce(a.headers), cspNonce(b.headers)];
    expect(na).not.toBe(nb);
    for (const [res, nonce] of [[a, na], [b, nb]] as const) {
      const html = decode(res);
      const attributes = [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]);
      expect(attributes.length).toBeGreaterThan(1);
      expect(new Set(attributes)).toEqual(new Set([nonce]));
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    }
    // Every security header is still there.
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['x-frame-options']).toBeDefined();
    expect(String(a.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('sends br, gzip and the plain page as asked, each decoding to the same HTML', async () => {
    await warm(PATHS.nbn);
    const pages = new Map<string, string>();
    for (const [accept, expected] of [
      ['br, gzip, deflate', 'br'],
      ['gzip, deflate, br;q=0.5', 'gzip'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ] as const) {
      const res = await rawGet(PATHS.nbn, accept ? { 'accept-encoding': accept } : {});
      expect(res.headers[PAGE_CACHE_HEADER]).toBe('hit');
      expect(res.headers['content-encoding']).toBe(expected);
      pages.set(accept, decode(res).replaceAll(cspNonce(res.headers), 'NONCE'));
    }
    expect(new Set(pages.values()).size).toBe(1);
    expect([...pages.values()][0]).toContain('</html>');
  });

  it('answers 304 to If-None-Match with a stable strong ETag per encoding, without a new CSP', async () => {
    await warm(PATHS.contactUs);
    const first = await request(runtime.app).get(PATHS.contactUs).set('accept-encoding', 'gzip');
    const again = await request(runtime.app).get(PATHS.contactUs).set('accept-encoding', 'gzip');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(again.headers.etag).toBe(etag);
    const brotli = await request(runtime.app).get(PATHS.contactUs).set('accept-encoding', 'br');
    expect(brotli.headers.etag).not.toBe(etag);

    const notModified = await request(runtime.app).get(PATHS.contactUs).set('accept-encoding', 'gzip').set('if-none-match', `"x", ${etag}`);
    expect(notModified.status).toBe(304);
    expect(notModified.text ?? '').toBe('');
    expect(notModified.headers.etag).toBe(etag);
    // The browser keeps its body and the CSP stored with it (the nonces match there).
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    expect((await request(runtime.app).get(PATHS.contactUs).set('accept-encoding', 'gzip').set('if-none-match', `W/${etag}`)).status).toBe(304);
    expect((await request(runtime.app).get(PATHS.contactUs).set('accept-encoding', 'br').set('if-none-match', etag)).status).toBe(200);
  });

  it('answers HEAD from the cache without a body', async () => {
    await warm(PATHS.terms);
    const res = await rawGetHead(PATHS.terms);
    expect(res.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(1000);
    expect(res.body.length).toBe(0);
  });

  it('renews a page after the TTL: the next request renders it again', async () => {
    await warm(PATHS.privacyPolicy);
    const stored = cache().peek(PATHS.privacyPolicy)!;
    clock += DEFAULT_PAGE_CACHE_TTL_MS - 1;
    expect((await request(runtime.app).get(PATHS.privacyPolicy)).headers[PAGE_CACHE_HEADER]).toBe('hit');
    clock += 2;
    const renewed = await request(runtime.app).get(PATHS.privacyPolicy);
    expect(renewed.status).toBe(200);
    expect(renewed.headers[PAGE_CACHE_HEADER]).toBe('miss');
    await cache().settled();
    const entry = cache().peek(PATHS.privacyPolicy)!;
    expect(entry).not.toBe(stored);
    expect(entry.expiresAt).toBe(clock + DEFAULT_PAGE_CACHE_TTL_MS);
    // Same page, same ETag: browsers keep revalidating with 304s across renewals.
    expect(entry.etags).toEqual(stored.etags);
    expect((await request(runtime.app).get(PATHS.privacyPolicy)).headers[PAGE_CACHE_HEADER]).toBe('hit');
  });

  it('never caches /not-found, /sentry-test-error, personalising queries or cookies', async () => {
    for (let i = 0; i < 2; i++) {
      const notFound = await request(runtime.app).get(PATHS.notFound);
      expect(notFound.status).toBe(404);
      expect(notFound.headers[PAGE_CACHE_HEADER]).not.toBe('hit');
      const error = await request(runtime.app).get(PATHS.sentryTestError);
      expect(error.headers[PAGE_CACHE_HEADER]).not.toBe('hit');
      await cache().settled();
    }
    expect(cache().peek(PATHS.notFound)).toBeUndefined();
    expect(cache().peek(PATHS.sentryTestError)).toBeUndefined();

    await warm(PATHS.contactUs);
    const sent = await request(runtime.app).get(`${PATHS.contactUs}?sent=1`);
    expect(sent.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    expect(sent.text).toContain('Your message has successfully sent.');
    expect((await request(runtime.app).get(`${PATHS.contactUs}?token=abc`)).headers[PAGE_CACHE_HEADER]).toBeUndefined();
    expect((await request(runtime.app).get(PATHS.contactUs).set('cookie', 'session=abc')).headers[PAGE_CACHE_HEADER]).toBeUndefined();
    // Tracking parameters and analytics cookies change nothing in the HTML.
    expect((await request(runtime.app).get(`${PATHS.contactUs}?utm_source=mail&gclid=1`)).headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect((await request(runtime.app).get(PATHS.contactUs).set('cookie', '_ga=GA1.1; _gid=2')).headers[PAGE_CACHE_HEADER]).toBe('hit');
  });

  it('does not store a page whose content call failed (the API-error panel)', async () => {
    cache().clear();
    provider.knobs.set({ web: { errorRate: 1, errorStatus: 500 } });
    try {
      const res = await request(runtime.app).get(PATHS.esafety);
      expect(res.status).toBe(200);
      expect(res.text).toContain('Oops! It appears something has gone wrong on our end...');
      await cache().settled();
      expect(cache().peek(PATHS.esafety)).toBeUndefined();
    } finally {
      provider.knobs.set({});
    }
  });

  it('every cached route round-trips gzip and brotli with many random nonces', async () => {
    const cacheable = PAGE_PATHS.filter((p) => p !== PATHS.notFound);
    for (const pathname of cacheable) await request(runtime.app).get(pathname);
    await cache().settled();
    for (const pathname of cacheable) {
      const entry = cache().peek(pathname);
      expect(entry, pathname).toBeDefined();
      expect(entry!.offered, pathname).toEqual(['br', 'gzip']);
      expect(entry!.template.segments.length, pathname).toBeGreaterThan(2);
      for (let i = 0; i < 25; i++) {
        const nonce = Buffer.from(randomBytes(16).toString('base64'));
        const expected = fillTemplate(entry!.template, nonce);
        expect(gunzipSync(gzipWithNonce(entry!.gzip!, nonce)).equals(expected), pathname).toBe(true);
        expect(brotliDecompressSync(brotliWithNonce(entry!.brotli!, nonce)).equals(expected), pathname).toBe(true);
      }
    }
  });
});

function rawGetHead(pathname: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
