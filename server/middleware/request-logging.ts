// Request ids and JSON logs (pino). Health checks stay quiet so probes do not drown the logs.
// One line per request, in the shape pino-http writes (docs/operations.md):
//   {"level":30,...,"req":{"id","method","path"},"res":{"statusCode"},"responseTime":12,"msg":"request completed"}
// Written by hand rather than through pino-http, which builds a child logger and runs its request
// serializers over the whole IncomingMessage on every request: that cost more than serving a cached
// page (DESIGN §5, docs/decisions/009-request-path-costs.md).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

declare module 'http' {
  interface IncomingMessage {
    /** This request's id (X-Request-ID in and out). */
    id: string;
    /** A logger bound to this request (`req` in every line); made on first use. */
    log: Logger;
  }
}

const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Never log cookies, tokens or query strings that may carry an agent token: id, method and path only. */
const requestFields = (req: IncomingMessage) => ({ id: req.id, method: req.method, path: (req.url ?? '').split('?')[0] });

export function requestLogging(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const started = Date.now();
    // Keep a well-formed id from the load balancer, otherwise make one; never trust arbitrary text.
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('x-request-id', id);
    let bound: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: false,
      get: () => (bound ??= logger.child({ req: requestFields(req) })),
    });

    if (!QUIET_PATHS.has((req.url ?? '').split('?')[0] ?? '')) {
      const onDone = (err?: Error) => {
        res.removeListener('close', onDone);
        res.removeListener('finish', onDone);
        res.removeListener('error', onDone);
        if (!logger.isLevelEnabled('info') && !err && res.statusCode < 500) return;
        const responseTime = Date.now() - started;
        const line = { req: requestFields(req), res: { statusCode: res.statusCode }, responseTime };
        if (err || res.statusCode >= 500) {
          logger.error({ ...line, err: err ?? new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
        } else {
          logger.info(line, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
        }
      };
      res.on('close', onDone);
      res.on('finish', onDone);
      res.on('error', onDone);
    }
    next();
  };
}
