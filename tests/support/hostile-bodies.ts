// Request bodies an attacker sends: oversized (declared or chunked), slow, and abandoned mid-way,
// to every POST route of the site API. Shared by the instance test (tests/e2e/hostile-client.test.ts)
// and the fleet test through Varnish (tests/fleet/fleet-bodies.test.ts).
import http from 'node:http';
import { API_ROUTES } from '../../shared/routes/api-paths';

/** Every POST route, with the media type it takes (a wrong one is refused before the body too). */
export const POST_ROUTES: ReadonlyArray<{ path: string; contentType: string }> = [
  { path: API_ROUTES.events, contentType: 'application/json' },
  { path: API_ROUTES.contact, contentType: 'application/json' },
  { path: API_ROUTES.agentSession, contentType: 'application/json' },
  { path: API_ROUTES.orderHandoff, contentType: 'application/x-www-form-urlencoded' },
  { path: API_ROUTES.purge, contentType: 'application/json' },
];

export interface BodyPlan {
  /** Bytes sent in all. */
  size: number;
  /** Chunked framing (no Content-Length) when true. */
  chunked: boolean;
  /** Pause between 16 KB pieces. */
  pieceDelayMs?: number;
  /** Stop sending and destroy the socket after this many bytes. */
  abortAfter?: number;
}

export interface BodyOutcome {
  /** The answer's status, or the socket error's code when no answer came. */
  status: number | string;
  ms: number;
}

const PIECE = 16 * 1024;

/** Posts a body shaped by `plan` on a fresh connection; settles with the answer or the error. */
export function postBody(
  origin: string,
  route: { path: string; contentType: string },
  plan: BodyPlan,
  timeoutMs = 20_000,
  extraHeaders: Record<string, string> = {},
): Promise<BodyOutcome> {
  const started = Date.now();
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (status: number | string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, ms: Date.now() - started });
    };
    const headers: Record<string, string | number> = { 'content-type': route.contentType, accept: 'application/json', origin, ...extraHeaders };
    if (plan.chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = plan.size;
    const request = http.request({ hostname, port, path: route.path, method: 'POST', headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => settle(response.statusCode ?? 0));
      response.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? 'error'));
    });
    const timer = setTimeout(() => {
      settle('timeout');
      request.destroy();
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => settle(error.code ?? 'error'));
    const piece = Buffer.alloc(PIECE, 'a');
    let sent = 0;
    const sendMore = (): void => {
      while (sent < plan.size && !settled) {
        if (plan.abortAfter !== undefined && sent >= plan.abortAfter) {
          request.destroy();
          settle('aborted');
          return;
        }
        const length = Math.min(PIECE, plan.size - sent);
        sent += length;
        const more = request.write(length === PIECE ? piece : piece.subarray(0, length));
        if (plan.pieceDelayMs) {
          setTimeout(sendMore, plan.pieceDelayMs);
          return;
        }
        if (!more) {
          request.once('drain', sendMore);
          return;
        }
      }
      if (!settled) request.end();
    };
    sendMore();
  });
}

/** The plans every route is sent: a megabyte chunked and declared, slow, and abandoned. */
export const HOSTILE_PLANS: ReadonlyArray<{ name: string; plan: BodyPlan }> = [
  { name: '1 MB chunked', plan: { size: 1024 * 1024, chunked: true } },
  { name: '1 MB declared', plan: { size: 1024 * 1024, chunked: false } },
  { name: '8 MB chunked', plan: { size: 8 * 1024 * 1024, chunked: true } },
  { name: 'slow 64 KB chunked', plan: { size: 64 * 1024, chunked: true, pieceDelayMs: 50 } },
  { name: 'abandoned after 32 KB', plan: { size: 1024 * 1024, chunked: true, abortAfter: 32 * 1024 } },
];

/** One GET answered: the instance (or the fleet) is still up. */
export async function answersGet(url: string): Promise<number> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  return response.status;
}
