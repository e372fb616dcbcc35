// Compression for API answers whole in memory (nearly all: JSON documents): for a few KB one
// synchronous call costs less CPU than compression()'s zlib stream and thread-pool hop
// (docs/architecture.md#budgets: the proxies' added latency). Same rules as compression(): text and
// JSON of 1 KB or more, the client's preferred encoding, `no-transform` respected, `Vary` set.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { wholeBodyText } from './api-responses';
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

/**
 * The Node stack's last middleware (server/app.ts): an answer whole in memory (made by jsonText, so
 * its text is known without reading the body) of a compressible type goes out compressed in one call.
 */
export const wholeBodyEncoding: MiddlewareHandler = async (c, next) => {
  await next();
  const { res } = c;
  if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '') || res.headers.has('content-encoding')) return;
  varyOnAcceptEncoding(res.headers);
  const text = wholeBodyText(res);
  if (text === undefined) return;
  // Measured before copying: most address answers are under the threshold and go out as they are.
  if (Buffer.byteLength(text) < THRESHOLD_BYTES || /\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')) return;
  const encoding = negotiateEncoding(c.req.header('accept-encoding'));
  if (encoding === 'identity') return;
  const body = Buffer.from(text);
  const sent =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: body.length < SMALL_BODY_BYTES ? SMALL_BODY_BROTLI_QUALITY : BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body);
  const headers = new Headers(res.headers);
  headers.set('content-encoding', encoding);
  headers.set('content-length', String(sent.length));
  // Unset first: Hono's setter would copy the old answer's headers onto the new one.
  c.res = undefined;
  c.res = new Response(sent, { status: res.status, headers });
};

/** Adds Accept-Encoding to Vary, as Express's res.vary does. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const current = headers.get('vary');
  if (current?.split(',').some((field) => ['*', 'accept-encoding'].includes(field.trim().toLowerCase()))) return;
  headers.set('Vary', current === null ? 'Accept-Encoding' : `${current}, Accept-Encoding`);
}
