// POST /api/purge on one instance: the token (compared in constant time), the keys (known ones
// only), this instance's page cache and upstream content cache cleared, and the keys passed on to
// every other instance before the 200.
import { DEFAULT_PAGE_CACHE_MAX_BYTES, DEFAULT_PAGE_CACHE_TTL_MS } from '../../config/defaults';
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { API_ROUTES } from '../../../shared/routes/api-paths';
import { createPageCache, type CacheRequest, type CacheResponse, type PageCache } from '../../page-cache/page-cache';
import { startFakeUpstream, type FakeUpstream } from '../../upstream/fake-upstream.test-helper';
import { upstreamsOnFake } from '../../upstream/upstreams-on-fake.test-helper';
import type { Upstreams } from '../../upstream/upstreams';
import type { ApiRoute } from '../api-route';
import { serveRoutes } from '../route-listener.test-helper';
import { PurgeFanoutError } from './purge-fanout';
import { createLocalPurge, createPurgeRoute, PURGE_WRONG_TOKEN_LIMIT_ALL_CLIENTS } from './purge-route';
import { storedPage } from '../../page-cache/stored-page.test-helper';

const TOKEN = 'a-purge-token-of-some-length';
const PAGES = ['/', '/about-us', '/terms'];
const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';

/** Stores a page the way a clean render does (server/page-cache/page-cache.test.ts). */
async function storePage(cache: PageCache, path: string): Promise<void> {
  const req = { method: 'GET', path, originalUrl: path, headers: {} } as unknown as CacheRequest;
  const sent = new Map<string, unknown>([['content-security-policy', `script-src 'nonce-${NONCE}' 'strict-dynamic'`]]);
  const res = Object.assign(new EventEmitter(), {
    locals: { cspNonce: NONCE },
    getHeader: (name: string) => sent.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => sent.set(name.toLowerCase(), value),
  }) as unknown as CacheResponse;
  cache.claim(req, res);
  cache.captureFor(req, res)!(`<!DOCTYPE html><html><body>${path}<script nonce="${NONCE}">go()</script></body></html>`);
  await cache.settled();
}

let fake: FakeUpstream;
let upstreams: Upstreams;
let pageCache: PageCache;
let published: string[][];
let fanoutFails: boolean;
let route: ApiRoute;

/** A request through the Web adapter, as the routes are served. */
const answerOf = (purgeRoute: ApiRoute, request: Request) => serveRoutes([purgeRoute], request, { clientIp: '203.0.113.7' });

const post = (headers: Record<string, string>) =>
  answerOf(route, new Request(`http://site.test${API_ROUTES.purge}`, { method: 'POST', headers }));
const purge = (keys: string, token = TOKEN) => post({ authorization: `Bearer ${token}`, 'surrogate-key': keys });

/** How many times the provider was asked for a content document. */
const contentCalls = (section: string, page: string) => fake.callsTo(`/api/getContent/${section}/${page}`).length;

beforeEach(async () => {
  let edition = 0;
  fake = await startFakeUpstream({ '/api/getContent/*': () => ({ json: { title: `edition ${++edition}`, description: 'A content document.' } }) });
  upstreams = upstreamsOnFake(fake);
  pageCache = createPageCache({ maxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES, paths: PAGES, ttlMs: DEFAULT_PAGE_CACHE_TTL_MS });
  for (const path of PAGES) await storePage(pageCache, path);
  published = [];
  fanoutFails = false;
  route = createPurgeRoute({
    purgeToken: TOKEN,
    pagePaths: PAGES,
    purgeLocal: createLocalPurge({ pageCache, upstreams }),
    fanout: {
      async publish(keys) {
        if (fanoutFails) throw new PurgeFanoutError('1 of 2 instances confirmed within 3000 ms');
        published.push(keys);
        return { instances: 2 };
      },
    },
    reportError: () => {},
  });
});

afterEach(async () => {
  await upstreams.close();
  await fake.close();
});

