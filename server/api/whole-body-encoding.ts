// Compression for API answers that are whole in memory (nearly all: JSON documents). compression()
// would open a zlib stream per answer and hop to the thread pool and back; for a body of a few KB
// one synchronous call costs less CPU and no extra turn of the event loop (docs/architecture.md#budgets: the
// proxies' added latency). Same rules as compression(): text and JSON types of 1 KB or more, the
// encoding the client prefers, `no-transform` respected, `Vary: Accept-Encoding` on anything that
// could have been compressed. An answer that arrives here encoded passes on untouched, and
// compression() leaves alone what this sets a Content-Encoding on.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { negotiateEncoding } from '../page-cache/accept-encoding';

/** compression()'s default threshold: below this the headers outweigh what is saved. */
const THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|[\w.+-]+\+json|javascript|xml|[\w.+-]+\+xml)\b)/i;
/** Brotli at 4 matches compression()'s default: fast, and smaller than gzip at 6. */
const BROTLI_QUALITY = 4;
/**
 * Below this size brotli at 2: on the address answers (a few KB) it costs under half of quality 4's
 * CPU for a few per cent more bytes, a saving the proxies feel per answer and a browser does not.
 */
const SMALL_BODY_BYTES = 16 * 1024;
const SMALL_BODY_BROTLI_QUALITY = 2;

export function encodeWholeBody(res: ServerResponse<IncomingMessage>, body: Buffer): Buffer {
  const type = String(res.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type) || res.hasHeader('content-encoding')) return body;
  varyOnAcceptEncoding(res);
  if (body.length < THRESHOLD_BYTES || /\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''))) return body;
  const encoding = negotiateEncoding(res.req.headers['accept-encoding']);
  if (encoding === 'identity') return body;
  res.setHeader('content-encoding', encoding);
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: body.length < SMALL_BODY_BYTES ? SMALL_BODY_BROTLI_QUALITY : BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body);
}

/** Adds Accept-Encoding to Vary, as Express's res.vary does, on a bare node:http response too. */
export function varyOnAcceptEncoding(res: ServerResponse): void {
  const current = res.getHeader('vary');
  if (current === undefined) {
    res.setHeader('Vary', 'Accept-Encoding');
    return;
  }
  const text = Array.isArray(current) ? current.join(', ') : String(current);
  if (text.split(',').some((field) => ['*', 'accept-encoding'].includes(field.trim().toLowerCase()))) return;
  res.setHeader('Vary', `${text}, Accept-Encoding`);
}
