// A fake upstream for tests on 127.0.0.1, port 0: handlers keyed by 'METHOD /path', '/path', '/prefix/*'
// or '*', and every call recorded, so tests can assert what was (and was not) forwarded.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeReply {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (e.g. malformed JSON). */
  body?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
  /** Destroy the socket without answering (connection reset). */
  destroy?: boolean;
}

export type FakeHandler = FakeReply | ((req: FakeRequest) => FakeReply | Promise<FakeReply>);

export interface FakeUpstream {
  url: string;
  calls: FakeRequest[];
  callsTo(path: string): FakeRequest[];
  setHandler(key: string, handler: FakeHandler): void;
  close(): Promise<void>;
}

function pickHandler(handlers: Map<string, FakeHandler>, method: string, path: string): FakeHandler | undefined {
  const exact = handlers.get(`${method} ${path}`) ?? handlers.get(path);
  if (exact) return exact;
  const prefixes = [...handlers.keys()]
    .filter((key) => key.endsWith('*') && key !== '*')
    .map((key) => {
      const [maybeMethod, maybePath] = key.includes(' ') ? key.split(' ', 2) : [undefined, key];
      return { key, method: maybeMethod, prefix: maybePath!.slice(0, -1) };
    })
    .filter((entry) => (!entry.method || entry.method === method) && path.startsWith(entry.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const best = prefixes[0];
  return best ? handlers.get(best.key) : handlers.get('*');
}

export async function startFakeUpstream(initial: Record<string, FakeHandler> = {}): Promise<FakeUpstream> {
  const handlers = new Map(Object.entries(initial));
  const calls: FakeRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const call: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    calls.push(call);
    const handler = pickHandler(handlers, call.method, call.path);
    const reply: FakeReply = !handler
      ? { status: 404, json: { message: 'no fake handler' } }
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    if (reply.delayMs) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, reply.delayMs);
        timers.add(timer);
      });
    }
    if (reply.destroy) {
      req.socket.destroy();
      return;
    }
    if (res.destroyed) return;
    const body = reply.body ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    res.end(body);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    setHandler: (key, handler) => handlers.set(key, handler),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback URL where nothing listens: port 1, below the ephemeral range another test's server could draw a freed port from. */
export const REFUSED_URL = 'http://127.0.0.1:1';
