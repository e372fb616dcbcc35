// The page cache through the whole site (createRuntime + supertest, as tests/support/test-runtime.ts
// starts it, with an injected clock and a provider whose knobs the test turns). A cached
// page is one set of bytes for everyone, its inline scripts allowed by hash.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProvider, type RunningProvider } from '../../provider/start';
import { PAGE_PATHS } from '../../shared/routes/page-meta';
import { PATHS } from '../../shared/routes/paths';
import { upstreamEnv } from '../../harness/built-server';
import { startTestRuntime } from '../../tests/support/test-runtime';
import type { Runtime } from '../compose';
import { AGENT_LINK_TOKEN_PARAM } from '../../shared/domain/agent/agent-claims';
import { surrogateKeysFor } from '../../shared/routes/surrogate-keys';
import { cacheControl } from '../api/cache-control';
import { DEFAULT_PAGE_CACHE_TTL_MS } from '../config/defaults';
import { PAGE_CACHE_HEADER } from './page-cache';
import { storedPage } from './stored-page.test-helper';

let provider: RunningProvider;
let runtime: Runtime;
let server: http.Server;
let base: string;
let clock = 1_000_000;

beforeAll(async () => {
  provider = await startProvider();
  runtime = await startTestRuntime({ ...upstreamEnv(provider.url), ENABLE_SENTRY_TEST_ERROR: 'true' }, () => {}, { pageCache: { now: () => clock } });
  server = http.createServer(runtime.app).listen(0, '127.0.0.1');
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

const cspNonce = (headers: http.IncomingHttpHeaders) => /'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1];

/** The executable inline scripts of a page, found independently of the cache's own parser. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/ld\+json"/.test(attributes!))
    .map(([, , text]) => text!);
}
const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSrc = (csp: string) => csp.split(';').find((d) => d.startsWith('script-src '))!.split(' ').slice(1);

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
  expect(storedPage(cache(), pathname)).toBeDefined();
}

describe('page cache', () => {
  it('streams a miss as before (private, no-store: it carries a nonce) and answers the next request from the cache', async () => {
    cache().clear();
    const miss = await rawGet(PATHS.aboutUs, { 'accept-encoding': 'gzip' });
    expect(miss.status).toBe(200);
    expect(miss.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(miss.headers['cache-control']).toBe('private, no-store');
    expect(cspNonce(miss.headers)).toBeDefined();
    // Streamed: chunked, no length known up front.
    expect(miss.headers['transfer-encoding']).toBe('chunked');
    expect(miss.headers['content-length']).toBeUndefined();
    await cache().settled();

    const hit = await rawGet(PATHS.aboutUs, { 'accept-encoding': 'gzip' });
    expect(hit.status).toBe(200);
    expect(hit.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(hit.headers['cache-control']).toBe(cacheControl('page'));
    expect(hit.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
    expect(Number(hit.headers['content-length'])).toBe(hit.body.length);
    // The same page, less its nonce attributes.
    expect(decode(hit)).toBe(decode(miss).replaceAll(` nonce="${cspNonce(miss.headers)!}"`, ''));
  });

  it("answers a hit with every header of a rendered page but the nonce's policy, and the request's own id", async () => {
    cache().clear();
    const miss = await rawGet(PATHS.aboutUs, { 'accept-encoding': 'br' });
    await cache().settled();
    const hit = await rawGet(PATHS.aboutUs, { 'accept-encoding': 'br', 'x-request-id': 'load-balancer-id-1' });
    expect(hit.headers[PAGE_CACHE_HEADER]).toBe('hit');
    // The security headers, worked out once for every page, are the rendered page's.
    const perAnswer = new Set(['content-security-policy', 'cache-control', PAGE_CACHE_HEADER, 'transfer-encoding', 'content-length', 'date', 'x-request-id']);
    for (const [name, value] of Object.entries(miss.headers)) if (!perAnswer.has(name)) expect(hit.headers[name], name).toBe(value);
    // No trusted proxy here: the caller's X-Request-Id is not taken, the hit gets an id of its own.
    expect(String(miss.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(hit.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
    expect(String(hit.headers['content-security-policy'])).not.toContain("'nonce-");
    expect(String(hit.headers['content-security-policy'])).not.toContain(',');
  });

  it('answers a shared cache (Surrogate-Capability) on a miss with the stored public copy, not a private render', async () => {
    cache().clear();
    const fill = await rawGet(PATHS.aboutUs, { 'accept-encoding': 'br', 'surrogate-capability': 'varnish="cache"' });
    expect(fill.status).toBe(200);
    expect(fill.headers['cache-control']).toBe(cacheControl('page'));
    expect(String(fill.headers['content-security-policy'])).not.toContain("'nonce-");
    expect(fill.headers['content-encoding']).toBe('br');
    expect(fill.headers['surrogate-key']).toBe(surrogateKeysFor(PATHS.aboutUs).join(' '));
    // The same bytes and validator the next visitor gets from the cache.
    const hit = await rawGet(PATHS.aboutUs, { 'accept-encoding': 'br' });
    expect(hit.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(hit.body.equals(fill.body)).toBe(true);
    expect(hit.headers.etag).toBe(fill.headers.etag);
  });

  it('gives every visitor the same bytes and headers: no nonce, every inline script allowed by its hash', async () => {
    await warm(PATHS.home);
    const a = await rawGet(PATHS.home, { 'accept-encoding': 'br' });
    const b = await rawGet(PATHS.home, { 'accept-encoding': 'br' });
    expect([a.headers[PAGE_CACHE_HEADER], b.headers[PAGE_CACHE_HEADER]]).toEqual(['hit', 'hit']);
    expect(a.body.equals(b.body)).toBe(true);
    for (const name of ['content-security-policy', 'etag', 'cache-control', 'surrogate-key', 'vary']) expect(b.headers[name], name).toBe(a.headers[name]);
    const csp = String(a.headers['content-security-policy']);
    expect(csp).not.toContain("'nonce-");
    const html = decode(a);
    expect(html).not.toMatch(/\snonce=/);
    const scripts = inlineScripts(html);
    // The banner script, the loader of the entry module, router hydration data, streamed boundaries.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(scripts.some((text) => text.includes("createElement('script')"))).toBe(true);
    expect(scriptSrc(csp)).toEqual([...new Set(scripts.map(sha256Source))].concat("'strict-dynamic'"));
    // No script is parser-inserted with src: the loader adds the entry module under 'strict-dynamic'.
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(csp).toMatch(/(^|;)style-src 'self'(;|$)/);
    // Every other directive and security header is still there.
    expect(csp).toContain("object-src 'none'");
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['x-frame-options']).toBeDefined();
    expect(String(a.headers.vary)).toMatch(/accept-encoding/i);
    expect(a.headers['surrogate-key']).toBe('site page:/ content:pages/home content:site/promos');
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
      pages.set(accept, decode(res));
    }
    expect(new Set(pages.values()).size).toBe(1);
    expect([...pages.values()][0]).toContain('</html>');
  });

  it('answers 304 to If-None-Match with a strong ETag per encoding, the hash of the bytes sent', async () => {
    await warm(PATHS.contactUs);
    const first = await rawGet(PATHS.contactUs, { 'accept-encoding': 'gzip' });
    const again = await rawGet(PATHS.contactUs, { 'accept-encoding': 'gzip' });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etag).toBe(`"${createHash('sha256').update(first.body).digest('base64url').slice(0, 27)}"`);
    expect(again.headers.etag).toBe(etag);
    const brotli = await rawGet(PATHS.contactUs, { 'accept-encoding': 'br' });
    expect(brotli.headers.etag).toBe(`"${createHash('sha256').update(brotli.body).digest('base64url').slice(0, 27)}"`);
    expect(brotli.headers.etag).not.toBe(etag);

    const notModified = await rawGet(PATHS.contactUs, { 'accept-encoding': 'gzip', 'if-none-match': `"x", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe(cacheControl('page'));
    // The same policy as the stored page's: no per-response nonce to keep apart.
    expect(notModified.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect((await rawGet(PATHS.contactUs, { 'accept-encoding': 'gzip', 'if-none-match': `W/${etag}` })).status).toBe(304);
    expect((await rawGet(PATHS.contactUs, { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(200);
  });

  it('answers HEAD from the cache without a body', async () => {
    await warm(PATHS.terms);
    const res = await rawGetHead(PATHS.terms);
    expect(res.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(1000);
    expect(res.body.length).toBe(0);
  });

  it('renews a page after the TTL: the next request renders it again, to the same bytes and ETag', async () => {
    await warm(PATHS.privacyPolicy);
    const stored = storedPage(cache(), PATHS.privacyPolicy)!;
    clock += DEFAULT_PAGE_CACHE_TTL_MS - 1;
    expect((await request(runtime.app).get(PATHS.privacyPolicy)).headers[PAGE_CACHE_HEADER]).toBe('hit');
    clock += 2;
    const renewed = await request(runtime.app).get(PATHS.privacyPolicy);
    expect(renewed.status).toBe(200);
    expect(renewed.headers[PAGE_CACHE_HEADER]).toBe('miss');
    await cache().settled();
    const entry = storedPage(cache(), PATHS.privacyPolicy)!;
    expect(entry).not.toBe(stored);
    clock += DEFAULT_PAGE_CACHE_TTL_MS; // the renewed page lives its whole TTL from its render
    expect(storedPage(cache(), PATHS.privacyPolicy)).toBe(entry);
    clock -= DEFAULT_PAGE_CACHE_TTL_MS;
    // Same page, same ETag and CSP: browsers and shared caches keep revalidating with 304s across renewals.
    expect(entry.etags).toEqual(stored.etags);
    expect(entry.csp).toBe(stored.csp);
    expect((await request(runtime.app).get(PATHS.privacyPolicy)).headers[PAGE_CACHE_HEADER]).toBe('hit');
  });

  it('answers a shared cache that takes deflate with the stored plain copy as stored: its ETag names those bytes', async () => {
    cache().clear();
    const fill = await rawGet(PATHS.aboutUs, { 'accept-encoding': 'deflate', 'surrogate-capability': 'varnish="cache"' });
    expect(fill.headers['cache-control']).toBe(cacheControl('page'));
    expect(fill.headers['content-encoding']).toBeUndefined();
    const stored = storedPage(cache(), PATHS.aboutUs)!;
    expect(fill.headers.etag).toBe(stored.etags.identity);
    expect(fill.body.equals(stored.bodies.identity)).toBe(true);
  });

  it('fills a key at the pace React renders, not at the first visitor\'s: a client that never reads holds nobody else', async () => {
    cache().clear();
    // A visitor whose socket takes nothing in: what the site writes stays in its buffers.
    const stalled = http.createServer((req, res) => {
      res.socket!.cork();
      runtime.app(req, res);
    });
    stalled.listen(0, '127.0.0.1');
    await once(stalled, 'listening');
    try {
      http.get(`http://127.0.0.1:${(stalled.address() as AddressInfo).port}${PATHS.nbn}`).on('error', () => {});
      // Its render has claimed the key (and, at React's pace, may have filled it already).
      const nbn = { method: 'GET', path: PATHS.nbn, originalUrl: PATHS.nbn, headers: {} };
      await expect.poll(() => cache().isFilling(nbn) || storedPage(cache(), PATHS.nbn) !== undefined).toBe(true);
      const next = await fetch(`${base}${PATHS.nbn}`, { signal: AbortSignal.timeout(10_000) });
      expect(next.status).toBe(200);
      expect(next.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    } finally {
      stalled.closeAllConnections();
      stalled.close();
    }
  });

  it('keeps no copy for a request target no browser sends (a fragment, the absolute form): a made-up key is never a fill', async () => {
    cache().clear();
    const entries = cache().size().entries;
    for (const target of [`${PATHS.aboutUs}#x${Math.random()}`, `http://elsewhere.example${PATHS.aboutUs}`]) {
      const res = await rawRequestTarget(target);
      expect(res.status, target).toBe(200);
      expect(res.headers['cache-control'], target).toBe('private, no-store');
      await cache().settled();
    }
    expect(cache().size().entries).toBe(entries);
  });

  it('never caches /not-found, /sentry-test-error, a country search or a request with credentials: those are private, no-store', async () => {
    for (let i = 0; i < 2; i++) {
      const notFound = await request(runtime.app).get(PATHS.notFound);
      expect(notFound.status).toBe(404);
      expect(notFound.headers[PAGE_CACHE_HEADER]).not.toBe('hit');
      expect(notFound.headers['cache-control']).toBe('private, no-store');
      const error = await request(runtime.app).get(PATHS.sentryTestError);
      expect(error.status).toBe(500);
      expect(error.headers[PAGE_CACHE_HEADER]).not.toBe('hit');
      expect(error.headers['cache-control']).toBe('private, no-store');
      await cache().settled();
    }
    expect(storedPage(cache(), PATHS.notFound)).toBeUndefined();
    expect(storedPage(cache(), PATHS.sentryTestError)).toBeUndefined();

    const personal = [
      await request(runtime.app).get(`${PATHS.voipInternational}?country=fra`),
      await request(runtime.app).get(PATHS.contactUs).set('authorization', 'Bearer abc'),
    ];
    for (const res of personal) {
      expect(res.status).toBe(200);
      expect(res.headers[PAGE_CACHE_HEADER]).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['surrogate-key']).toBeUndefined();
    }
    // The search box shows the term as typed: this render is this visitor's own.
    expect(personal[0]!.text).toContain('value="fra"');
  });

  it("files tracking parameters, agent links, made-up queries and any cookie under the page's path, and the copy holds none of them", async () => {
    cache().clear();
    // The render that fills the cache comes with all of them.
    const fill = await request(runtime.app)
      .get(`${PATHS.contactUs}?utm_source=MARK-UTM&fdclid=MARK-FD&gclid=MARK-G&${AGENT_LINK_TOKEN_PARAM}=MARK-TOKEN&r=MARK-R`)
      .set('cookie', '_ga=MARK-GA; session=MARK-SESSION');
    expect(fill.status).toBe(200);
    await cache().settled();
    const html = storedPage(cache(), PATHS.contactUs)!.bodies.identity.toString('utf8');
    expect(html.match(/MARK-[A-Z]+/g)).toBeNull();
    for (const visit of [
      request(runtime.app).get(`${PATHS.contactUs}?utm_source=mail&utm_campaign=spring&gclid=1&fbclid=2&msclkid=3&fdclid=4`),
      request(runtime.app).get(`${PATHS.contactUs}?${AGENT_LINK_TOKEN_PARAM}=abc`),
      request(runtime.app).get(`${PATHS.contactUs}?r=${Math.random()}`),
      request(runtime.app).get(PATHS.contactUs).set('cookie', '_ga=GA1.1; _gid=2'),
      request(runtime.app).get(PATHS.contactUs).set('cookie', 'session=abc'),
    ]) {
      const res = await visit;
      expect(res.headers[PAGE_CACHE_HEADER]).toBe('hit');
      expect(res.text).toBe(html);
    }
  });

  it('keeps a copy per value a page reads: the contact page after a form post says it was sent', async () => {
    cache().clear();
    const sent = await request(runtime.app).get(`${PATHS.contactUs}?sent=1&utm_source=mail`);
    expect(sent.text).toContain('Your message has successfully sent.');
    await cache().settled();
    expect(storedPage(cache(), `${PATHS.contactUs}?sent=1`)).toBeDefined();
    const again = await request(runtime.app).get(`${PATHS.contactUs}?sent=1`);
    expect(again.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(again.text).toContain('Your message has successfully sent.');
    const plain = await request(runtime.app).get(`${PATHS.contactUs}?sent=maybe`);
    expect(plain.text).not.toContain('Your message has successfully sent.');
  });

  it('does not store a page whose content call failed (the API-error panel)', async () => {
    cache().clear();
    provider.knobs.set({ web: { errorRate: 1, errorStatus: 500 } });
    try {
      const res = await request(runtime.app).get(PATHS.esafety);
      expect(res.status).toBe(200);
      expect(res.text).toContain('Oops! It appears something has gone wrong on our end...');
      expect(res.headers['cache-control']).toBe('private, no-store');
      await cache().settled();
      expect(storedPage(cache(), PATHS.esafety)).toBeUndefined();
      // Another failure stores nothing either; the first render that succeeds stores it.
      await request(runtime.app).get(PATHS.esafety).expect(200);
      await cache().settled();
      expect(storedPage(cache(), PATHS.esafety)).toBeUndefined();
      provider.knobs.set({});
      await request(runtime.app).get(PATHS.esafety).expect(200);
      await cache().settled();
      expect(storedPage(cache(), PATHS.esafety)).toBeDefined();
    } finally {
      provider.knobs.set({});
    }
  });

  it('drops the pages filed under a surrogate key on a purge, and only those', async () => {
    await warm(PATHS.flipToFibre);
    await warm(PATHS.flipFaqTerms);
    await warm(PATHS.aboutUs);
    expect(cache().purge('content:fibre/flip-fibre-plans-content')).toBe(1);
    expect(storedPage(cache(), PATHS.flipToFibre)).toBeUndefined();
    expect(storedPage(cache(), PATHS.flipFaqTerms)).toBeDefined();
    expect(cache().purge(`page:${PATHS.aboutUs}`)).toBe(1);
    expect(storedPage(cache(), PATHS.flipFaqTerms)).toBeDefined();
    expect(cache().purge('site')).toBeGreaterThanOrEqual(1);
    expect(storedPage(cache(), PATHS.flipFaqTerms)).toBeUndefined();
  });

  it('stores every cacheable route with its hashes, surrogate keys and one ETag per encoding of its bytes', async () => {
    const cacheable = PAGE_PATHS.filter((p) => p !== PATHS.notFound);
    for (const pathname of cacheable) await request(runtime.app).get(pathname);
    await cache().settled();
    for (const pathname of cacheable) {
      const entry = storedPage(cache(), pathname);
      expect(entry, pathname).toBeDefined();
      const html = entry!.bodies.identity.toString('utf8');
      expect(gunzipSync(entry!.bodies.gzip).equals(entry!.bodies.identity), pathname).toBe(true);
      expect(brotliDecompressSync(entry!.bodies.br).equals(entry!.bodies.identity), pathname).toBe(true);
      expect(new Set(Object.values(entry!.etags)).size, pathname).toBe(3);
      expect(entry!.hashes.scripts, pathname).toEqual([...new Set(inlineScripts(html).map(sha256Source))]);
      expect(scriptSrc(entry!.csp), pathname).toEqual([...entry!.hashes.scripts, "'strict-dynamic'"]);
      expect(entry!.surrogateKeys, pathname).toEqual(surrogateKeysFor(pathname));
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

/** A GET whose request target is sent as given (Node's client would not send a fragment or an absolute form from a URL). */
function rawRequestTarget(target: string): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    http
      .request({ host: '127.0.0.1', port, path: target }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
      })
      .on('error', reject)
      .end();
  });
}
