// Node transport: one keep-alive undici Pool per upstream origin (DESIGN §2, §5: the proxies may add
// at most 2 ms, so connections are reused rather than opened per call).
import type { Readable } from 'node:stream';
import { Pool } from 'undici';
import type { HttpTransport, TransportInit, TransportResponse } from './http-transport';
import { MAX_UPSTREAM_BODY_BYTES, TransportError, callDeadline, classifyTransportFailure } from './http-transport';

export interface UndiciTransportOptions {
  /** Connections per origin; bounded so a slow upstream cannot exhaust file descriptors. */
  connections?: number;
  keepAliveTimeoutMs?: number;
  /** Told of each new connection (metrics): with keep-alive they grow with concurrency, not with calls. */
  onConnect?: (origin: string) => void;
}

export function createUndiciTransport(options: UndiciTransportOptions = {}): HttpTransport {
  const pools = new Map<string, Pool>();

  const poolFor = (origin: string): Pool => {
    let pool = pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, {
        connections: options.connections ?? 128,
        keepAliveTimeout: options.keepAliveTimeoutMs ?? 10_000,
        keepAliveMaxTimeout: 60_000,
      });
      const { onConnect } = options;
      if (onConnect) pool.on('connect', () => onConnect(origin));
      pools.set(origin, pool);
    }
    return pool;
  };

  const transport: HttpTransport = async (url: string, init: TransportInit): Promise<TransportResponse> => {
    const { origin, path } = splitUrl(url);
    const deadline = callDeadline(init.timeoutMs, init.signal);
    try {
      const answer = await poolFor(origin).request({
        path,
        method: init.method,
        headers: init.headers,
        body: init.body,
        signal: deadline.signal,
      });
      const bodyText = await readCapped(answer.body);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      return { status: answer.statusCode, headers, bodyText };
    } catch (err) {
      throw classifyTransportFailure(err, deadline);
    } finally {
      deadline.done();
    }
  };

  transport.close = async () => {
    const closing = [...pools.values()].map((pool) => pool.close().catch(() => pool.destroy()));
    pools.clear();
    await Promise.all(closing);
  };
  return transport;
}

/**
 * An absolute URL's origin and path with query, as `new URL` would give them. The upstream client
 * builds every URL with `new URL` (upstream-client.ts), so they are normalised already; a second
 * parse per call is not needed (issue 13: the proxies' CPU per answer).
 */
export function splitUrl(url: string): { origin: string; path: string } {
  const slash = url.indexOf('/', url.indexOf('//') + 2);
  return slash < 0 ? { origin: url, path: '/' } : { origin: url.slice(0, slash), path: url.slice(slash) };
}

/**
 * The body as UTF-8 text, refused past MAX_UPSTREAM_BODY_BYTES. Read with 'data' events: an async
 * iterator costs a promise per chunk, and the answers are one or two chunks.
 */
function readCapped(body: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_UPSTREAM_BODY_BYTES) {
        body.destroy();
        reject(new TransportError('too_large', 'upstream answer too large'));
        return;
      }
      chunks.push(chunk);
    });
    body.once('end', () => resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    body.once('error', reject);
  });
}
