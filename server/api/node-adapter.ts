// The adapter for Node's request and response (docs/decisions/028-one-router.md): the router's
// match, the route's handler over an ApiRequest read from Node's objects (no Web Request is made),
// every refusal or failure through error-answer.ts, and the answer written with one write when it
// is whole. Also the Web Request of a page render (toWebRequest), whose body is read the same way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import proxyaddr from 'proxy-addr';
import { API_PREFIX } from '../../shared/routes/api-paths';
import type { ReportError } from '../error-reporting';
import type { ApiAnswer, ApiRequest, JsonAnswer } from './api-route';
import { JSON_TYPE, wholeBodyText } from './api-responses';
import { ClientGoneSignal } from './client-gone-signal';
import { clientAddressKey } from './client-ip';
import { errorRefusal, INTERNAL_ERROR, refusalJson, routingRefusal } from './error-answer';
import { drainUnreadBody, requestBodyStream } from './node-request-body';
import type { Router } from './router';
import { encodeWholeBody } from './whole-body-encoding';

/**
 * A Web Request's signal (an AbortSignal, as Request wants) that aborts when the client goes away
 * before its answer is complete: ClientGoneSignal's rule.
 */
function clientGoneSignal(res: ServerResponse): AbortSignal {
  const gone = new ClientGoneSignal(res);
  if (gone.aborted) return AbortSignal.abort();
  const controller = new AbortController();
  gone.addEventListener('abort', () => controller.abort());
  return controller.signal;
}

/** The Web Request of a page render (react-router's handler takes one). */
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
  return new Request(url, init);
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


/** Trust-proxy as Express compiles it: whether the hop at `address` may name the client. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** An ApiRequest read from Node's objects, each part only when a handler asks for it. */
export class NodeApiRequest implements ApiRequest {
  #signal: ClientGoneSignal | undefined;
  #body: ReadableStream<Uint8Array> | null | undefined;
  #clientIp: string | undefined;
  #headers: ApiRequest['headers'] | undefined;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly trust: TrustProxy,
  ) {}

  get method(): string {
    return this.req.method ?? 'GET';
  }

  get url(): string {
    const host = this.req.headers.host ?? 'localhost';
    const scheme = (this.req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
    try {
      return new URL(this.req.url ?? '/', `${scheme}://${host}`).href;
    } catch {
      return new URL(this.req.url ?? '/', 'http://localhost').href;
    }
  }

  get headers(): ApiRequest['headers'] {
    const { rawHeaders } = this.req;
    return (this.#headers ??= { get: (name) => headerOf(rawHeaders, name.toLowerCase()) ?? null });
  }

  get signal(): ClientGoneSignal {
    return (this.#signal ??= new ClientGoneSignal(this.res));
  }

  get body(): ReadableStream<Uint8Array> | null {
    if (this.#body === undefined) {
      this.#body = this.req.method === 'GET' || this.req.method === 'HEAD' ? null : requestBodyStream(this.req);
    }
    return this.#body;
  }

  /** What Express's req.ip answers with the same trust; a socket already gone has no address to trust. */
  get requestId(): string | undefined {
    return this.req.id;
  }

  get clientIp(): string {
    if (this.#clientIp === undefined) {
      try {
        this.#clientIp = clientAddressKey(proxyaddr(this.req, this.trust));
      } catch {
        this.#clientIp = clientAddressKey(this.req.socket.remoteAddress ?? 'unknown');
      }
    }
    return this.#clientIp || 'unknown';
  }
}

export interface NodeApiOptions {
  router: Router;
  trust: TrustProxy;
  reportError: ReportError;
  /**
   * Runs before the answer (request log, metrics, security headers) with the matched pattern for
   * the metrics label; false when it answered the request itself.
   */
  front?(req: IncomingMessage, res: ServerResponse, pattern: string | undefined): boolean;
}

/**
 * The Node listener's part for routes: takes every request whose path the router knows (and every
 * /api path, answered 404 when no route has it) and answers it; false for any other request.
 */
export function createNodeApi({ router, trust, reportError, front }: NodeApiOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query < 0 ? url : url.slice(0, query);
    const found = router.match(req.method ?? 'GET', pathname);
    if (found.kind === 'not-found' && !pathname.startsWith(API_PREFIX)) return false;
    const pattern = found.kind === 'route' ? found.route.pattern : found.kind === 'not-found' ? undefined : found.pattern;
    if (front && !front(req, res, pattern)) return true;
    const request = new NodeApiRequest(req, res, trust);
    const answering =
      found.kind === 'route'
        ? found.route.handler(request, found.params).catch((err: unknown) => refusalJson(errorRefusal(err, { route: found.route.pattern, request, reportError })))
        : Promise.resolve(refusalJson(routingRefusal(found)));
    answering
      .then((answer) => writeAnswer(res, answer))
      .catch((err: unknown) => {
        reportError(err, { path: pathname, requestId: request.requestId });
        if (res.headersSent) res.destroy();
        else sendJsonAnswer(res, refusalJson(INTERNAL_ERROR));
      });
    return true;
  };
}

/** Writes a handler's answer, once any body left unread is drained (node-request-body.ts). */
export async function writeAnswer(res: ServerResponse<IncomingMessage>, answer: ApiAnswer): Promise<void> {
  if (answer instanceof Response) {
    await sendWebResponse(res, answer);
    return;
  }
  const draining = drainUnreadBody(res.req, res);
  if (draining) await draining;
  sendJsonAnswer(res, answer);
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

