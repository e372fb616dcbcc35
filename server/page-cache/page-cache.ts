// The page cache: anonymous page HTML per page key as one set of bytes for everyone, inline scripts
// allowed by hash, compressed once per encoding, bounded in bytes (docs/decisions/015-page-cache-design.md,
// docs/decisions/037-byte-bounded-page-cache-and-canonical-keys.md).
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { pageCacheKey } from '../../shared/routes/page-query';
import { SURROGATE_KEY_HEADER, surrogateKeysFor } from '../../shared/routes/surrogate-keys';
import { cacheControl } from '../api/cache-control';
import { negotiateEncoding, type PageEncoding } from './accept-encoding';
import { inlineHashes, policyWithHashes, type InlineHashes } from './inline-hashes';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const PAGE_CACHE_HEADER = 'x-page-cache';

/** An entry's headers, hashes and keys (a few KB at most), counted so that many small pages cannot outgrow the bound either. */
const ENTRY_OVERHEAD_BYTES = 4096;

export interface PageCacheOptions {
  /** Paths whose 200 pages may be cached (never /not-found or /sentry-test-error). */
  paths: Iterable<string>;
  /** How long a stored page answers (PAGE_CACHE_TTL_MS); an entry is dropped when it expires. */
  ttlMs: number;
  /** The most the stored pages may take, all encodings counted (PAGE_CACHE_MAX_BYTES): least recently used out first. */
  maxBytes: number;
  now?: () => number;
  reportError?(error: unknown, context?: Record<string, unknown>): void;
}

/** Brotli quality of a stored page: every request for a key waits for its fill (docs/decisions/015-page-cache-design.md). */
const PAGE_BROTLI_QUALITY = 5;

export interface CachedPage {
  /** The page as sent, per encoding. */
  bodies: Record<PageEncoding, Buffer>;
  /** Strong validators: a hash of each encoding's bytes. */
  etags: Record<PageEncoding, string>;
  /** The inline scripts' and styles' hash sources, and the CSP header built from them. */
  hashes: InlineHashes;
  csp: string;
  /** `site page:<path> content:<section>/<page> ...` (shared/routes/surrogate-keys.ts). */
  surrogateKeys: string[];
  /** The headers of each encoding's 200 and 304 as one list (name, value, name...): a hit writes them in one call. */
  heads: Record<PageEncoding, { ok: readonly string[]; notModified: readonly string[] }>;
}

/** Request and response as the cache needs them (Express's extend Node's). */
export interface CacheRequest extends IncomingMessage {
  method: string;
  path: string;
  originalUrl: string;
}
export type CacheResponse = ServerResponse & { locals: { cspNonce: string } };

type KeyedRequest = Pick<CacheRequest, 'method' | 'path' | 'originalUrl' | 'headers'>;

export type PageCache = ReturnType<typeof createPageCache>;

/** An entry's bytes as the bound counts them: its bodies in every encoding, and its overhead. */
const entryBytes = (entry: CachedPage): number =>
  entry.bodies.identity.length + entry.bodies.gzip.length + entry.bodies.br.length + ENTRY_OVERHEAD_BYTES;

