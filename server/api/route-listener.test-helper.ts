// Routes served as production serves them (node-adapter.ts over the one router), for route tests
// that drive a listener with supertest or a socket: anything the router does not take is a 404.
// No proxy is trusted unless named, as Express's default.
import type { RequestListener } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { ReportError } from '../error-reporting';
import type { ApiRoute } from './api-route';
import { createNodeApi } from './node-adapter';
import { createRouter } from './router';

export function routeListener(routes: readonly ApiRoute[], options: { trustProxy?: string; reportError?: ReportError } = {}): RequestListener {
  const answerRoute = createNodeApi({
    router: createRouter(routes),
    trust: options.trustProxy === undefined ? () => false : proxyaddr.compile(options.trustProxy),
    reportError: options.reportError ?? (() => {}),
  });
  return (req, res) => {
    if (!answerRoute(req, res)) res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  };
}
