// Mounts the Web-standard API handlers on Express (docs/architecture.md#request-paths), in the manner of react-router's
// Express adapter: a Web Request whose signal aborts when the client goes away, and the Web
// Response streamed back with its status and headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Express, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { ApiRoute, JsonAnswer, PlainCall } from './api-route';
import { dispatch, hasRouteFor, matchParts, routePatternFor } from './api-route';
import { JSON_TYPE, wholeBodyText } from './api-responses';
import { ClientGoneSignal } from './client-gone-signal';
import { setClientIp } from './client-ip';
import { drainUnreadBody, requestBodyStream } from './node-request-body';
import { encodeWholeBody } from './whole-body-encoding';

/**
 * A Web Request's signal (an AbortSignal, as Request wants) that aborts when the client goes away
 * before its answer is complete: ClientGoneSignal's rule, which plain calls use as it is.
 */
function clientGoneSignal(res: ServerResponse): AbortSignal {
  const gone = new ClientGoneSignal(res);
  if (gone.aborted) return AbortSignal.abort();
  const controller = new AbortController();
  gone.addEventListener('abort', () => controller.abort());
  return controller.signal;
}

export function toWebRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const signal = clientGoneSignal(res);

  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (!name.startsWith(':')) headers.append(name, req.rawHeaders[i + 1]!);
  }

  let url: URL;
  try {
    url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  } catch {
    url = new URL(req.originalUrl, 'http://localhost');
  }

  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if (req.readableEnded || req.body !== undefined) {
      // A body parser ran before us: hand on what it read.
      const parsed: unknown = req.body;
      init.body =
        typeof parsed === 'string'
          ? parsed
          : parsed instanceof Uint8Array
            ? new Uint8Array(parsed)
            : parsed === undefined
              ? null
              : JSON.stringify(parsed);
    } else {
      init.body = requestBodyStream(req);
      init.duplex = 'half';
      // Whatever answers this request (a page, Express's own 404), a body left unread is drained.
      res.once('finish', () => void drainUnreadBody(req, res));
    }
  }
  const request = new Request(url, init);
  setClientIp(request, req.ip ?? req.socket.remoteAddress);
  return request;
}

export async function sendWebResponse(res: ServerResponse<IncomingMessage>, response: Response): Promise<void> {
  const draining = drainUnreadBody(res.req, res);
  if (draining) await draining;
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body || res.req.method === 'HEAD') {
    await response.body?.cancel();
    res.end();
    return;
  }
  const known = wholeBodyText(response);
  if (known !== undefined) {
    const sent = encodeWholeBody(res, Buffer.from(known));
    res.setHeader('content-length', sent.length);
    res.end(sent);
    return;
  }
  // Most answers are JSON text already whole in memory: when the body ends after its first chunk it
  // goes out in one write with a Content-Length (no chunked framing), compressed in one call
  // (whole-body-encoding.ts). Anything longer streams on with backpressure (docs/architecture.md#budgets: the proxies' overhead).
  const reader = response.body.getReader();
  try {
    const first = await reader.read();
    const second = first.done ? first : await reader.read();
    if (second.done) {
      const body = first.done ? Buffer.alloc(0) : Buffer.from(first.value.buffer, first.value.byteOffset, first.value.byteLength);
      const sent = encodeWholeBody(res, body);
      res.setHeader('content-length', sent.length);
      res.end(sent);
      return;
    }
    await pipeline(Readable.from(restOf(reader, [first.value!, second.value]), { objectMode: false }), res);
  } catch {
    // The client went away mid-stream: nothing left to answer.
    await reader.cancel().catch(() => {});
  }
}

async function* restOf(reader: ReadableStreamDefaultReader<Uint8Array>, read: Uint8Array[]): AsyncGenerator<Uint8Array> {
  let finished = false;
  try {
    yield* read;
    for (;;) {
      const next = await reader.read();
      if (next.done) {
        finished = true;
        return;
      }
      yield next.value;
    }
  } finally {
    // Stopped early (client gone): cancel the handler's stream so its source stops too.
    if (!finished) await reader.cancel().catch(() => {});
  }
}

const WEB_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A request's route, found once (the path matched against each pattern a single time). */
export interface ApiMatch {
  route: ApiRoute;
  params: Record<string, string>;
}

/**
 * The route that answers `method` on `pathname`, if one does (HEAD runs GET's); undefined for no
 * route, another method (405) or a path with bad percent-encoding (400): `dispatch` answers those.
 */
