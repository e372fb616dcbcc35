// Signs and checks the `/quote/<token>` links, `<payload>.<signature>` (docs/decisions/033-quotes-that-travel.md):
// HMAC-SHA256 under QUOTE_SECRET cut to 128 bits, compared in constant time; QUOTE_SECRET_PREVIOUS still
// opens links during a rotation (docs/operations.md#rotating-secrets).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeQuotePayload, encodeQuotePayload, MAX_QUOTE_PAYLOAD_LENGTH, quoteAge, type Quote } from '../../../shared/domain/ordering/quote-token';

/** Bytes of the HMAC kept: 128 bits, as truncated HMACs commonly are (the rest only lengthens links). */
const SIGNATURE_BYTES = 16;
/** 22 base64url characters carry 132 bits: the last one's unused 4 are zero, so a link has one spelling (and one page cache entry). */
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{21}[AQgw]$/;
/** Names what is signed, so a signature made for anything else under the same secret never fits. */
const CONTEXT = 'kookaburra-quote\n';

export type QuoteCheck =
  | { ok: true; quote: Quote; token: string }
  | { ok: false; reason: 'invalid' }
  /** Signed by us but too old: what it was for, so the page can point the way on. */
  | { ok: false; reason: 'expired'; quote: Quote };

export type QuoteSigner = ReturnType<typeof createQuoteSigner>;

export const MAX_QUOTE_TOKEN_LENGTH = MAX_QUOTE_PAYLOAD_LENGTH + 23;

export function createQuoteSigner(secret: string, previousSecret?: string) {
  if (secret.length < 16) throw new Error('QUOTE_SECRET must be at least 16 characters.');
  if (previousSecret !== undefined && previousSecret.length < 16) throw new Error('QUOTE_SECRET_PREVIOUS must be at least 16 characters.');
  const macWith = (key: string, payload: string): Buffer => createHmac('sha256', key).update(CONTEXT).update(payload).digest().subarray(0, SIGNATURE_BYTES);
  const mac = (payload: string): Buffer => macWith(secret, payload);
  // Both are SIGNATURE_BYTES long (the pattern fixes the given one's length), as timingSafeEqual needs.
  const signedByUs = (given: Buffer, payload: string): boolean =>
    timingSafeEqual(given, mac(payload)) || (previousSecret !== undefined && timingSafeEqual(given, macWith(previousSecret, payload)));
  return {
    sign(quote: Quote): string {
      const payload = encodeQuotePayload(quote);
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    /** The quote a token carries, when its signature holds and it is current. */
    check(token: string, nowSeconds: number): QuoteCheck {
      if (typeof token !== 'string' || token.length > MAX_QUOTE_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
      const cut = token.lastIndexOf('.');
      const payload = token.slice(0, cut);
      const signature = token.slice(cut + 1);
      if (cut < 1 || !SIGNATURE_PATTERN.test(signature)) return { ok: false, reason: 'invalid' };
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== SIGNATURE_BYTES || !signedByUs(given, payload)) return { ok: false, reason: 'invalid' };
      const quote = decodeQuotePayload(payload);
      if (!quote) return { ok: false, reason: 'invalid' };
      const age = quoteAge(quote.issuedAt, nowSeconds);
      if (age === 'from_the_future') return { ok: false, reason: 'invalid' };
      if (age === 'expired') return { ok: false, reason: 'expired', quote };
      return { ok: true, quote, token };
    },
  };
}
