// Streams a page with renderToPipeableStream (docs/architecture.md#request-paths): browsers at the shell,
// crawlers at onAllReady, HEAD without a body; errors after the shell are only logged.
import { PassThrough } from 'node:stream';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import type { RenderOptions, render } from '../../client/entry-server';
import type { PageAssets } from './asset-manifest';
import { isCrawler } from './crawler';
import { PATHS } from '../../shared/routes/paths';
import { toWebRequest } from '../api/node-request-body';
import { cacheControl } from '../api/cache-control';
import { moduleLoaderScript } from './module-loader';
import type { ReadApi } from './page-reads';
import type { CacheRequest, CacheResponse, PageCache } from '../page-cache/page-cache';

/** client/entry-server.tsx, loaded by server/index.ts (Vite's module in dev). */
export type PageRenderer = { render: typeof render };

export interface PageHandlerDeps {
  getRenderer(): Promise<PageRenderer>;
  assets: PageAssets;
  /** The page loaders' reads (page-reads.ts). */
  readApi: ReadApi;
  siteUrl: string;
  /** The public DSN browsers report errors to (server/config/browser-error-reporting.ts); off when absent. */
  browserErrorDsn?: string | undefined;
  reportError(error: unknown, context?: Record<string, unknown>): void;
  /** Before rendering (render-gate.ts): false when it answered instead (another render's copy, or a 429). */
  admit?(req: ExpressRequest, res: ExpressResponse): Promise<boolean>;
  /** A request with a page cache key is rendered anonymously (anonymousRequest); only a clean 200 feeds the cache. */
  pageCache?: PageCache | undefined;
}

/** A shared cache in front (Varnish) announces itself with this header and gets the page cache's public copy, even on a miss (ADR 015). */
export const SURROGATE_CAPABILITY_HEADER = 'surrogate-capability';

const ABORT_DELAY_MS = 10_000;

