// The bare peer of `npm run bench -- --peer` (docs/operations.md#bench):
//   UPSTREAM_URL=http://127.0.0.1:4000 node --import tsx harness/peer-proxy.ts
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { API_ROUTES } from '../shared/routes/api-paths';
import { SITE_BRAND } from '../shared/site-config';
import { PEER_STATS_PATH } from './processes';

const upstreamUrl = process.env.UPSTREAM_URL;
if (!upstreamUrl) throw new Error('UPSTREAM_URL is required');
const pool = new Pool(upstreamUrl, { connections: 128, keepAliveTimeout: 10_000 });
let upstreamConnections = 0;
pool.on('connect', () => (upstreamConnections += 1));

const upstreamPathFor = (path: string, query: string): string | undefined =>
  path === API_ROUTES.addressSearch
    ? `/v2/address?${query}&excludeProviders=${SITE_BRAND.excludedWholesaleProvider}`
    : path === API_ROUTES.serviceQualification
      ? `/v2/service-qualification?${query}&brand=${SITE_BRAND.upstreamBrand}`
      : undefined;

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  if (path === PEER_STATS_PATH) {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ upstreamConnections }));
    return;
  }
  const target = upstreamPathFor(path, mark < 0 ? '' : url.slice(mark + 1));
  if (!target) {
    res.writeHead(404).end();
    return;
  }
  pool
    .request({ method: 'GET', path: target, headers: { accept: 'application/json' } })
    .then(async (answer) => {
      const body = Buffer.from(await answer.body.arrayBuffer());
      res.writeHead(answer.statusCode, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body);
    })
    .catch(() => res.writeHead(502).end());
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`peer listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
