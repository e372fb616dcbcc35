// The page cache (DESIGN §2, issue 7): anonymous page HTML kept per path, compressed once per
// encoding (brotli and gzip), with the CSP nonce of each response filled in at send time. A miss
// renders and streams as before while the HTML is captured; hits answer with ETag/304 and
// Vary: Accept-Encoding, after the security headers (the CSP header and the body carry one nonce).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { negotiateEncoding, type PageEncoding } from './accept-encoding';
import { brotliWithNonce, compressBrotliTemplate, type BrotliTemplate } from './brotli-template';
import { isCacheableRequest, isStorableRequest } from './cacheable-request';
import { compressGzipTemplate, gzipWithNonce, type GzipTemplate } from './gzip-template';
import { fillTemplate, NONCE_PATTERN, standInsFor, templateFromHtml, type PageTemplate } from './page-template';

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
  template: PageTemplate;
  gzip: GzipTemplate | null;
  brotli: BrotliTemplate | null;
  etags: Record<PageEncoding, string>;
  /** The encodings this entry can send compressed. */
  offered: PageEncoding[];
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
  /** Answers from the cache when it holds a fresh page for this request; true when it answered. */
  serve(req: CacheRequest, res: CacheResponse): boolean;
  /**
   * Would `serve` answer this request (given a well-formed nonce)? Lets the server's front door
   * take cache hits past the router (DESIGN §5) and leave everything else to it untouched.
   */
  canServe(req: Pick<CacheRequest, 'method' | 'path' | 'originalUrl' | 'headers'>): boolean;
  /**
   * For a miss being rendered: a sink for the finished HTML (a 200 page rendered without errors),
   * or undefined when this render must not be stored.
   */
  captureFor(req: CacheRequest, res: CacheResponse): ((html: string) => void) | undefined;
  /** The entry for a path (tests, bench). */
  peek(path: string): CachedPage | undefined;
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

  async function store(path: string, html: string, nonce: string, startedIn: number): Promise<void> {
    const template = templateFromHtml(html, nonce);
    const standIns = standInsFor(template);
    // Without spare bytes for stand-ins the page is still cached, uncompressed (compression() is
    // bypassed only for encoded answers, so the client still gets it compressed on the fly).
    const [gzip, brotli] = standIns
      ? await Promise.all([
          compressGzipTemplate(template, standIns),
          compressBrotliTemplate(template, standIns, options.brotliQuality),
        ])
      : [null, null];
    const gzipOk = !!gzip && verified(template, (n) => gunzipSync(gzipWithNonce(gzip, n)));
    const brotliOk = !!brotli && verified(template, (n) => brotliDecompressSync(brotliWithNonce(brotli, n)));
    const entry: CachedPage = {
      template,
      gzip: gzipOk ? gzip : null,
      brotli: brotliOk ? brotli : null,
      offered: [...(brotliOk ? (['br'] as const) : []), ...(gzipOk ? (['gzip'] as const) : [])],
      etags: {
        identity: `"${template.digest}"`,
        gzip: `"${template.digest}-gz"`,
        br: `"${template.digest}-br"`,
      },
      expiresAt: now() + ttlMs,
    };
    if (standIns && (!entry.gzip || !entry.brotli)) {
      options.reportError?.(new Error('page cache: a compressed template did not round-trip'), { path });
    }
    if (startedIn === generation) entries.set(path, entry);
  }

  return {
    serve(req, res) {
      if (!paths.has(req.path) || !isCacheableRequest({ method: req.method, url: req.originalUrl, headers: req.headers })) return false;
      const entry = fresh(req.path);
      const nonce = res.locals.cspNonce;
      if (!entry || typeof nonce !== 'string' || Buffer.byteLength(nonce) !== entry.template.nonceLength) {
        res.setHeader(PAGE_CACHE_HEADER, 'miss');
        return false;
      }
      const encoding = negotiateEncoding(req.headers['accept-encoding'], entry.offered);
      const etag = entry.etags[encoding];
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('ETag', etag);
      appendVary(res);
      res.setHeader(PAGE_CACHE_HEADER, 'hit');
      if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
        // The browser keeps the body it has, with the nonce its stored CSP header names: a 304
        // must not bring a new CSP (RFC 9110 §15.4.5: no representation metadata on a 304).
        res.removeHeader('Content-Security-Policy');
        res.statusCode = 304;
        res.end();
        return true;
      }
      const nonceBytes = Buffer.from(nonce);
      const body =
        encoding === 'br'
          ? brotliWithNonce(entry.brotli!, nonceBytes)
          : encoding === 'gzip'
            ? gzipWithNonce(entry.gzip!, nonceBytes)
            : fillTemplate(entry.template, nonceBytes);
      if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.statusCode = 200;
      if (req.method === 'HEAD') res.end();
      else res.end(body);
      return true;
    },

    canServe(req) {
      return (
        paths.has(req.path) &&
        isCacheableRequest({ method: req.method, url: req.originalUrl, headers: req.headers }) &&
        fresh(req.path) !== undefined
      );
    },

    captureFor(req, res) {
      const path = req.path;
      if (!paths.has(path) || building.has(path) || fresh(path)) return undefined;
      if (!isStorableRequest({ method: req.method, url: req.originalUrl, headers: req.headers })) return undefined;
      const nonce = res.locals.cspNonce;
      if (typeof nonce !== 'string' || !NONCE_PATTERN.test(nonce)) return undefined;
      const startedIn = generation;
      let resolveBuilt!: () => void;
      building.set(path, new Promise<void>((resolve) => (resolveBuilt = resolve)));
      let used = false;
      const sink = (html: string) => {
        if (used) return;
        used = true;
        store(path, html, nonce, startedIn)
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

    peek: (path) => entries.get(path),
    async settled() {
      await Promise.all(building.values());
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}

/** Decodes the stitched stream once with a fresh nonce before the entry is used. */
function verified(template: PageTemplate, decode: (nonce: Buffer) => Buffer): boolean {
  const nonce = Buffer.from(randomBytes(16).toString('base64'));
  try {
    return decode(nonce).equals(fillTemplate(template, nonce));
  } catch {
    return false;
  }
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
