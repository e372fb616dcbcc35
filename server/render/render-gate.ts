// Before a page is rendered (docs/operations.md#render-limits, docs/decisions/037-byte-bounded-page-cache-and-canonical-keys.md):
// a request waits for a copy another render is filling; every render spends one of the client's tokens
// (429 past them), a canonical key's fill from DEFAULT_FILL_LIMIT, any other render from DEFAULT_RENDER_LIMIT.
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { CacheRequest, CacheResponse, PageCache } from '../page-cache/page-cache';
import { retryAfter } from '../api/api-responses';
import { cacheControl } from '../api/cache-control';
import type { KeyLimiter, RateLimit } from '../api/rate-limit';

/** Renders a client may cause that fill no cache key: a burst of 10, then one every 6 seconds. */
export const DEFAULT_RENDER_LIMIT: RateLimit = { perSecond: 1 / 6, burst: 10 };

/** Renders a client may cause that fill a canonical key: a burst of 60 (every page once), then one a second. */
export const DEFAULT_FILL_LIMIT: RateLimit = { perSecond: 1, burst: 60 };

export interface RenderGateDeps {
  pageCache?: PageCache | undefined;
  /** Buckets of renders per client (memory or shared, like the API's); absent: renders are not counted. */
  limiter?: KeyLimiter | undefined;
  /** Buckets of cache fills per client (DEFAULT_FILL_LIMIT); absent: fills count against `limiter`. */
  fillLimiter?: KeyLimiter | undefined;
  /** The client's key for the limits (server/api/client-ip.ts clientAddressKey of req.ip). */
  clientKey(req: ExpressRequest): string;
  /** Whether the page of a cache key may be stored (server/render/shareable-page.ts); absent: every key may. */
  shareable?(key: string): Promise<boolean>;
}

export function createRenderGate(deps: RenderGateDeps): (req: ExpressRequest, res: ExpressResponse) => Promise<boolean> {
  const { pageCache, limiter } = deps;
  return async (req, res) => {
    // The client left while the request came through the middleware: nothing to render for.
    if (res.closed) return false;
    const cacheReq = req as unknown as CacheRequest;
    const cacheRes = res as unknown as CacheResponse;
    // Claimed at once, so that requests for the key arriving meanwhile wait for this render's copy.
    let claimed = false;
    if (pageCache) {
      claimed = pageCache.claim(cacheReq, cacheRes);
      // Another render fills the key: its copy answers. (One stored since the listener's look renders again: rare.)
      if (!claimed && pageCache.isFilling(cacheReq) && (await pageCache.serveWhenStored(cacheReq, cacheRes))) return false;
    }
    /** Gives the key up: the requests waiting for it render (counted) or find another copy. */
    const release = () => pageCache?.captureFor(cacheReq, cacheRes)?.(null);
    if (claimed && deps.shareable) {
      const key = pageCache!.keyFor(cacheReq);
      if (key === undefined || !(await deps.shareable(key))) {
        release();
        claimed = false;
      }
    }
    const bucket = claimed && deps.fillLimiter ? deps.fillLimiter : limiter;
    if (bucket) {
      const waitMs = await bucket.take(deps.clientKey(req));
      if (waitMs > 0) {
        if (claimed) release();
        res
          .status(429)
          .set({ 'Retry-After': retryAfter(waitMs), 'Cache-Control': cacheControl('none') })
          .type('html')
          .send(TOO_MANY_RENDERS_HTML);
        return false;
      }
    }
    return true;
  };
}

/** A plain page, without scripts, for a client over its render limit. */
export const TOO_MANY_RENDERS_HTML = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests</title></head><body><main><h1>Too many requests</h1><p>Please wait a moment and try again.</p><p><a href="/">Return home</a></p></main></body></html>`;
