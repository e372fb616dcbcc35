import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAIN_MAX_BYTES, drainUnreadBody, requestBodyStream } from './node-request-body';

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A server whose handler gets the Node request and response; resolves to its origin. */
async function serve(handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>): Promise<string> {
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function post(origin: string, size: number, chunked: boolean): Promise<number | string> {
  const { port } = new URL(origin);
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': size };
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    const piece = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const more = (): void => {
      while (sent < size) {
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', more);
      }
      request.end();
    };
    more();
  });
}

describe('requestBodyStream', () => {
  it('reads a body whole', async () => {
    let read = 0;
    const origin = await serve(async (req, res) => {
      const reader = requestBodyStream(req).getReader();
      for (let next = await reader.read(); !next.done; next = await reader.read()) read += next.value.byteLength;
      res.end('ok');
    });
    expect(await post(origin, 1024 * 1024, true)).toBe(200);
    expect(read).toBe(1024 * 1024);
  });

  it('ignores chunks that arrive after its reader cancelled (Readable.toWeb threw here, ending the process)', async () => {
    const errors: unknown[] = [];
    const onUncaught = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const origin = await serve(async (req, res) => {
        const reader = requestBodyStream(req).getReader();
        await reader.read();
        await reader.cancel();
        // More of the body arrives while nothing answers yet.
        await new Promise((resolve) => setTimeout(resolve, 50));
        await drainUnreadBody(req, res);
        res.statusCode = 413;
        res.end();
      });
      expect(await post(origin, 1024 * 1024, true)).toBe(413);
      expect(await post(origin, 1024 * 1024, false)).toBe(413);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(errors).toEqual([]);
  });
});

describe('drainUnreadBody', () => {
  it('reads the rest of a refused body before the answer, so the sender reads the answer', async () => {
    const origin = await serve(async (req, res) => {
      requestBodyStream(req);
      await drainUnreadBody(req, res);
      expect(req.complete).toBe(true);
      res.statusCode = 413;
      res.end();
    });
    expect(await post(origin, 2 * 1024 * 1024, false)).toBe(413);
  });

  it('gives up past its cap: the answer closes the connection', async () => {
    let connection: string | number | string[] | undefined;
    const origin = await serve(async (req, res) => {
      await drainUnreadBody(req, res);
      connection = res.getHeader('connection');
      res.statusCode = 413;
      res.end();
    });
    await post(origin, DRAIN_MAX_BYTES + 2 * 1024 * 1024, true);
    expect(connection).toBe('close');
  });

  it('has nothing to do for a request without a body', async () => {
    let drained: Promise<void> | undefined;
    const origin = await serve(async (req, res) => {
      drained = drainUnreadBody(req, res);
      res.end();
    });
    await fetch(origin);
    expect(drained).toBeUndefined();
  });
});
