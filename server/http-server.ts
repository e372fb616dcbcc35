// The public port's server with its deadlines (docs/operations.md#request-bodies-and-deadlines), and siteListener.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { isSiteApiPath } from './api/site-api';
import { pathOf } from './middleware/request-logging';

/** Longer than common load balancers' idle timeouts, so the balancer closes an idle connection first. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** `requestDeadlineMs`: how long a request's headers and body may take to arrive in full. */
export function createSiteServer(listener: RequestListener, { requestDeadlineMs }: { requestDeadlineMs: number }): Server {
  const server = createServer(
    {
      requestTimeout: requestDeadlineMs,
      headersTimeout: requestDeadlineMs,
      // How often Node looks for requests past their deadline (its 30 s default would double it).
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(requestDeadlineMs / 10))),
    },
    listener,
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return server;
}

export interface SiteStacks {
  /** The route table's Hono app (server/api/site-api.ts) as a Node listener. */
  api: RequestListener;
  /** Pages, assets, public files and health probes: the Express app (server/app.ts). */
  pages: RequestListener;
  /** The page path's first step, its one look into the page cache: true when a stored page answered. */
  cachedPage?(req: IncomingMessage, res: ServerResponse, path: string): boolean;
}

/** Node keeps the first of two Host headers, a proxy in front may read the last: HTTP/1.1 (RFC 9112, 3.2) has a server refuse them. */
function hostCount({ rawHeaders }: IncomingMessage): number {
  let hosts = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.length === 4 && rawHeaders[i]!.toLowerCase() === 'host') hosts += 1;
  return hosts;
}

/** Every request's one way in (docs/architecture.md#request-paths): the API, a cached page, or Express. */
export function siteListener({ api, pages, cachedPage }: SiteStacks): RequestListener {
  return (req, res) => {
    if (hostCount(req) > 1) {
      res.writeHead(400, { 'content-type': 'text/plain', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'", 'content-length': '11', connection: 'close' }).end('Bad Request');
      return;
    }
    const path = pathOf(req.url ?? '/');
    if (isSiteApiPath(path)) void api(req, res);
    else if (!cachedPage?.(req, res, path)) pages(req, res);
  };
}
