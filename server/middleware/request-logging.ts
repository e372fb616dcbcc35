// Request ids and JSON logs (pino). Health checks stay quiet so probes do not drown the logs.
// One line per request, in the shape pino-http writes (docs/operations.md):
//   {"level":30,...,"req":{"id","method","path"},"res":{"statusCode"},"responseTime":12,"msg":"request completed"}
// Written by hand rather than through pino-http, which builds a child logger and runs its request
// serializers over the whole IncomingMessage on every request: that cost more than serving a cached
// page (docs/architecture.md#budgets).
import { randomUUID } from 'node:crypto';
import { IncomingMessage, type ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';

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

/** Never log cookies, tokens or query strings that may carry an agent token: id, method and path only. */
const requestFields = (req: IncomingMessage) => ({ id: req.id, method: req.method, path: (req.url ?? '').split('?')[0] });

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

export function requestLogging(logger: Logger) {
  const writeInfo = accessLineWriter(logger);
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const started = Date.now();
    // Keep a well-formed id from the load balancer, otherwise make one; never trust arbitrary text.
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    (req as LoggedRequest)[LOGGER] = logger;
    res.setHeader('x-request-id', id);

    if (!QUIET_PATHS.has((req.url ?? '').split('?')[0] ?? '')) {
      // 'close' comes last on every response, finished or not: one listener covers both.
      res.once('close', () => {
        if (res.statusCode < 500 && !logger.isLevelEnabled('info')) return;
        const line = { req: requestFields(req), res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
        if (res.statusCode >= 500) {
          logger.error({ ...line, err: new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
        } else {
          writeInfo(line, !req.readableAborted && res.writableFinished ? 'request completed' : 'request aborted');
        }
      });
    }
    next();
  };
}

interface AccessLine {
  req: { id: string; method: string | undefined; path: string | undefined };
  res: { statusCode: number };
  responseTime: number;
}

type LoggerInternals = Logger & {
  [pino.symbols.streamSym]: pino.DestinationStream & { lastLevel?: number; [pino.symbols.needsMetadataGsym]?: boolean };
  [pino.symbols.chindingsSym]: string;
  [pino.symbols.timeSym]: () => string;
  [pino.symbols.messageKeySym]: string;
};

/** pino's number for `info`. */
const INFO = 30;

/**
 * Writes an access line at info exactly as `logger.info(line, msg)` would (same fields, order,
 * bindings, time and message key), without pino's generic path: it walks and stringifies the object
 * property by property and then copies the result, which cost the proxies about 5 µs of their
 * 130-150 µs per answer (docs/decisions/018-proxies-on-bare-node-objects.md). The values need no escaping but the path:
 * the id matches REQUEST_ID or is a UUID, the method is an HTTP token (Node refuses anything else).
 * The site's loggers have no formatters, hooks, mixins or redaction that pino would have applied.
 */
export function accessLineWriter(logger: Logger): (line: AccessLine, msg: string) => void {
  const internals = logger as LoggerInternals;
  const stream = internals[pino.symbols.streamSym];
  const wantsLevel = stream[pino.symbols.needsMetadataGsym] === true;
  const messageKey = JSON.stringify(internals[pino.symbols.messageKeySym]);
  return ({ req, res, responseTime }, msg) => {
    if (wantsLevel) stream.lastLevel = INFO;
    stream.write(
      `{"level":${INFO}${internals[pino.symbols.timeSym]()}${internals[pino.symbols.chindingsSym]},"req":{"id":"${req.id}","method":"${req.method}","path":${JSON.stringify(req.path)}},"res":{"statusCode":${res.statusCode}},"responseTime":${responseTime},${messageKey}:"${msg}"}\n`,
    );
  };
}