export function createPageHandler(deps: PageHandlerDeps) {
  const bootstrapScriptContent = moduleLoaderScript(deps.assets.bootstrapModules);
  return async function pageHandler(req: ExpressRequest, res: ExpressResponse): Promise<void> {
    if (deps.admit && !(await deps.admit(req, res))) return;
    const nonce = res.locals.cspNonce;
    const renderer = await deps.getRenderer();
    // A page whose content call failed shows the API-error panel (docs/product/frame.md#menu): never store that one.
    let apiFailed = false;
    // The loaders' reads carry this request's id, so a failure they report leads back to it.
    const readApi: RenderOptions['readApi'] = async (read, signal) => {
      const answer = await deps.readApi(read, signal, req.id);
      if (answer === null) apiFailed = true;
      return answer;
    };
    const webRequest = toWebRequest(req, res);
    const sharedKey = deps.pageCache?.keyFor(req);
    // A sink for the whole HTML (null: nothing to store), when this response fills its cache key.
    const [cacheReq, cacheRes] = [req as unknown as CacheRequest, res as unknown as CacheResponse];
    const captureFor = () => deps.pageCache?.captureFor(cacheReq, cacheRes);
    const result = await renderer.render(sharedKey === undefined ? webRequest : anonymousRequest(webRequest, sharedKey), {
      nonce,
      readApi,
      siteUrl: deps.siteUrl,
      browserErrorDsn: deps.browserErrorDsn,
      resolveAssets: deps.assets.resolve,
    });
    if (result.type === 'redirect') {
      captureFor()?.(null);
      res.setHeader('Cache-Control', cacheControl('none'));
      res.redirect(result.status, result.location);
      return;
    }
    for (const error of result.errors) {
      // A loader error renders the 'Whoops!' page (docs/product/frame.md#error-boundary Error boundary) and is reported.
      if (!isRedirectOrNotFound(error)) deps.reportError(error, { path: req.path, requestId: req.id });
    }

    const renderedCleanly = result.errors.length === 0;
    const crawler = isCrawler(req.get('user-agent'));
    // docs/product/frame.md#unknown-routes /not-found is a real page answered with HTTP 404.
    let status = req.path === PATHS.notFound ? 404 : result.status;
    let shellSent = false;
    let renderFailed = false;
    const { pipe, abort } = renderToPipeableStream(result.element, {
      nonce,
      bootstrapScriptContent,
      // Finished Suspense boundaries stay in place, never moved to the end: no layout shift (docs/architecture.md#rendering).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady() {
        if (!crawler) send();
      },
      onAllReady() {
        if (crawler) send();
      },
      onShellError(error) {
        deps.reportError(error, { path: req.path, phase: 'shell' });
        if (!res.headersSent) res.status(500).set('Cache-Control', cacheControl('none')).type('html').send(SHELL_ERROR_HTML);
      },
      onError(error) {
        status = 500;
        renderFailed = true;
        // After the shell is out, the status is sent: log only (react-router's entry does the same).
        if (shellSent) req.log?.error({ err: error }, 'error while streaming a page');
        else deps.reportError(error, { path: req.path, phase: 'render' });
      },
    });
    const timer = setTimeout(() => abort(), ABORT_DELAY_MS);
    const clear = () => clearTimeout(timer);
    res.on('finish', clear).on('close', clear);

    function send() {
      shellSent = true;
      res.status(status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      // A render carries its nonce: only the page cache's copy is for a shared cache (docs/decisions/015-page-cache-design.md).
      res.setHeader('Cache-Control', cacheControl('none'));
      if (req.method === 'HEAD') {
        captureFor()?.(null);
        clear();
        abort();
        res.end();
        return;
      }
      const body = new PassThrough();
      // React calls flush() after each chunk when the destination has it: compression flushes then.
      (body as PassThrough & { flush?: () => void }).flush = () => (res as ExpressResponse & { flush?: () => void }).flush?.();
      const capture = captureFor();
      // Nothing to keep (the key is left to the next request), or a copy kept as the page streams.
      if (capture && !(status === 200 && renderedCleanly && !apiFailed)) capture(null);
      else if (capture) {
        // A shared cache waits for the whole page and gets the stored copy it can keep.
        const storedCopy = req.get(SURROGATE_CAPABILITY_HEADER) !== undefined ? deps.pageCache : undefined;
        const chunks: Buffer[] = [];
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        // Sent as React makes it, not at this visitor's pace: requests for the key wait for this fill, and a client that never reads would hold them.
        if (!storedCopy) body.on('data', (chunk: Buffer) => res.write(chunk)).on('end', () => res.end());
        body.on('end', () => {
          const html = Buffer.concat(chunks);
          capture(!renderFailed && status === 200 ? html.toString('utf8') : null);
          storedCopy?.serveWhenStored(cacheReq, cacheRes)
            .catch((error: unknown) => {
              deps.reportError(error, { path: req.path, phase: 'page-cache' });
              return false;
            })
            .then((served) => {
              if (!served && !res.headersSent) res.end(html);
            });
        });
        return void pipe(body);
      }
      body.pipe(res);
      pipe(body);
    }
  };
}

/** The request as a shared copy is rendered: the page's key as its URL, without the visitor's cookies or credentials. */
function anonymousRequest(request: Request, key: string): Request {
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  headers.delete('authorization');
  return new Request(new URL(key, request.url), { method: request.method, headers, signal: request.signal });
}

function isRedirectOrNotFound(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return status === 404 || (typeof status === 'number' && status >= 300 && status < 400);
}

/** When not even the shell renders: the docs/product/frame.md#error-fallback-page fallback texts, without scripts; only a reported failure (a 5xx) says so. */
const shellErrorPage = (reported: boolean) =>
  `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Whoops!</title></head><body><main><h1>Whoops!</h1><p>We are sorry, something seems to have gone wrong.</p><p><a href="">Try again</a> <a href="/">Return home</a></p>${reported ? '<p>We have been notified of this issue.</p>' : ''}</main></body></html>`;
export const SHELL_ERROR_HTML = shellErrorPage(true);
/** The same page for a 4xx, which is never reported. */
export const SHELL_ERROR_HTML_UNREPORTED = shellErrorPage(false);
