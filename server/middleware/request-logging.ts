// Request ids and JSON logs (pino). Health checks stay quiet so probes do not drown the logs.
// One line per request, in the shape pino-http writes (docs/operations.md#logs):
//   {"level":30,...,"req":{"id","method","path"},"res":{"statusCode"},"responseTime":12,"msg":"request completed"}
// `path` is the route's pattern (`/quote/:token`, observability/route-pattern.ts), never a bearer
// link; `id` is the site's own, or a trusted proxy's X-Request-Id (TRUST_PROXY).
// Logged with pino's own logger.info, of three small fields rather than through pino-http, which
// builds a child logger and serializes the whole IncomingMessage on every request.
import { randomUUID } from 'node:crypto';
import { IncomingMessage, type ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from '../api/api-route';
import { routePatternOf } from '../observability/route-pattern';

declare module 'http' {
  interface IncomingMessage {
    /** This request's id (X-Request-ID in and out). */
    id: string;
    /** A logger bound to this request (`req` in every line); made on first use. */
    log: Logger;
  }
}

const QUIET_PATHS = new Set(['/healthz', '/readyz']);
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The path of a request's URL, without its query. */
export function pathOf(url = ''): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** Never log cookies, tokens or query strings that may carry an agent token: id, method and route pattern only. */
const requestFields = (req: IncomingMessage, path = pathOf(req.url)) => ({ id: req.id, method: req.method, path: routePatternOf(path) });

/** Trust-proxy as Express compiles it (`trust proxy fn`): whether the hop at `address` is a proxy of ours. */
export type TrustsProxy = (address: string, hop: number) => boolean;

const LOGGER = Symbol('request logger');
const BOUND = Symbol('bound request logger');
type LoggedRequest = IncomingMessage & { [LOGGER]?: Logger; [BOUND]?: Logger };

// `req.log` is made on first use (most requests never log from inside a handler), through one getter
// on the prototype: a per-request defineProperty would push every request object into slow mode.
if (!Object.getOwnPropertyDescriptor(IncomingMessage.prototype, 'log')) {
  Object.defineProperty(IncomingMessage.prototype, 'log', {
    configurable: true,
    get(this: LoggedRequest): Logger | undefined {
      const logger = this[LOGGER];
      if (!logger) return undefined;
      return (this[BOUND] ??= logger.child({ req: requestFields(this) }));
    },
  });
}

/**
 * The log middleware, and its first half for a caller that writes the response's headers itself.
 * `trustsProxy`: TRUST_PROXY as Express compiles it; absent, no caller's id is kept.
 */
export function requestLogging(logger: Logger, trustsProxy: TrustsProxy = () => false) {
  /**
   * Gives the request its id and logger and logs its line when it closes, without setting the
   * X-Request-ID header: the caller sends the id it returns (the page cache's hits, which write
   * their headers in one call).
   */
  const begin = (req: IncomingMessage, res: ServerResponse): string => {
    const started = Date.now();
    // Keep a well-formed id set by a proxy of ours (the connection comes from a TRUST_PROXY
    // address), otherwise make one: a caller's own header would let it name its requests in our
    // logs, or pin its failure on another request's id.
    const incoming = req.headers[REQUEST_ID_HEADER];
    const fromProxy = typeof incoming === 'string' && REQUEST_ID.test(incoming) && trustsProxy(req.socket.remoteAddress ?? '', 0);
    const id = fromProxy ? incoming : randomUUID();
    req.id = id;
    (req as LoggedRequest)[LOGGER] = logger;

    const path = pathOf(req.url);
    if (!QUIET_PATHS.has(path)) {
      // 'close' comes last on every response, finished or not: one listener covers both.
      res.once('close', () => {
        if (res.statusCode < 500 && !logger.isLevelEnabled('info')) return;
        const line = { req: requestFields(req, path), res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
        if (res.statusCode >= 500) {
          logger.error({ ...line, err: new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
        } else {
          logger.info(line, !req.readableAborted && res.writableFinished ? 'request completed' : 'request aborted');
        }
      });
    }
    return id;
  };
  return Object.assign(
    (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
      res.setHeader(REQUEST_ID_HEADER, begin(req, res));
      next();
    },
    { begin },
  );
}
