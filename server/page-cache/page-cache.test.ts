// The page cache on its own (the whole site: page-cache-http.test.ts): what enters the cache is the
// render less its nonce, the same bytes, ETags and CSP whatever nonce the render had, so every
// instance behind a shared cache answers a page with the same validators.
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_CACHE_MAX_BYTES, DEFAULT_PAGE_CACHE_TTL_MS } from '../config/defaults';
import { createPageCache, matchesIfNoneMatch, type PageCache, strongEtag, withoutNonce, type CacheRequest, type CacheResponse } from './page-cache';
import { storedPage } from './stored-page.test-helper';

const PATH = '/about-us';
const TTL_MS = DEFAULT_PAGE_CACHE_TTL_MS;
const render = (nonce: string) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" nonce="${nonce}" href="/assets/a.js"/><script nonce="${nonce}">banner()</script></head>` +
  `<body><div id="root">Hi</div><script nonce="${nonce}">load(["/assets/a.js"])</script></body></html>`;
const policy = (nonce: string) => `default-src 'self';script-src 'nonce-${nonce}' 'strict-dynamic';style-src 'self' 'nonce-${nonce}'`;

function exchange(nonce: string, headers: Record<string, string> = {}, url = PATH) {
  const req = { method: 'GET', path: url.split('?')[0], originalUrl: url, headers } as unknown as CacheRequest;
  const sent = new Map<string, unknown>([['content-security-policy', policy(nonce)]]);
  const res = Object.assign(new EventEmitter(), {
    locals: { cspNonce: nonce },
    statusCode: 0,
    body: undefined as Buffer | undefined,
    getHeader: (name: string) => sent.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => sent.set(name.toLowerCase(), value),
    removeHeader: (name: string) => sent.delete(name.toLowerCase()),
    hasHeader: (name: string) => sent.has(name.toLowerCase()),
    // As Node's: the status, then each name and value of the list as setHeader would.
    writeHead(status: number, headers: readonly string[] = []) {
      res.statusCode = status;
      for (let i = 0; i + 1 < headers.length; i += 2) sent.set(headers[i]!.toLowerCase(), headers[i + 1]);
      return res;
    },
    end(body?: Buffer) {
      res.body = body;
    },
  });
  return { req, res: res as unknown as CacheResponse & { body?: Buffer }, sent };
}

/** Claims the request's key and answers the sink its render feeds (what the render gate and page handler do). */
function fillFor(cache: PageCache, req: CacheRequest, res: CacheResponse): (html: string | null) => void {
  cache.claim(req, res);
  return cache.captureFor(req, res)!;
}

async function stored(nonce: string) {
  const cache = createPageCache({ maxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES, paths: [PATH], ttlMs: TTL_MS });
  const { req, res } = exchange(nonce);
  fillFor(cache, req, res)(render(nonce));
  await cache.settled();
  return cache;
}

