// Prometheus's scrape on a port of its own (METRICS_PORT, docs/operations.md#metrics), never the public one.
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

/** The metrics port's server: the registry's text exposition, never stored; server/index.ts listens and closes it. */
export function createMetricsServer(registry: Pick<Registry, 'metrics' | 'contentType'>): Server {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== METRICS_PATH) return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return void res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed\n');
    registry
      .metrics()
      .then((text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? '' : text))
      .catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('metrics failed\n');
      });
  });
  // Scrapers keep connections open between scrapes; a shutdown closes them (server/index.ts).
  server.keepAliveTimeout = 65_000;
  return server;
}
