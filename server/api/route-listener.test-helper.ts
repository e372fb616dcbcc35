// Routes served as production serves them (the route table's Hono app, site-api.ts), for route tests
// that drive a listener with supertest or a socket, or hand the app a Web Request. A path outside
// the route table is a 404 here. No proxy is trusted unless named, as Express's default.
import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import proxyaddr from 'proxy-addr';
import type { ReportError } from '../error-reporting';
import type { ApiRequest, ApiRoute } from './api-route';
import { clientAddressKey } from './client-ip';
import { isSiteApiPath, siteApi } from './site-api';

export function routeListener(routes: readonly ApiRoute[], options: { trustProxy?: string; reportError?: ReportError } = {}): RequestListener {
  const trust = options.trustProxy === undefined ? () => false : proxyaddr.compile(options.trustProxy);
  const app = siteApi(routes, {
    middleware: [
      (c, next) => {
        if (c.env.incoming) c.set('clientIp', clientAddressKey(proxyaddr(c.env.incoming, trust)));
        return next();
      },
    ],
    reportError: options.reportError ?? (() => {}),
  });
  const api = getRequestListener(app.fetch);
  return (req, res) => {
    if (isSiteApiPath((req.url ?? '/').split('?')[0]!)) void api(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  };
}

/** The routes' answer to a Web Request from `clientIp`, as the edge gives it. */
export function serveRoutes(routes: readonly ApiRoute[], request: Request, options: { clientIp: string; reportError?: ReportError }): Promise<Response> {
  const app = siteApi(routes, {
    middleware: [
      (c, next) => {
        c.set('clientIp', options.clientIp);
        return next();
      },
    ],
    reportError: options.reportError ?? (() => {}),
  });
  return Promise.resolve(app.fetch(request));
}

/** A Web Request as a handler sees it, from `clientIp`. */
export function apiRequest(request: Request, clientIp: string): ApiRequest {
  return { method: request.method, url: request.url, headers: request.headers, signal: request.signal, body: request.body, clientIp };
}
