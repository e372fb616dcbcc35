// Renders are the site's costly answers: one client must not be able to keep a core busy with them
// (docs/operations.md#render-limits). Before a page is rendered:
// - a render that fills the page cache (the first for its key since it expired or was purged) goes
//   ahead uncounted: there are only so many keys (shared/routes/page-query.ts), so only so many fills;
// - while another render fills the key, the request waits for that copy instead of rendering too;
// - any other render (a page that is never shared, a country search, a key whose fill just failed)
//   spends one of the client's render tokens, and a client with none left is answered 429 with
//   Retry-After.
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { CacheRequest, CacheResponse, PageCache } from '../page-cache/page-cache';
import { cacheControl } from '../api/cache-control';
import type { KeyLimiter, RateLimit } from '../api/rate-limit';

/** Renders a client may cause besides cache fills: a burst of 10, then one every 6 seconds. */
export const DEFAULT_RENDER_LIMIT: RateLimit = { perSecond: 1 / 6, burst: 10 };

export interface RenderGateDeps {
  pageCache?: PageCache | undefined;
  /** Buckets of renders per client (memory or shared, like the API's); absent: renders are not counted. */
  limiter?: KeyLimiter | undefined;
  /** The client's key for the limits (server/api/client-ip.ts clientAddressKey of req.ip). */
  clientKey(req: ExpressRequest): string;
}

export function createRenderGate(deps: RenderGateDeps): (req: ExpressRequest, res: ExpressResponse) => Promise<boolean> {
  const { pageCache, limiter } = deps;
  return async (req, res) => {
    if (pageCache) {
      const cacheReq = req as unknown as CacheRequest;
      const cacheRes = res as unknown as CacheResponse;
      if (pageCache.claim(cacheReq, cacheRes)) return true;
      if (pageCache.isFilling(cacheReq) && (await pageCache.serveWhenStored(cacheReq, cacheRes))) return false;
      // Stored between the front door's look and now.
      if (pageCache.serve(cacheReq, cacheRes)) return false;
    }
    if (!limiter) return true;
    const waitMs = await limiter.take(deps.clientKey(req));
    if (waitMs === 0) return true;
    res
      .status(429)
      .set({ 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))), 'Cache-Control': cacheControl('none') })
      .type('html')
      .send(TOO_MANY_RENDERS_HTML);
    return false;
  };
}

/** A plain page, without scripts, for a client over its render limit. */
export const TOO_MANY_RENDERS_HTML = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests</title></head><body><main><h1>Too many requests</h1><p>Please wait a moment and try again.</p><p><a href="/">Return home</a></p></main></body></html>`;