export function createPageCache(options: PageCacheOptions) {
  const paths = new Set(options.paths);
  const entries = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: entryBytes,
    ttl: options.ttlMs,
    ttlAutopurge: true,
    allowStale: false,
    updateAgeOnGet: false,
    // An injected clock drives the TTL in tests; then lru-cache must not cache "now" between calls.
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  const building = new Map<string, Promise<void>>();
  /** The sink of each claiming response's render. */
  const claims = new WeakMap<CacheResponse, (html: string | null) => void>();
  let generation = 0;

  /** The key this request's page is filed under, or undefined when no cached copy may answer it. */
  const keyOf = (req: KeyedRequest): string | undefined => {
    if (!paths.has(req.path)) return undefined;
    return cacheKeyOf({ method: req.method, url: req.originalUrl, headers: req.headers }) ?? undefined;
  };

  /** The fresh page for a request, null on a miss, undefined when no cached copy may answer it. */
  const freshFor = (req: KeyedRequest): CachedPage | null | undefined => {
    const key = keyOf(req);
    return key === undefined ? undefined : (entries.get(key) ?? null);
  };

  async function store(key: string, path: string, rendered: string, nonce: string, policy: string, startedIn: number): Promise<void> {
    const html = withoutNonce(rendered, nonce);
    if (html === undefined) {
      options.reportError?.(new Error('page cache: the nonce appears outside nonce attributes'), { path });
      return;
    }
    const identity = Buffer.from(html, 'utf8');
    const [br, gz] = await Promise.all([
      brotliAsync(identity, {
        params: {
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: zlib.Z_BEST_COMPRESSION }),
    ]);
    const bodies: Record<PageEncoding, Buffer> = { identity, gzip: gz, br };
    const hashes = inlineHashes(html);
    const csp = policyWithHashes(policy, nonce, hashes);
    const surrogateKeys = surrogateKeysFor(path);
    const etags = perEncoding((encoding) => strongEtag(bodies[encoding]));
    const heads = perEncoding((encoding) => headsOf(etags[encoding], csp, surrogateKeys, encoding, bodies[encoding].length));
    const entry: CachedPage = { bodies, etags, hashes, csp, surrogateKeys, heads };
    // A purge since the render started: its copy may hold the old content.
    if (startedIn !== generation) return;
    // A page larger than the whole bound is not kept (lru-cache refuses it): reported, as a bound too small.
    if (entryBytes(entry) > options.maxBytes) {
      options.reportError?.(new Error('page cache: a page is larger than PAGE_CACHE_MAX_BYTES'), { path, bytes: entryBytes(entry) });
      return;
    }
    entries.set(key, entry);
  }

  /**
   * Before a miss is rendered: true when this response's render fills the key, false when another
   * fills it or it cannot be stored. A claim never fed (render error, client gone) ends on 'close'.
   */
  function claim(req: CacheRequest, res: CacheResponse): boolean {
    if (claims.has(res)) return true;
    const key = keyOf(req);
    // A client gone already ('close' comes once, and came) would hold the key for good.
    if (key === undefined || req.method !== 'GET' || res.closed || building.has(key) || entries.has(key)) return false;
    let resolveBuilt!: () => void;
    building.set(key, new Promise<void>((resolve) => (resolveBuilt = resolve)));
    const finish = () => {
      building.delete(key);
      resolveBuilt();
    };
    let used = false;
    const startedIn = generation;
    claims.set(res, (html) => {
      if (used) return;
      used = true;
      const nonce = res.locals.cspNonce;
      const policy = res.getHeader('Content-Security-Policy');
      if (html === null || typeof nonce !== 'string' || nonce === '' || typeof policy !== 'string' || !policy.includes(`'nonce-${nonce}'`)) {
        finish();
        return;
      }
      store(key, req.path, html, nonce, policy, startedIn)
        .catch((error: unknown) => options.reportError?.(error, { path: req.path, phase: 'page-cache' }))
        .then(finish);
    });
    // A render that ends before it is done (client gone) frees the slot for the next request.
    res.once('close', () => {
      if (!used) {
        used = true;
        finish();
      }
    });
    return true;
  }

  /**
   * Answers from a fresh page (or `hit`, hitFor's); true when it answered. `leading`: headers (name,
   * value...) before the page's own, for a caller that set none on `res`.
   */
  function serve(req: CacheRequest, res: CacheResponse, hit?: CachedPage, leading?: readonly string[]): boolean {
    const entry = hit ?? freshFor(req);
    if (entry === undefined) return false;
    if (entry === null) {
      res.setHeader(PAGE_CACHE_HEADER, 'miss');
      return false;
    }
    const encoding = encodingFor(req.headers['accept-encoding']);
    const heads = entry.heads[encoding];
    const notModified = matchesIfNoneMatch(req.headers['if-none-match'], entry.etags[encoding]);
    let head = notModified ? heads.notModified : heads.ok;
    // A Vary set before (none on the front door's hits) keeps its fields; Accept-Encoding joins them.
    if (res.hasHeader('vary')) {
      appendVary(res);
      head = head.filter((_, i) => head[i - (i % 2)] !== 'Vary');
    }
    // The page's own policy by hash, not the nonce's: the same header for the same bytes (a 304 too).
    res.writeHead(notModified ? 304 : 200, leading ? [...leading, ...head] : (head as string[]));
    if (notModified || req.method === 'HEAD') res.end();
    else res.end(entry.bodies[encoding]);
    return true;
  }

  return {
    keyFor: keyOf,
    serve,
    hitFor: freshFor,
    claim,
    /** Whether a render is filling this request's key now (serveWhenStored will wait for it). */
    isFilling(req: KeyedRequest): boolean {
      const key = keyOf(req);
      return key !== undefined && building.has(key);
    },
    /**
     * The sink of a claimed miss: the finished HTML of a clean 200, or null when there is nothing to
     * store; undefined when this response has not claimed its key.
     */
    captureFor(_req: CacheRequest, res: CacheResponse): ((html: string | null) => void) | undefined {
      return claims.get(res);
    },
    /** Waits for the fill of this request's key in progress, then answers like `serve`; false when nothing was stored. */
    async serveWhenStored(req: CacheRequest, res: CacheResponse): Promise<boolean> {
      const key = keyOf(req);
      if (key === undefined) return false;
      await building.get(key);
      return serve(req, res);
    },
    /** Drops every entry filed under a surrogate key (a purge); answers how many were dropped. */
    purge(key: string): number {
      let dropped = 0;
      for (const [entryKey, entry] of [...entries.entries()]) {
        if (entry.surrogateKeys.includes(key)) {
          entries.delete(entryKey);
          dropped++;
        }
      }
      // A render in flight may have read the content before the purge: do not let it land.
      if (dropped > 0 || building.size > 0) generation++;
      return dropped;
    },
    /** Resolves when every store in progress has finished. */
    async settled(): Promise<void> {
      await Promise.all(building.values());
    },
    /** What the stored pages take now: bytes as the bound counts them, and entries (the page cache's metrics). */
    size(): { bytes: number; entries: number } {
      return { bytes: entries.calculatedSize, entries: entries.size };
    },
    clear(): void {
      generation++;
      entries.clear();
    },
  };
}

/**
 * The cache key of a GET or HEAD for a page (`url` as sent), or null when no shared copy may answer it:
 * another method, credentials, or a value the page shows as typed. Cookies are never read; a query
 * counts only for the values its page reads (docs/operations.md#page-cache-keys, shared/routes/page-query.ts).
 */
export function cacheKeyOf(request: { method: string; url: string; headers: IncomingHttpHeaders }): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.authorization) return null;
  const start = request.url.indexOf('?');
  const path = start < 0 ? request.url : request.url.slice(0, start);
  return pageCacheKey(path, start < 0 ? '' : request.url.slice(start));
}

