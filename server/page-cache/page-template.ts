// A rendered page as a template: the static bytes between the CSP nonce's places (DESIGN §2:
// anonymous pages are the same for every visitor, only the per-request nonce differs).
import { createHash } from 'node:crypto';

export interface PageTemplate {
  /** The static pieces; the nonce goes between each pair (segments.length - 1 places). */
  segments: Buffer[];
  /** Every nonce filled in must have this many bytes (positions in the stream depend on it). */
  nonceLength: number;
  /** Bytes of the page without the nonces. */
  staticLength: number;
  /** A strong hash of the static bytes and the nonce places: the base of the ETag. */
  digest: string;
}

/** The nonce the CSP middleware makes: 16 random bytes in base64 (server/middleware/security-headers.ts). */
export const NONCE_PATTERN = /^[A-Za-z0-9+/]{22}==$/;

/**
 * Splits a page rendered with `nonce` at each place the nonce appears. A 128-bit random nonce
 * occurs in the HTML only where React wrote it (nonce attributes), never by chance.
 */
export function templateFromHtml(html: string, nonce: string): PageTemplate {
  if (!NONCE_PATTERN.test(nonce)) throw new Error('The page cache needs a base64 nonce of 16 bytes.');
  const segments = html.split(nonce).map((part) => Buffer.from(part, 'utf8'));
  const hash = createHash('sha256');
  for (const segment of segments) {
    hash.update(String(segment.length));
    hash.update(':');
    hash.update(segment);
  }
  return {
    segments,
    nonceLength: Buffer.byteLength(nonce),
    staticLength: segments.reduce((sum, s) => sum + s.length, 0),
    digest: hash.digest('base64url').slice(0, 27),
  };
}

/** The page for one response: the template with `nonce` in every place. */
export function fillTemplate(template: PageTemplate, nonce: Buffer): Buffer {
  const { segments } = template;
  const parts: Buffer[] = [];
  for (let i = 0; i < segments.length; i++) {
    if (i > 0) parts.push(nonce);
    parts.push(segments[i]!);
  }
  return Buffer.concat(parts, template.staticLength + (segments.length - 1) * nonce.length);
}

/**
 * Stand-ins for the nonce while the page is compressed once: bytes that valid UTF-8 never
 * contains (0xC0, 0xC1, 0xF5-0xFF) plus control bytes the page does not use. Since no static byte
 * equals a stand-in byte, no back-reference in the compressed static pieces can copy from a nonce
 * place, so the real nonce can replace the stand-in at send time. For brotli, no two-byte sequence
 * repeats across all stand-ins either (cut from a de Bruijn sequence), so the stand-ins' own
 * meta-blocks hold literals only and never move brotli's distance cache (RFC 7932 §4).
 * Returns null when the page leaves too few spare bytes for its number of nonce places.
 */
export function standInsFor(template: PageTemplate): Buffer[] | null {
  const places = template.segments.length - 1;
  if (places === 0) return [];
  const used = new Uint8Array(256);
  for (const segment of template.segments) for (const byte of segment) used[byte] = 1;
  const alphabet: number[] = [];
  const candidates = [0xc0, 0xc1, ...range(0xf5, 0xff), ...range(0x01, 0x08), ...range(0x0e, 0x1f)];
  for (const byte of candidates) if (!used[byte]) alphabet.push(byte);
  const length = template.nonceLength;
  if (alphabet.length < 2) return null;
  const sequence = deBruijn(alphabet);
  if (Math.floor(sequence.length / length) < places) return null;
  return Array.from({ length: places }, (_, i) => Buffer.from(sequence.subarray(i * length, (i + 1) * length)));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** A de Bruijn sequence of order 2 over `alphabet`: every ordered pair occurs exactly once. */
export function deBruijn(alphabet: readonly number[]): Uint8Array {
  const k = alphabet.length;
  const n = 2;
  const a = new Array<number>(k * n).fill(0);
  const out: number[] = [];
  const db = (t: number, p: number): void => {
    if (t > n) {
      if (n % p === 0) for (let j = 1; j <= p; j++) out.push(a[j]!);
      return;
    }
    a[t] = a[t - p]!;
    db(t + 1, p);
    for (let j = a[t - p]! + 1; j < k; j++) {
      a[t] = j;
      db(t + 1, t);
    }
  };
  db(1, 1);
  // Linear form: the cyclic sequence plus its first byte, so the wrap-around pair is present once too.
  out.push(out[0]!);
  return Uint8Array.from(out, (i) => alphabet[i]!);
}
