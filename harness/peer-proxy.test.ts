import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../shared/routes/api-paths';
import { SITE_BRAND } from '../shared/site-config';
import { createPeer } from './peer-proxy';
import { PEER_STATS_PATH } from './processes';

// The bench's two peers are one handler on two framings: each passes the upstream's bytes on as they came.
describe('the bench peers (node:http and Hono)', () => {
  const seen: string[] = [];
  let upstream: Server;
  const peers: { url: string; close: () => void }[] = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end(`{"url":${JSON.stringify(req.url)}}`);
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    for (const framing of ['node', 'hono'] as const) {
      const server = createPeer(url, framing).listen(0, '127.0.0.1');
      await once(server, 'listening');
      peers.push({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() });
    }
  });
  afterAll(() => {
    for (const peer of peers) peer.close();
    upstream?.close();
  });

  it('pass an address search and a qualification on with the brand query, count their upstream connections and know no other path', async () => {
    for (const peer of peers) {
      seen.length = 0;
      const search = await fetch(`${peer.url}${apiPath('addressSearch', undefined, { fullText: '14 Lyrebird Rise', source: 'footprint' })}`);
      expect(search.status).toBe(200);
      expect(search.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const forwarded = `/v2/address?fullText=14+Lyrebird+Rise&source=footprint&excludeProviders=${SITE_BRAND.excludedWholesaleProvider}`;
      await expect(search.json()).resolves.toEqual({ url: forwarded });
      const sq = await fetch(`${peer.url}${apiPath('serviceQualification', undefined, { nbn: 'LOC000000000001' })}`);
      await expect(sq.json()).resolves.toEqual({ url: `/v2/service-qualification?nbn=LOC000000000001&brand=${SITE_BRAND.upstreamBrand}` });
      expect(seen).toHaveLength(2);
      await expect((await fetch(`${peer.url}${PEER_STATS_PATH}`)).json()).resolves.toEqual({ upstreamConnections: expect.any(Number) as number });
      expect((await fetch(`${peer.url}/api/nav`)).status).toBe(404);
    }
  });
});
