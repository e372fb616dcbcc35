// API answers whole in memory compressed in one synchronous call, with compression()'s rules (docs/architecture.md#budgets).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { wholeBodyOf, type WholeBody } from './api-responses';
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
  const whole = wholeBodyOf(c.res);
  if (whole) {
    // Read from what the answer was made of, not its `headers`, which would make it a Web Response (api-responses.ts).
    const encoded = encodedWholeBody(whole, () => c.req.header('accept-encoding'));
    if (encoded) {
      // Unset first: Hono's setter would copy the old answer's headers onto the new one.
      c.res = undefined;
      c.res = encoded;
    }
    return;
  }
  // Any other answer of a compressible type still varies on the encoding, as compression() has it.
  const { res } = c;
  if (COMPRESSIBLE.test(res.headers.get('content-type') ?? '') && !res.headers.has('content-encoding')) varyOnAcceptEncoding(res.headers);
};

/** The answer to send for a compressible whole body: varying on the encoding, compressed when worth it; undefined to leave it. */
function encodedWholeBody({ status, text, headers }: WholeBody, acceptEncoding: () => string | undefined): Response | undefined {
  if (!COMPRESSIBLE.test(headers['content-type'] ?? '') || headers['content-encoding'] !== undefined) return undefined;
  const vary = varyWithAcceptEncoding(headers.vary);
  const varied = vary === undefined ? headers : { ...headers, vary };
  // Measured before copying, and before the request's Accept-Encoding is read: most address answers are under the threshold.
  const encoding = Buffer.byteLength(text) < THRESHOLD_BYTES || /\bno-transform\b/i.test(headers['cache-control'] ?? '') ? 'identity' : negotiateEncoding(acceptEncoding());
  if (encoding === 'identity') return varied === headers ? undefined : new Response(text, { status, headers: varied });
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
  return new Response(sent, { status, headers: { ...varied, 'content-encoding': encoding, 'content-length': String(sent.length) } });
}

/** Adds Accept-Encoding to Vary, as Express's res.vary does. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = varyWithAcceptEncoding(headers.get('vary') ?? undefined);
  if (vary !== undefined) headers.set('Vary', vary);
}

/** A Vary value with Accept-Encoding added; undefined when it (or `*`) is there already. */
function varyWithAcceptEncoding(current: string | undefined): string | undefined {
  if (current?.split(',').some((field) => ['*', 'accept-encoding'].includes(field.trim().toLowerCase()))) return undefined;
  return current === undefined ? 'Accept-Encoding' : `${current}, Accept-Encoding`;
}
