// Round trips: the stitched gzip and brotli streams decode (node:zlib) to the page with the
// request's nonce, for pages of every shape and many random nonces (issue 7: page cache).
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWithNonce, compressBrotliTemplate, uncompressedMetaBlockHeader } from './brotli-template';
import { compressGzipTemplate, gzipWithNonce } from './gzip-template';
import { fillTemplate, standInsFor, templateFromHtml, type PageTemplate } from './page-template';

const freshNonce = () => Buffer.from(randomBytes(16).toString('base64'));

async function expectRoundTrips(template: PageTemplate, nonces: number) {
  const standIns = standInsFor(template);
  // A page using nearly every spare byte is cached uncompressed instead (page-cache.ts).
  fc.pre(standIns !== null);
  const [gzip, brotli] = await Promise.all([compressGzipTemplate(template, standIns), compressBrotliTemplate(template, standIns)]);
  for (let i = 0; i < nonces; i++) {
    const nonce = freshNonce();
    const expected = fillTemplate(template, nonce);
    expect(gunzipSync(gzipWithNonce(gzip, nonce)).equals(expected)).toBe(true);
    expect(brotliDecompressSync(brotliWithNonce(brotli, nonce)).equals(expected)).toBe(true);
  }
  return { gzip, brotli };
}

/** HTML-like text: tags, repeated attribute runs, '=' signs, numbers, non-ASCII. */
const htmlish = fc
  .array(
    fc.oneof(
      fc.constantFrom('<div class="plan-card">', '</div>', '<a href="/broadband/nbn">', '="', '==', '"', ' nonce=', '$69.95', 'é', '✓', '\n'),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.integer().map(String),
    ),
    { maxLength: 120 },
  )
  .map((parts) => parts.join(''));

describe('gzip and brotli templates', () => {
  it('decode to the page with any nonce: random pages, places at the start, the end and side by side', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(htmlish, { minLength: 1, maxLength: 14 }), async (pieces) => {
        const nonce = randomBytes(16).toString('base64');
        const template = templateFromHtml(pieces.join(nonce), nonce);
        await expectRoundTrips(template, 20);
      }),
      { numRuns: 40 },
    );
  });

  it('decode a page longer than the deflate window with distant repeats and many places', async () => {
    const nonce = randomBytes(16).toString('base64');
    const row = (i: number) => `<tr><td>Country ${i % 50}</td><td>$${(i * 0.37).toFixed(2)}</td></tr>`;
    const body = Array.from({ length: 3000 }, (_, i) => row(i) + (i % 150 === 0 ? `<script nonce="${nonce}">x(${i})</script>` : '')).join('');
    const template = templateFromHtml(`<!doctype html><html><head><link nonce="${nonce}"></head><body>${body}</body></html>`, nonce);
    expect(template.staticLength).toBeGreaterThan(100_000);
    const { gzip, brotli } = await expectRoundTrips(template, 50);
    // Compressed once, far smaller than the page.
    expect(gzipWithNonce(gzip, freshNonce()).length).toBeLessThan(template.staticLength / 5);
    expect(brotliWithNonce(brotli, freshNonce()).length).toBeLessThan(gzipWithNonce(gzip, freshNonce()).length);
  });

  it('decode a page without any nonce, and an empty page', async () => {
    const nonce = randomBytes(16).toString('base64');
    await expectRoundTrips(templateFromHtml('<p>no scripts here</p>', nonce), 3);
    await expectRoundTrips(templateFromHtml('', nonce), 3);
    await expectRoundTrips(templateFromHtml(nonce, nonce), 10);
  });

  it('writes the uncompressed meta-block header of RFC 7932 §9.2', () => {
    // ISLAST=0, MNIBBLES=4 (00), MLEN-1=23 in 16 bits, ISUNCOMPRESSED=1, padding.
    expect([...uncompressedMetaBlockHeader(24)]).toEqual([23 << 3, 0, 0x08]);
    expect(() => uncompressedMetaBlockHeader(0)).toThrow(RangeError);
  });
});
