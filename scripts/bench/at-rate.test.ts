import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAtRate } from './measure';

let server: Server;
let url: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.url} ${req.headers['x-client']} ${req.headers.accept}`);
    res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain' }).end('ok');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('runAtRate (the bench proxy runs, open model)', () => {
  it('sends the paths in order with their headers and counts answers outside 2xx as non-2xx', async () => {
    seen.length = 0;
    const result = await runAtRate({
      name: 'probe',
      url,
      rate: 20,
      durationSeconds: 1,
      nextPath: (i) => ['/a', '/missing', '/b'][i % 3]!,
      headers: { accept: 'text/plain' },
      perRequestHeaders: (i) => ({ 'x-client': `c${i}` }),
    });
    expect(result.requests).toBe(seen.length);
    expect(result.requests).toBeGreaterThanOrEqual(15);
    expect(seen.slice(0, 4)).toEqual(['/a c0 text/plain', '/missing c1 text/plain', '/b c2 text/plain', '/a c3 text/plain']);
    expect(result.non2xx).toBe(seen.filter((line) => line.startsWith('/missing ')).length);
    expect(result.errors).toBe(0);
    expect(result.p50).toBeGreaterThan(0);
    // Keep-alive: a handful of connections carried every request.
    expect(result.connectionsOpened).toBeGreaterThanOrEqual(1);
    expect(result.connectionsOpened).toBeLessThan(result.requests / 2);
    expect(result.concurrency).toBeGreaterThanOrEqual(1);
  });

  it('counts requests that get no answer as errors', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await runAtRate({ name: 'refused', url: `http://127.0.0.1:${port}`, rate: 10, durationSeconds: 1, nextPath: () => '/' });
    expect(result.requests).toBeGreaterThan(0);
    expect(result.errors).toBe(result.requests);
    expect(result.non2xx).toBe(0);
  });

  it('counts the connections it opens: one per request when the server does not keep them alive', async () => {
    const closing = createServer((_req, res) => res.writeHead(200, { connection: 'close' }).end('ok'));
    closing.listen(0, '127.0.0.1');
    await once(closing, 'listening');
    const result = await runAtRate({
      name: 'closing',
      url: `http://127.0.0.1:${(closing.address() as AddressInfo).port}`,
      rate: 20,
      durationSeconds: 1,
      nextPath: (i) => `/q${i}`,
    });
    await new Promise((resolve) => closing.close(resolve));
    expect(result.errors).toBe(0);
    expect(result.connectionsOpened).toBe(result.requests);
  });
});
