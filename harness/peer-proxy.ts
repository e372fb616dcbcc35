// The bare peers of `npm run bench -- --peer` and `-- --hono-peer` (docs/operations.md#bench): one
// pass-through handler, on node:http alone or as a Hono app served by @hono/node-server (PEER_ON=hono),
// the site's own framework with nothing of the site's around it.
//   UPSTREAM_URL=http://127.0.0.1:4000 [PEER_ON=hono] node --import tsx harness/peer-proxy.ts
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { Pool } from 'undici';
import { API_ROUTES } from '../shared/routes/api-paths';
import { SITE_BRAND } from '../shared/site-config';
import { PEER_STATS_PATH, type PeerFraming } from './processes';

interface PeerAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | string;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A request URL as its path and query. */
function split(url: string): [path: string, query: string] {
  const mark = url.indexOf('?');
  return mark < 0 ? [url, ''] : [url.slice(0, mark), url.slice(mark + 1)];
}

/** The peer on `framing`, passing the two proxies' paths to `upstreamUrl` through one undici pool; listening is the caller's. */
export function createPeer(upstreamUrl: string, framing: PeerFraming): Server {
  const pool = new Pool(upstreamUrl, { connections: 128, keepAliveTimeout: 10_000 });
  let upstreamConnections = 0;
  pool.on('connect', () => (upstreamConnections += 1));

  /** The answer to a path and its query, the upstream's bytes passed on as they came. */
  async function answer(path: string, query: string): Promise<PeerAnswer> {
    if (path === PEER_STATS_PATH) return { status: 200, headers: { 'content-type': JSON_TYPE }, body: JSON.stringify({ upstreamConnections }) };
    const target =
      path === API_ROUTES.addressSearch
        ? `/v2/address?${query}&excludeProviders=${SITE_BRAND.excludedWholesaleProvider}`
        : path === API_ROUTES.serviceQualification
          ? `/v2/service-qualification?${query}&brand=${SITE_BRAND.upstreamBrand}`
          : undefined;
    if (!target) return { status: 404, headers: {}, body: '' };
    try {
      const upstream = await pool.request({ method: 'GET', path: target, headers: { accept: 'application/json' } });
      return { status: upstream.statusCode, headers: { 'content-type': JSON_TYPE }, body: new Uint8Array(await upstream.body.arrayBuffer()) };
    } catch {
      return { status: 502, headers: {}, body: '' };
    }
  }

  const server =
    framing === 'hono'
      ? // The same handler as a Hono app: the path Hono matched, the query as sent, the answer a Response of the bytes.
        createServer(
          getRequestListener(
            new Hono().all('*', async (c) => {
              const { status, headers, body } = await answer(c.req.path, split(c.req.url)[1]);
              return new Response(body, { status, headers });
            }).fetch,
          ),
        )
      : createServer((req, res) => {
          void answer(...split(req.url ?? '/')).then(({ status, headers, body }) => res.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) }).end(body));
        });
  server.keepAliveTimeout = 65_000;
  server.on('close', () => void pool.close());
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const upstreamUrl = process.env.UPSTREAM_URL;
  if (!upstreamUrl) throw new Error('UPSTREAM_URL is required');
  const server = createPeer(upstreamUrl, process.env.PEER_ON === 'hono' ? 'hono' : 'node');
  server.listen(0, '127.0.0.1', () => {
    console.log(`peer listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
}
