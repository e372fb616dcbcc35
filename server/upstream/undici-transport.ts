// Node transport: one keep-alive undici Pool per upstream origin (DESIGN §2, §5: the proxies may add
// at most 2 ms, so connections are reused rather than opened per call).
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
    const target = new URL(url);
    const deadline = callDeadline(init.timeoutMs, init.signal);
    try {
      const answer = await poolFor(target.origin).request({
        path: `${target.pathname}${target.search}`,
        method: init.method,
        headers: init.headers,
        body: init.body,
        signal: deadline.signal,
      });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of answer.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_UPSTREAM_BODY_BYTES) {
          answer.body.destroy();
          throw new TransportError('too_large', 'upstream answer too large');
        }
        chunks.push(chunk);
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      return { status: answer.statusCode, headers, bodyText: Buffer.concat(chunks).toString('utf8') };
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