describe('POST /api/purge', () => {
  it('refuses a purge without the token, or with another one, and clears nothing', async () => {
    const refused: Record<string, string>[] = [
      { 'surrogate-key': 'site' },
      { authorization: `Bearer ${TOKEN}x`, 'surrogate-key': 'site' },
      { authorization: `Bearer ${TOKEN.slice(1)}`, 'surrogate-key': 'site' },
      { authorization: TOKEN, 'surrogate-key': 'site' },
    ];
    for (const headers of refused) {
      const answer = await post(headers);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect(PAGES.every((path) => storedPage(pageCache, path))).toBe(true);
    expect(published).toEqual([]);
  });

  it('refuses a client past five wrong tokens with 429 and Retry-After, the right token too, until its next try is due', async () => {
    // rate-limiter-flexible reads the wall clock: only Date is faked.
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    onTestFinished(() => void vi.useRealTimers());
    const guarded = createPurgeRoute({
      purgeToken: TOKEN,
      pagePaths: PAGES,
      purgeLocal: createLocalPurge({ pageCache, upstreams }),
      reportError: () => {},
    });
    const send = (client: string, token: string) =>
      serveRoutes(
        [guarded],
        new Request(`http://site.test${API_ROUTES.purge}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'surrogate-key': 'page:/terms' } }),
        { clientIp: client },
      );
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await send('198.51.100.1', `guess-${i}-xxxxxxxxxxxx`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const refused = await send('198.51.100.1', TOKEN);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(storedPage(pageCache, '/terms')).toBeDefined();
    // Another client is not refused for the first one's guesses.
    expect((await send('198.51.100.2', TOKEN)).status).toBe(200);
    // Once its next try is due, the right token works again; it has one wrong try a minute from then on.
    vi.setSystemTime(Date.now() + 60_000);
    await storePage(pageCache, '/terms');
    expect((await send('198.51.100.1', TOKEN)).status).toBe(200);
    expect((await send('198.51.100.1', 'guess-again-xxxxxxxxxxxx')).status).toBe(401);
    expect((await send('198.51.100.1', 'guess-more-xxxxxxxxxxxxx')).status).toBe(429);
  });

  it('refuses everyone past 20 wrong tokens from any clients, so changing address gives no more tries', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    onTestFinished(() => void vi.useRealTimers());
    const guarded = createPurgeRoute({
      purgeToken: TOKEN,
      pagePaths: PAGES,
      purgeLocal: createLocalPurge({ pageCache, upstreams }),
      reportError: () => {},
    });
    const send = (client: string, token: string) =>
      serveRoutes(
        [guarded],
        new Request(`http://site.test${API_ROUTES.purge}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'surrogate-key': 'page:/terms' } }),
        { clientIp: client },
      );
    const statuses = [];
    // A new address for every guess, as a client rotating X-Forwarded-For would have.
    for (let i = 0; i < 30; i++) statuses.push((await send(`198.51.100.${i}`, `guess-${i}-xxxxxxxxxxxx`)).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(PURGE_WRONG_TOKEN_LIMIT_ALL_CLIENTS.burst);
    expect(statuses.slice(PURGE_WRONG_TOKEN_LIMIT_ALL_CLIENTS.burst).every((status) => status === 429)).toBe(true);
    const operator = await send('192.0.2.1', TOKEN);
    expect(operator.status).toBe(429);
    expect(Number(operator.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await send('192.0.2.1', TOKEN)).status).toBe(200);
  });

  it('takes the Bearer scheme in any case and after any spaces (RFC 9110 §11.1): the right token so sent is never a wrong try', async () => {
    const schemes = ['bearer ', 'BEARER ', 'Bearer   ', 'bEaReR '];
    const statuses = [];
    for (let i = 0; i <= PURGE_WRONG_TOKEN_LIMIT_ALL_CLIENTS.burst; i++)
      statuses.push((await post({ authorization: `${schemes[i % schemes.length]}${TOKEN}`, 'surrogate-key': 'page:/terms' })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await purge('page:/about-us')).status).toBe(200);
  });

  it('answers only its path as sent: a percent-encoded spelling, which Varnish lets through, is the API 404 and spends no try', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    onTestFinished(() => void vi.useRealTimers());
    const spellings = ['/api/%70urge', '/api/purg%65', '/api/PURGE', '/%61pi/purge', '/api/%70%75%72%67%65'];
    for (let i = 0; i < 30; i++) {
      const path = spellings[i % spellings.length]!;
      const answer = await answerOf(route, new Request(`http://site.test${path}`, { method: 'POST', headers: { authorization: `Bearer guess-${i}-xxxxxxxxxxxx`, 'surrogate-key': 'site' } }));
      expect(answer.status, path).toBe(404);
    }
    expect((await purge('page:/terms')).status).toBe(200);
  });

  it('takes only known keys: site, page:<a cached page>, content:<a document the site reads>', async () => {
    for (const keys of ['', '   ', 'page:/nowhere', 'content:pages/nope', 'content:../etc', 'site everything', 'Site']) {
      const answer = await purge(keys);
      expect(answer.status, keys).toBe(400);
      expect(await answer.json(), keys).toMatchObject({ error: { code: 'bad_request' } });
    }
    expect((await purge(Array.from({ length: 101 }, () => 'site').join(' '))).status).toBe(400);
    expect(PAGES.every((path) => storedPage(pageCache, path))).toBe(true);
    expect(published).toEqual([]);
  });

  it('drops the pages filed under a page key, here and on every instance, and answers what it cleared', async () => {
    const answer = await purge('page:/about-us');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({ keys: ['page:/about-us'], cleared: { pages: 1, content: 0 }, instances: 2 });
    expect(storedPage(pageCache, '/about-us')).toBeUndefined();
    expect(storedPage(pageCache, '/terms')).toBeDefined();
    expect(published).toEqual([['page:/about-us']]);
  });

  it('drops the pages reading a content document and the cached document itself, nothing else', async () => {
    expect((await upstreams.content('pages', 'terms')).value).toMatchObject({ title: 'edition 1' });
    expect((await upstreams.content('pages', 'about-us')).value).toMatchObject({ title: 'edition 2' });

    const answer = await purge('content:pages/terms');
    expect(await answer.json()).toEqual({ keys: ['content:pages/terms'], cleared: { pages: 1, content: 1 }, instances: 2 });
    expect(storedPage(pageCache, '/terms')).toBeUndefined();
    expect(storedPage(pageCache, '/about-us')).toBeDefined();
    // The next read asks the provider again and gets the editor's change; the other stays cached.
    expect((await upstreams.content('pages', 'terms')).value).toMatchObject({ title: 'edition 3' });
    expect((await upstreams.content('pages', 'about-us')).value).toMatchObject({ title: 'edition 2' });
    expect(contentCalls('pages', 'terms')).toBe(2);
    expect(contentCalls('pages', 'about-us')).toBe(1);
  });

  it('site drops every page and every cached content answer', async () => {
    await upstreams.content('pages', 'terms');
    await upstreams.content('pages', 'about-us');
    const answer = await purge('site');
    expect(await answer.json()).toEqual({ keys: ['site'], cleared: { pages: PAGES.length, content: 2 }, instances: 2 });
    expect(PAGES.map((path) => storedPage(pageCache, path))).toEqual(PAGES.map(() => undefined));
    await upstreams.content('pages', 'about-us');
    expect(contentCalls('pages', 'about-us')).toBe(2);
  });

  it('several keys at once, repeats once', async () => {
    const answer = await purge(' page:/  page:/terms page:/ ');
    expect(await answer.json()).toMatchObject({ keys: ['page:/', 'page:/terms'], cleared: { pages: 2 } });
    expect(published).toEqual([['page:/', 'page:/terms']]);
  });

  it('answers 503, not 200, when the other instances were not all reached: Varnish keeps its copies', async () => {
    fanoutFails = true;
    const answer = await purge('page:/about-us');
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({
      error: { code: 'purge_incomplete', message: expect.stringContaining('1 of 2 instances confirmed') },
      cleared: { pages: 1, content: 0 },
    });
    // This instance cleared all the same: it will not serve the old page.
    expect(storedPage(pageCache, '/about-us')).toBeUndefined();
  });

  it('without Redis (one instance) the local clear is the whole purge', async () => {
    const single = createPurgeRoute({ purgeToken: TOKEN, pagePaths: PAGES, purgeLocal: createLocalPurge({ pageCache, upstreams }), reportError: () => {} });
    const answer = await answerOf(single,
      new Request(`http://site.test${API_ROUTES.purge}`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, 'surrogate-key': 'page:/' } }),
    );
    expect(await answer.json()).toEqual({ keys: ['page:/'], cleared: { pages: 1, content: 0 }, instances: 1 });
  });
});