/** The rendered page without React's ` nonce="..."` attributes, or undefined when the 128-bit nonce appears anywhere else. */
export function withoutNonce(html: string, nonce: string): string | undefined {
  const stripped = html.split(` nonce="${nonce}"`).join('');
  return stripped.includes(nonce) ? undefined : stripped;
}

/** A strong validator (RFC 9110 §8.8.3): 160 bits of the bytes' sha256, base64url. */
export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

const perEncoding = <T>(make: (encoding: PageEncoding) => T): Record<PageEncoding, T> => ({ identity: make('identity'), gzip: make('gzip'), br: make('br') });

/** The headers of a stored page's answers in one encoding (CachedPage.heads). */
function headsOf(etag: string, csp: string, surrogateKeys: readonly string[], encoding: PageEncoding, length: number) {
  const shared = [
    'Content-Type', 'text/html; charset=utf-8',
    'Cache-Control', cacheControl('page'),
    'ETag', etag,
    'Vary', 'Accept-Encoding',
    SURROGATE_KEY_HEADER, surrogateKeys.join(' '),
    'Content-Security-Policy', csp,
    PAGE_CACHE_HEADER, 'hit',
  ];
  const ok = [...shared, ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]), 'Content-Length', String(length)];
  return { ok, notModified: shared };
}

/** negotiateEncoding, remembering its last answer: most clients send the same Accept-Encoding. */
let lastAcceptEncoding: string | undefined;
let lastEncoding: PageEncoding = 'identity';
function encodingFor(header: string | undefined): PageEncoding {
  if (header !== lastAcceptEncoding) {
    lastEncoding = negotiateEncoding(header);
    lastAcceptEncoding = header;
  }
  return lastEncoding;
}

function appendVary(res: ServerResponse): void {
  const current = res.getHeader('Vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) res.setHeader('Vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const tag of header.split(',')) if (tag.trim().replace(/^W\//, '') === etag) return true;
  return false;
}
