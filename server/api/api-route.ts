// What a route of the site is, wherever it is served (docs/decisions/038-the-api-on-hono.md): a method,
// a path pattern and one handler over one request abstraction. The route table's Hono app
// (site-api.ts) makes the ApiRequest of Hono's request and the address its middleware found.
import type { CallerSignal } from '../upstream/http-transport';

/** The header a request's id travels in: the site's answer, and a page's in-process calls (site-api.ts). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The request as a handler sees it: what a Web Request offers, plus the client's address as the
 * server found it (never a header the client could forge).
 */
export interface ApiRequest {
  readonly method: string;
  /** The absolute URL. */
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  /** Aborts when the client goes away before its answer is complete. */
  readonly signal: CallerSignal;
  /** The body, read at most once; null for GET and HEAD. */
  readonly body: ReadableStream<Uint8Array> | null;
  /** The client's address as the rate limits key it (client-ip.ts clientAddressKey). */
  readonly clientIp: string;
  /**
   * The id the site gave this request (server/middleware/request-logging.ts), sent back in
   * X-Request-Id: every log line and report about the request carries it. Undefined where no id was given.
   */
  readonly requestId?: string | undefined;
}

export type ApiHandler = (request: ApiRequest, params: Record<string, string>) => Promise<Response>;

export interface ApiRoute {
  method: 'GET' | 'POST';
  /** Segments, `:name` captures one, e.g. '/api/getContent/:section/:page'. */
  pattern: string;
  handler: ApiHandler;
}