describe('the page cache', () => {
  it('stores the render less its nonce, with the same bytes, ETags and CSP whatever the nonce was', async () => {
    const [a, b] = [await stored('AAAAAAAAAAAAAAAAAAAAAA=='), await stored('BBBBBBBBBBBBBBBBBBBBBB==')];
    const [pa, pb] = [storedPage(a, PATH)!, storedPage(b, PATH)!];
    expect(pa.bodies.identity.toString()).toBe(render('X').replaceAll(' nonce="X"', ''));
    expect(pb.bodies.identity.equals(pa.bodies.identity)).toBe(true);
    expect(pb.etags).toEqual(pa.etags);
    expect(pa.etags.identity).toBe(strongEtag(pa.bodies.identity));
    expect(pb.csp).toBe(pa.csp);
    expect(pa.csp).toMatch(/^default-src 'self';script-src 'sha256-[^ ]+' 'sha256-[^ ]+' 'strict-dynamic';style-src 'self'$/);
  });

  it('answers a hit with the shared-cache headers, and 304 to its ETag', async () => {
    const cache = await stored('AAAAAAAAAAAAAAAAAAAAAA==');
    const hit = exchange('CCCCCCCCCCCCCCCCCCCCCC==', { 'accept-encoding': 'gzip' });
    expect(cache.serve(hit.req, hit.res)).toBe(true);
    expect(hit.res.statusCode).toBe(200);
    expect(hit.sent.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400');
    expect(hit.sent.get('surrogate-key')).toBe('site page:/about-us content:pages/about-us content:site/promos');
    expect(hit.sent.get('vary')).toBe('Accept-Encoding');
    expect(hit.sent.get('content-security-policy')).toBe(storedPage(cache, PATH)!.csp);
    expect(hit.res.body!.equals(storedPage(cache, PATH)!.bodies.gzip)).toBe(true);
    const again = exchange('DDDDDDDDDDDDDDDDDDDDDD==', { 'accept-encoding': 'gzip', 'if-none-match': String(hit.sent.get('etag')) });
    expect(cache.serve(again.req, again.res)).toBe(true);
    expect(again.res.statusCode).toBe(304);
    expect(again.res.body).toBeUndefined();
  });

  it('serves the entry the front door found even when it expired a moment later (short TTLs: the drills)', async () => {
    let clock = 1_000;
    const cache = createPageCache({ maxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES, paths: [PATH], ttlMs: 2_000, now: () => clock });
    const fill = exchange('AAAAAAAAAAAAAAAAAAAAAA==');
    fillFor(cache, fill.req, fill.res)(render('AAAAAAAAAAAAAAAAAAAAAA=='));
    await cache.settled();
    const visit = exchange('BBBBBBBBBBBBBBBBBBBBBB==');
    clock = 2_999;
    const hit = cache.hitFor(visit.req);
    expect(hit).toBeDefined();
    clock = 3_001; // expired between the look and the answer
    expect(cache.hitFor(visit.req)).toBeNull();
    expect(cache.serve(visit.req, visit.res, hit!)).toBe(true);
    expect(visit.res.statusCode).toBe(200);
  });

  it('stores nothing for a render whose response has no nonce in its CSP', async () => {
    const cache = createPageCache({ maxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES, paths: [PATH], ttlMs: TTL_MS });
    const { req, res, sent } = exchange('AAAAAAAAAAAAAAAAAAAAAA==');
    sent.set('content-security-policy', "script-src 'self'");
    fillFor(cache, req, res)(render('AAAAAAAAAAAAAAAAAAAAAA=='));
    await cache.settled();
    expect(storedPage(cache, PATH)).toBeUndefined();
  });
});

describe('page cache keys and fills', () => {
  const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';

  it('answers a query its page does not read (tracking, made-up) and any cookie from the copy of the path', async () => {
    const cache = await stored(NONCE);
    for (const [url, headers] of [
      [`${PATH}?utm_source=mail&gclid=1&fdclid=2`, {}],
      [`${PATH}?r=${Math.random()}`, {}],
      [PATH, { cookie: '_ga=GA1.1; session=abc' }],
    ] as const) {
      const visit = exchange('BBBBBBBBBBBBBBBBBBBBBB==', headers, url);
      expect(cache.keyFor(visit.req), url).toBe(PATH);
      expect(cache.serve(visit.req, visit.res), url).toBe(true);
    }
    const withCredentials = exchange('BBBBBBBBBBBBBBBBBBBBBB==', { authorization: 'Basic eDp5' });
    expect(cache.keyFor(withCredentials.req)).toBeUndefined();
    expect(cache.serve(withCredentials.req, withCredentials.res)).toBe(false);
  });

  it('keeps a copy per value a page reads, filed under its key', async () => {
    const cache = createPageCache({ maxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES, paths: ['/availability'], ttlMs: TTL_MS });
    const fibre = exchange(NONCE, {}, '/availability?utm_source=x&service=fibre');
    expect(cache.keyFor(fibre.req)).toBe('/availability?service=fibre');
    fillFor(cache, fibre.req, fibre.res)(render(NONCE));
    await cache.settled();
    expect(storedPage(cache, '/availability?service=fibre')).toBeDefined();
    expect(storedPage(cache, '/availability')).toBeUndefined();
    const plain = exchange(NONCE, {}, '/availability?service=anything');
    expect(cache.serve(plain.req, plain.res)).toBe(false);
  });

  it('lets one render fill a key; the others wait for its copy', async () => {
    const cache = createPageCache({ maxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES, paths: [PATH], ttlMs: TTL_MS });
    const first = exchange(NONCE);
    const second = exchange('BBBBBBBBBBBBBBBBBBBBBB==', {}, `${PATH}?utm_source=x`);
    expect(cache.claim(first.req, first.res)).toBe(true);
    expect(cache.claim(second.req, second.res)).toBe(false);
    expect(cache.isFilling(second.req)).toBe(true);
    const waited = cache.serveWhenStored(second.req, second.res);
    fillFor(cache, first.req, first.res)(render(NONCE));
    expect(await waited).toBe(true);
    expect(second.res.statusCode).toBe(200);
    expect(cache.isFilling(second.req)).toBe(false);
  });

  it('after a fill ends with nothing to store, or its client is gone, the next render may fill the key', async () => {
    const cache = createPageCache({ maxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES, paths: [PATH], ttlMs: TTL_MS });
    const failed = exchange(NONCE);
    expect(cache.claim(failed.req, failed.res)).toBe(true);
    cache.captureFor(failed.req, failed.res)!(null);
    await cache.settled();
    const gone = exchange(NONCE);
    expect(cache.claim(gone.req, gone.res)).toBe(true);
    gone.res.emit('close');
    const next = exchange(NONCE);
    expect(cache.claim(next.req, next.res)).toBe(true);
  });

  it('a request whose client left before the claim does not claim: its key is not held for good', async () => {
    const cache = createPageCache({ maxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES, paths: [PATH], ttlMs: TTL_MS });
    const left = exchange(NONCE);
    // As Node's ServerResponse: 'close' came once, when the client left, and `closed` stays true.
    left.res.emit('close');
    Object.assign(left.res, { closed: true });
    expect(cache.claim(left.req, left.res)).toBe(false);
    expect(cache.isFilling(left.req)).toBe(false);
    const next = exchange(NONCE);
    expect(cache.claim(next.req, next.res)).toBe(true);
    fillFor(cache, next.req, next.res)(render(NONCE));
    await cache.settled();
    expect(cache.hitFor(exchange(NONCE).req)).toBeTruthy();
  });

  it('a render that did not claim its key is not stored', async () => {
    const cache = createPageCache({ maxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES, paths: [PATH], ttlMs: TTL_MS });
    const unclaimed = exchange(NONCE);
    expect(cache.captureFor(unclaimed.req, unclaimed.res)).toBeUndefined();
  });

  it('a purge during a fill keeps the outdated copy out without holding the key', async () => {
    const cache = createPageCache({ maxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES, paths: [PATH], ttlMs: TTL_MS });
    const fill = exchange(NONCE);
    expect(cache.claim(fill.req, fill.res)).toBe(true);
    cache.purge('site');
    fillFor(cache, fill.req, fill.res)(render(NONCE));
    await cache.settled();
    expect(storedPage(cache, PATH)).toBeUndefined();
    const next = exchange(NONCE);
    expect(cache.claim(next.req, next.res)).toBe(true);
  });

  it('a HEAD never fills', () => {
    const cache = createPageCache({ maxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES, paths: [PATH], ttlMs: TTL_MS });
    const head = exchange(NONCE);
    (head.req as { method: string }).method = 'HEAD';
    expect(cache.claim(head.req, head.res)).toBe(false);
  });
});

describe('the page cache\'s bounds', () => {
  const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
  /** A page of about `kb` KB that compresses poorly (random base64: about 76% in gzip and brotli), so an entry takes some 2.5 times that. */
  const bigRender = (nonce: string, kb: number) => render(nonce).replace('Hi', randomBytes(kb * 768).toString('base64'));

  it('holds at most maxBytes: the least recently used page goes first', async () => {
    const paths = ['/about-us', '/terms', '/privacy-policy', '/esafety'];
    const cache = createPageCache({ maxBytes: 800_000, paths, ttlMs: TTL_MS });
    for (const path of paths.slice(0, 3)) {
      const { req, res } = exchange(NONCE, {}, path);
      fillFor(cache, req, res)(bigRender(NONCE, 100));
      await cache.settled();
    }
    expect(cache.size().entries).toBe(3);
    // /about-us read again: /terms is now the least recently used.
    expect(storedPage(cache, '/about-us')).toBeDefined();
    const { req, res } = exchange(NONCE, {}, '/esafety');
    fillFor(cache, req, res)(bigRender(NONCE, 100));
    await cache.settled();
    expect(cache.size().bytes).toBeLessThanOrEqual(800_000);
    expect(storedPage(cache, '/terms')).toBeUndefined();
    expect(storedPage(cache, '/about-us')).toBeDefined();
    expect(storedPage(cache, '/esafety')).toBeDefined();
    expect(cache.size().entries).toBe(3);
  });

  it('drops an entry when it expires, without anyone asking for it', async () => {
    const cache = createPageCache({ maxBytes: DEFAULT_PAGE_CACHE_MAX_BYTES, paths: [PATH], ttlMs: 150 });
    const { req, res } = exchange(NONCE);
    fillFor(cache, req, res)(render(NONCE));
    await cache.settled();
    expect(cache.size().entries).toBe(1);
    expect(cache.size().bytes).toBeGreaterThan(0);
    await expect.poll(() => cache.size(), { interval: 20 }).toEqual({ bytes: 0, entries: 0 });
  });
});

describe('withoutNonce', () => {
  it('drops the nonce attributes React wrote', () => {
    expect(withoutNonce('<script nonce="N1">a</script><link nonce="N1"/>', 'N1')).toBe('<script>a</script><link/>');
  });

  it('refuses a page where the nonce appears anywhere else', () => {
    expect(withoutNonce('<script nonce="N1">var n="N1"</script>', 'N1')).toBeUndefined();
  });
});

describe('validators', () => {
  it('makes a strong ETag from the bytes: quoted, no W/, different bytes different tags', () => {
    expect(strongEtag(Buffer.from('a'))).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(strongEtag(Buffer.from('a'))).toBe(strongEtag(Buffer.from('a')));
    expect(strongEtag(Buffer.from('a'))).not.toBe(strongEtag(Buffer.from('b')));
  });

  it('matches If-None-Match by the weak comparison, lists and *', () => {
    expect(matchesIfNoneMatch('"x", W/"e"', '"e"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"e"')).toBe(true);
    expect(matchesIfNoneMatch('"x"', '"e"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"e"')).toBe(false);
  });
});
