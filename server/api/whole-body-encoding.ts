// API answers whole in memory compressed in one synchronous call, with compression()'s rules (docs/architecture.md#budgets).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { wholeBodyText } from './api-responses';
import { negotiateEncoding } from '../page-cache/accept-encoding';

/** compression()'s default threshold: below this the headers outweigh what is saved. */
const THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|[\w.+-]+\+json|javascript|xml|[\w.+-]+\+xml)\b)/i;
/** Brotli at 4 matches compression()'s default: fast, and smaller than gzip at 6. */
const BROTLI_QUALITY = 4;
/** Below this size brotli at 2: under half of quality 4's CPU on address answers, for a few per cent more bytes. */
const SMALL_BODY_BYTES = 16 * 1024;
const SMALL_BODY_BROTLI_QUALITY = 2;

/** The Node stack's last middleware (server/app.ts): a jsonText answer of a compressible type, compressed in one call. */
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
