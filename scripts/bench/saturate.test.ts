import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { saturate } from './measure';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('saturate (the bench closed-model runs)', () => {
  it('sends a fresh path per request on kept-alive connections and checks a sample of bodies', async () => {
    const seen: string[] = [];
    const url = await serve((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(req.url === '/q3' ? 503 : 200, { 'content-type': 'application/json' }).end(req.url === '/q0' ? 'nope' : '[]');
    });
    const result = await saturate({
      name: 'probe',
      url,
      durationSeconds: 0.3,
      connections: 4,
      nextPath: (i) => `/q${i}`,
      checkBody: (body) => body.toString() === '[]',
    });
    expect(new Set(seen).size).toBe(seen.length); // every query different
    expect(result.requests).toBe(seen.length);
    expect(result.non2xx).toBe(1); // /q3
    expect(result.mismatches).toBe(1); // /q0 is checked and is not JSON; /q50, /q100... are
    expect(result.errors).toBe(0);
    expect(result.connectionsOpened).toBe(4);
  });

  it('counts a connection per request when the server closes them, and requests without an answer as errors', async () => {
    let count = 0;
    const url = await serve((req, res) => {
      count += 1;
      if (count % 2 === 0) req.socket.destroy();
      else res.writeHead(200, { connection: 'close' }).end('ok');
    });
    const result = await saturate({ name: 'closing', url, durationSeconds: 0.3, connections: 2, nextPath: (i) => `/q${i}` });
    expect(result.errors).toBeGreaterThan(0);
    expect(result.connectionsOpened).toBeGreaterThanOrEqual(result.requests - 2);
  });

  it('fails the run when it has no query left to send, instead of counting requests never sent as errors', async () => {
    const url = await serve((_req, res) => res.end('[]'));
    const run = saturate({
      name: 'out of queries',
      url,
      durationSeconds: 1,
      connections: 2,
      nextPath: (i) => {
        if (i >= 10) throw new Error('the address book has no search left');
        return `/q${i}`;
      },
    });
    await expect(run).rejects.toThrow('the address book has no search left');
  });
});
