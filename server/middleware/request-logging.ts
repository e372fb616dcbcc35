// Request ids and JSON logs (pino), one line per request in pino-http's shape (docs/operations.md#logs),
// its path a route pattern (observability/route-pattern.ts); health checks stay quiet. Not pino-http
// itself: it builds a child logger and serializes the whole request every time.
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

// `req.log` made on first use through one prototype getter: a per-request defineProperty makes objects slow.
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

/** The log middleware, and its first half (`begin`); `trustsProxy`: TRUST_PROXY as Express compiles it. */
export function requestLogging(logger: Logger, trustsProxy: TrustsProxy = () => false) {
  /** Gives the request its id and logger and logs its line on close; the caller sends the id it returns. */
  const begin = (req: IncomingMessage, res: ServerResponse): string => {
    const started = Date.now();
    // Only a trusted proxy's id is kept: a caller's own could pin its failure on another request.
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