export function findApiRoute(routes: readonly ApiRoute[], method: string, pathname: string): ApiMatch | undefined {
  const candidates = routesByMethod(routes).get(method === 'HEAD' ? 'GET' : method);
  if (!candidates) return undefined;
  // Split once, tried against each route of the method in order (the first that fits wins).
  const parts = pathname.split('/').slice(1);
  for (const route of candidates) {
    try {
      const params = matchParts(route, parts);
      if (params) return { route, params };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const byMethod = new WeakMap<readonly ApiRoute[], Map<string, ApiRoute[]>>();

/** A route list's routes grouped by method, in their order: worked out once per list. */
function routesByMethod(routes: readonly ApiRoute[]): Map<string, ApiRoute[]> {
  let grouped = byMethod.get(routes);
  if (!grouped) {
    grouped = new Map();
    for (const route of routes) grouped.set(route.method, [...(grouped.get(route.method) ?? []), route]);
    byMethod.set(routes, grouped);
  }
  return grouped;
}

/**
 * Runs a matched route and writes its answer; `res.locals.apiRoute` is its pattern, for the metrics
 * label. A HEAD answer's body is dropped by sendWebResponse.
 */
export async function serveApiMatch(req: ExpressRequest, res: ExpressResponse, match: ApiMatch): Promise<void> {
  res.locals.apiRoute = match.route.pattern;
  await sendWebResponse(res, await match.route.handler(toWebRequest(req, res), match.params));
}

/** A bare node:http request as the front door hands it on: its path and URL found once. */
export type LeanRequest = IncomingMessage & { path: string; originalUrl: string };
/** A bare node:http response with the locals the front middleware and metrics use. */
export type LeanResponse = ServerResponse<IncomingMessage> & { locals: Record<string, unknown> };

/** What the front door knows of a plain call besides the bare request and response. */
export interface LeanContext {
  /** The client's address as Express's req.ip finds it (the app's trust-proxy setting honoured). */
  clientIp: string;
  /** The same exchange as Express's request and response, made on first use (refusals, reports). */
  asExpress(): { req: ExpressRequest; res: ExpressResponse };
}

/**
 * A plain call (api-route.ts) from a bare Node request: the query string, the client's address and
 * the Authorization header read once; the abort signal, and Express's objects with the Web Request
 * made of them, only when used.
 */
class NodePlainCall implements PlainCall {
  readonly search: string;
  readonly clientIp: string;
  readonly authorization: string | undefined;
  #signal: ClientGoneSignal | undefined;
  #request: Request | undefined;

  constructor(
    req: LeanRequest,
    private readonly res: LeanResponse,
    private readonly context: LeanContext,
  ) {
    const url = req.originalUrl;
    const query = url.indexOf('?');
    // As a URL reads it: the query ends at a fragment.
    const fragment = query < 0 ? -1 : url.indexOf('#', query);
    this.search = query < 0 ? '' : url.slice(query + 1, fragment < 0 ? undefined : fragment);
    this.clientIp = context.clientIp || 'unknown';
    this.authorization = headerOf(req.rawHeaders, 'authorization');
  }

  get signal(): ClientGoneSignal {
    return (this.#signal ??= new ClientGoneSignal(this.res));
  }

  request(): Request {
    if (!this.#request) {
      const { req, res } = this.context.asExpress();
      this.#request = toWebRequest(req, res);
    }
    return this.#request;
  }
}

/** A header as a Web Headers object reads it: repeated values joined with ', ' (Node keeps the first Authorization). */
function headerOf(rawHeaders: readonly string[], lowerName: string): string | undefined {
  let value: string | undefined;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.length === lowerName.length && rawHeaders[i]!.toLowerCase() === lowerName) {
      value = value === undefined ? rawHeaders[i + 1]! : `${value}, ${rawHeaders[i + 1]!}`;
    }
  }
  return value;
}

/** Writes a JSON answer as sendWebResponse writes the Response jsonText makes of it. */
export function sendJsonAnswer(res: ServerResponse<IncomingMessage>, answer: JsonAnswer): void {
  res.statusCode = answer.status;
  res.setHeader('content-type', JSON_TYPE);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  const sent = encodeWholeBody(res, Buffer.from(answer.json));
  res.setHeader('content-length', sent.length);
  res.end(sent);
}

/** True when the front door runs `match` as plain data: a GET of a route with a plain form. */
export const runsPlain = (match: ApiMatch, method: string): boolean => method === 'GET' && match.route.plain !== undefined;

/**
 * Runs a matched plain route on the bare Node request and response: no Web Request or Response,
 * and no Express, on its common path (the proxies' CPU per answer).
 */
export async function serveApiMatchPlain(req: LeanRequest, res: LeanResponse, match: ApiMatch, context: LeanContext): Promise<void> {
  res.locals.apiRoute = match.route.pattern;
  const answer = await match.route.plain!(new NodePlainCall(req, res, context), match.params);
  if (answer instanceof Response) await sendWebResponse(res, answer);
  else sendJsonAnswer(res, answer);
}

/** The site API's routes for the front door of server/app.ts (no Express router in between). */
export interface ApiFrontDoor {
  find(method: string, pathname: string): ApiMatch | undefined;
  runsPlain(match: ApiMatch, method: string): boolean;
  servePlain(req: LeanRequest, res: LeanResponse, match: ApiMatch, context: LeanContext): Promise<void>;
  serve(req: ExpressRequest, res: ExpressResponse, match: ApiMatch): Promise<void>;
}

export const apiFrontDoor = (routes: readonly ApiRoute[]): ApiFrontDoor => ({
  find: (method, pathname) => findApiRoute(routes, method, pathname),
  runsPlain,
  servePlain: serveApiMatchPlain,
  serve: serveApiMatch,
});

/**
 * Answers every request whose path matches one of `routes`; other requests go on to `next`.
 * Sets `res.locals.apiRoute` to the matched pattern for metrics labels.
 */
export function mountApiRoutes(app: Express, routes: readonly ApiRoute[]): void {
  app.use(async (req, res, next) => {
    // The common case first: one pass over the patterns finds the route and its params.
    const match = findApiRoute(routes, req.method, req.path);
    if (match) {
      await serveApiMatch(req, res, match);
      return;
    }
    if (!hasRouteFor(routes, req.path)) {
      next();
      return;
    }
    res.locals.apiRoute = routePatternFor(routes, undefined, req.path);
    // The fetch standard forbids some methods in `new Request()` (TRACE, TRACK, CONNECT): no
    // handler takes them, so answer 405 rather than let the conversion throw.
    if (!WEB_METHODS.has(req.method)) {
      res.status(405).set('Allow', 'GET, HEAD, POST').json({ error: { code: 'method_not_allowed', message: 'Method not allowed.' } });
      return;
    }
    // Another method (405) or a path that does not decode (400): dispatch answers them.
    const response = await dispatch(routes, toWebRequest(req, res));
    if (!response) {
      next();
      return;
    }
    await sendWebResponse(res, response);
  });
}
