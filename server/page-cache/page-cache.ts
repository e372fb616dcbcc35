// The page cache (DESIGN §2, §5a; issue 12): anonymous page HTML kept per path as one set of bytes
// for everyone, so a shared cache (Varnish, a CDN) can hold it too. When a clean render enters the
// cache, its nonce attributes are dropped and its CSP allows its inline scripts by sha256 hash
// instead ('strict-dynamic' kept); it is compressed once per encoding and gets a strong ETag per
// encoding (a hash of those bytes). Hits answer with 304 to a matching If-None-Match, `Cache-Control`
// for shared caches, `Vary: Accept-Encoding` and the page's surrogate keys. The render itself, with
// its nonce, streams as before and is `private, no-store` (server/render/page-handler.ts).
// docs/decisions/015-page-cache-design.md.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { SURROGATE_KEY_HEADER, surrogateKeysFor } from '../../shared/routes/surrogate-keys';
import { cacheControl } from '../api/cache-control';
import { negotiateEncoding, type PageEncoding } from './accept-encoding';
import { isCacheableRequest, isStorableRequest } from './cacheable-request';
import { inlineHashes, policyWithHashes, type InlineHashes } from './inline-hashes';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The content TTL (server/upstream/upstreams.ts): a cached page lives as long as its content. */
export const DEFAULT_PAGE_CACHE_TTL_MS = 5 * 60_000;

export const PAGE_CACHE_HEADER = 'x-page-cache';

export interface PageCacheOptions {
  /** Paths whose 200 pages may be cached (never /not-found or /sentry-test-error). */
  paths: Iterable<string>;
  ttlMs?: number;
  /** Wall clock in ms; injected by tests. */
  now?: () => number;
  /** Brotli quality for the once-per-entry compression (default 11). */
  brotliQuality?: number;
  reportError?(error: unknown, context?: Record<string, unknown>): void;
}

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
  expiresAt: number;
}

/** Request and response as the cache needs them (Express's extend Node's). */
export interface CacheRequest extends IncomingMessage {
  method: string;
  path: string;
  originalUrl: string;
}
export type CacheResponse = ServerResponse & { locals: { cspNonce: string } };

export interface PageCache {
  /**
   * Answers from the cache when it holds a fresh page for this request (or with `hit`, found by
   * hitFor for the same request); true when it answered.
   */
  serve(req: CacheRequest, res: CacheResponse, hit?: CachedPage): boolean;
  /**
   * The fresh page `serve` would answer this request with, if any. Lets the server's front door take
   * cache hits past the router (DESIGN §5) and leave everything else to it untouched; it serves the
   * entry it found, so a page that expires in between (short TTLs: the drills) is still answered.
   */
  hitFor(req: Pick<CacheRequest, 'method' | 'path' | 'originalUrl' | 'headers'>): CachedPage | undefined;
  /**
   * For a miss being rendered: a sink for the finished HTML (a 200 page rendered without errors),
   * or undefined when this render must not be stored.
   */
  captureFor(req: CacheRequest, res: CacheResponse): ((html: string) => void) | undefined;
  /**
   * After a sink from captureFor has been fed: waits for the copy to be stored, then answers from
   * it like `serve`; false when nothing could be stored (the caller sends the render itself).
   */
  serveWhenStored(req: CacheRequest, res: CacheResponse): Promise<boolean>;
  /** The entry for a path (tests, bench). */
  peek(path: string): CachedPage | undefined;
  /** Drops every entry filed under a surrogate key (a purge); answers how many were dropped. */
  purge(key: string): number;
  /** Resolves when every store in progress has finished. */
  settled(): Promise<void>;
  clear(): void;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const paths = new Set(options.paths);
  const ttlMs = options.ttlMs ?? DEFAULT_PAGE_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedPage>();
  const building = new Map<string, Promise<void>>();
  let generation = 0;

  const fresh = (path: string): CachedPage | undefined => {
    const entry = entries.get(path);
    if (entry && entry.expiresAt > now()) return entry;
    return undefined;
  };

