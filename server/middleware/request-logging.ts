// Request ids and JSON logs (pino). Health checks stay quiet so probes do not drown the logs.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    // Keep a well-formed id from the load balancer, otherwise make one; never trust arbitrary text.
    genReqId(req: IncomingMessage, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    autoLogging: { ignore: (req) => QUIET_PATHS.has((req.url ?? '').split('?')[0] ?? '') },
    // Never log cookies, tokens or query strings that may carry an agent token.
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
