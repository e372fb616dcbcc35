// What a route of the site is, wherever it is served (docs/decisions/038-the-api-on-hono.md), and the ApiRequest its handlers see.
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import type { ReportError } from '../error-reporting';

/** The header a request's id travels in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The request as a handler sees it: a Web Request's parts and the client's address as the server found it. */
export interface ApiRequest {
  readonly method: string;
  /** The absolute URL. */
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  /** Aborts when the client goes away before its answer is complete. */
  readonly signal: AbortSignal;
  /** The body, read at most once; null for GET and HEAD. */
  readonly body: ReadableStream<Uint8Array> | null;
  /** The client's address as the rate limits key it (client-ip.ts clientAddressKey). */
  readonly clientIp: string;
  /** The id the site gave this request (server/middleware/request-logging.ts): every log line and report carries it. */
  readonly requestId?: string | undefined;
}

/** What the middleware hand on (Hono's context variables), read with `c.get(name)`: `c.var` copies them all on each read. */
export interface SiteEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId?: string;
    clientIp?: string;
    /** The matched route's pattern, for the metrics' label and error reports. */
    route?: string;
    /** The request's body as the Node stack reads it (node-request-body.ts: the rest is drained, not the socket destroyed). */
    body?: ReadableStream<Uint8Array> | null;
    /** The request as handlers see it, made once per request (apiRequestOf). */
    request?: ApiRequest;
    /** How the one error mapper answers a failure on this route (define-route.ts). */
    failure?: RouteFailure;
  };
}

export type SiteMiddleware = MiddlewareHandler<SiteEnv>;

/** Why a request was refused, before it becomes JSON (or, for a form post, a page): error-answer.ts. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  headers?: Record<string, string>;
}

/** An upstream's 401/404/422: passed on for the proxies, a 502 where the site called on its own account (hand-off, contact). */
export type UpstreamRefusals = 'pass-on' | 'bad-gateway';

/** A route's say in how a failure is answered: the one mapper (site-api.ts) reads it. */
export interface RouteFailure {
  /** Where a failure is reported; the app's reporter when absent. */
  reportError?: ReportError;
  /** How upstream 401/404/422 are answered (error-answer.ts). */
  upstreamRefusals?: UpstreamRefusals;
  /** How a refusal is answered; JSON `{ error }` by default (the hand-off sends a refused form post back to its page with a 303). */
  refuse?: (request: ApiRequest, refusal: Refusal) => Response;
}

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** Segments, `:name` captures one, e.g. '/api/getContent/:section/:page'. */
  pattern: string;
  /** The route's own middleware in order, then its handler, which answers. */
  handlers: readonly SiteMiddleware[];
}

/** The request as a handler sees it, made on first use and shared by a route's steps. */
export function apiRequestOf(c: Context<SiteEnv>): ApiRequest {
  const made = c.get('request');
  if (made) return made;
  const request = new HonoApiRequest(c);
  c.set('request', request);
  return request;
}

/** A class, not an object literal with getters: a hidden class per request hurt the proxies' p99 (docs/operations.md#measured-figures). */
class HonoApiRequest implements ApiRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly clientIp: string;
  readonly requestId: string | undefined;
  readonly #c: Context<SiteEnv>;

  constructor(c: Context<SiteEnv>) {
    const raw = c.req.raw;
    this.#c = c;
    this.method = raw.method;
    this.url = raw.url;
    this.headers = raw.headers;
    // Without the listener's middleware (a test's app.request) no address was read: one shared bucket.
    this.clientIp = c.get('clientIp') ?? 'unknown';
    this.requestId = c.get('requestId') ?? raw.headers.get(REQUEST_ID_HEADER) ?? undefined;
  }

  // Lazy: @hono/node-server makes the AbortController on first read, which only the SQ proxy needs.
  get signal(): AbortSignal {
    return this.#c.req.raw.signal;
  }

  get body(): ReadableStream<Uint8Array> | null {
    const body = this.#c.get('body');
    return body === undefined ? this.#c.req.raw.body : body;
  }
}