  async function store(path: string, rendered: string, nonce: string, policy: string, startedIn: number): Promise<void> {
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
          [zlib.BROTLI_PARAM_QUALITY]: options.brotliQuality ?? zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: zlib.Z_BEST_COMPRESSION }),
    ]);
    const bodies: Record<PageEncoding, Buffer> = { identity, gzip: gz, br };
    const hashes = inlineHashes(html);
    const entry: CachedPage = {
      bodies,
      etags: { identity: strongEtag(identity), gzip: strongEtag(gz), br: strongEtag(br) },
      hashes,
      csp: policyWithHashes(policy, nonce, hashes),
      surrogateKeys: surrogateKeysFor(path),
      expiresAt: now() + ttlMs,
    };
    if (startedIn === generation) entries.set(path, entry);
  }

  return {
    serve(req, res, hit) {
      if (!paths.has(req.path) || !isCacheable(req)) return false;
      const entry = hit ?? fresh(req.path);
      if (!entry) {
        res.setHeader(PAGE_CACHE_HEADER, 'miss');
        return false;
      }
      const encoding = negotiateEncoding(req.headers['accept-encoding']);
      const etag = entry.etags[encoding];
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', cacheControl('page'));
      res.setHeader('ETag', etag);
      appendVary(res);
      res.setHeader(SURROGATE_KEY_HEADER, entry.surrogateKeys.join(' '));
      // The page's own policy, by hash: the same header for the same bytes (a 304 included).
      res.setHeader('Content-Security-Policy', entry.csp);
      res.setHeader(PAGE_CACHE_HEADER, 'hit');
      if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      const body = entry.bodies[encoding];
      if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.statusCode = 200;
      if (req.method === 'HEAD') res.end();
      else res.end(body);
      return true;
    },

    hitFor(req) {
      return paths.has(req.path) && isCacheable(req) ? fresh(req.path) : undefined;
    },

    captureFor(req, res) {
      const path = req.path;
      if (!paths.has(path) || building.has(path) || fresh(path)) return undefined;
      if (!isStorableRequest({ method: req.method, url: req.originalUrl, headers: req.headers })) return undefined;
      const nonce = res.locals.cspNonce;
      const policy = res.getHeader('Content-Security-Policy');
      if (typeof nonce !== 'string' || nonce === '' || typeof policy !== 'string' || !policy.includes(`'nonce-${nonce}'`)) return undefined;
      const startedIn = generation;
      let resolveBuilt!: () => void;
      building.set(path, new Promise<void>((resolve) => (resolveBuilt = resolve)));
      let used = false;
      const sink = (html: string) => {
        if (used) return;
        used = true;
        store(path, html, nonce, policy, startedIn)
          .catch((error: unknown) => options.reportError?.(error, { path, phase: 'page-cache' }))
          .finally(() => {
            building.delete(path);
            resolveBuilt();
          });
      };
      // A render that ends without HTML to store (error, client gone) frees the slot.
      res.once('close', () => {
        if (!used) {
          used = true;
          building.delete(path);
          resolveBuilt();
        }
      });
      return sink;
    },

    async serveWhenStored(req, res) {
      await building.get(req.path);
      return this.serve(req, res);
    },

    peek: (path) => entries.get(path),
    purge(key) {
      let dropped = 0;
      for (const [path, entry] of entries) {
        if (entry.surrogateKeys.includes(key)) {
          entries.delete(path);
          dropped++;
        }
      }
      // A render in flight may have read the content before the purge: do not let it land.
      if (dropped > 0 || building.size > 0) generation++;
      return dropped;
    },
    async settled() {
      await Promise.all(building.values());
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}

const isCacheable = (req: Pick<CacheRequest, 'method' | 'originalUrl' | 'headers'>) =>
  isCacheableRequest({ method: req.method, url: req.originalUrl, headers: req.headers });

/**
 * The rendered page without its nonce attributes (React writes ` nonce="..."`), or undefined when
 * the nonce appears anywhere else. A 128-bit random nonce occurs in the HTML only where React
 * wrote it, never by chance.
 */
export function withoutNonce(html: string, nonce: string): string | undefined {
  const stripped = html.split(` nonce="${nonce}"`).join('');
  return stripped.includes(nonce) ? undefined : stripped;
}

/** A strong validator (RFC 9110 §8.8.3): 160 bits of the bytes' sha256, base64url. */
export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
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
