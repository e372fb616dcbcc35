// Brotli for a cached page, compressed once, with the per-request nonce filled in at send time
// (issue 7: page cache). One encoder runs over the static pieces and stand-ins for the nonce
// (page-template.ts), flushing around each stand-in; the stand-ins' meta-blocks are cut out and
// replaced by uncompressed meta-blocks holding the real nonce (RFC 7932 §9.2, ISUNCOMPRESSED).
// Why the stitched stream decodes to the page with the nonce, whatever the nonce:
// - positions: the nonce has the stand-in's length, so every later position, hence every
//   distance and the window/static-dictionary boundary (max distance), is what the encoder saw;
// - back-references: no static byte equals a stand-in byte, so nothing copies from a nonce place;
// - distance cache: the stand-ins repeat no two-byte sequence anywhere, so their meta-blocks hold
//   literals only and push no distance, as the uncompressed meta-block pushes none;
// - literal context: context modelling is off (BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING),
//   so the two bytes before a static piece (nonce bytes in the stream) select nothing;
// - block types, prefix codes and NPOSTFIX/NDIRECT are declared again in each meta-block.
// The round-trip tests decode the result with node:zlib over many random nonces and all routes.
import { constants, createBrotliCompress } from 'node:zlib';
import { compressPiecewise } from './piecewise-compress';
import type { PageTemplate } from './page-template';

export interface BrotliTemplate {
  /** Compressed static pieces; the first carries the stream header, the last the final meta-block. */
  blocks: Buffer[];
}

export async function compressBrotliTemplate(
  template: PageTemplate,
  standIns: readonly Buffer[],
  quality = constants.BROTLI_MAX_QUALITY,
): Promise<BrotliTemplate> {
  const { segments } = template;
  const inputs: Buffer[] = [];
  segments.forEach((segment, i) => {
    inputs.push(segment);
    if (i < segments.length - 1) inputs.push(standIns[i]!);
  });
  const stream = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1,
      [constants.BROTLI_PARAM_SIZE_HINT]: template.staticLength + standIns.length * template.nonceLength,
    },
  });
  const { pieces, end } = await compressPiecewise(stream, inputs, constants.BROTLI_OPERATION_FLUSH);
  const blocks = segments.map((_, i) => pieces[i * 2]!);
  blocks[blocks.length - 1] = Buffer.concat([blocks[blocks.length - 1]!, end]);
  return { blocks };
}

/**
 * An uncompressed meta-block header for `length` bytes (1..65536), byte aligned: ISLAST=0,
 * MNIBBLES=4 (code 0), MLEN-1 in 16 bits, ISUNCOMPRESSED=1, then zero bits to the byte boundary.
 */
export function uncompressedMetaBlockHeader(length: number): Buffer {
  if (length < 1 || length > 65536) throw new RangeError('uncompressed meta-block length out of range');
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff]);
}

/** The brotli body for one response. */
export function brotliWithNonce(brotli: BrotliTemplate, nonce: Buffer): Buffer {
  const { blocks } = brotli;
  const uncompressed = Buffer.concat([uncompressedMetaBlockHeader(nonce.length), nonce]);
  const parts: Buffer[] = [blocks[0]!];
  for (let i = 1; i < blocks.length; i++) parts.push(uncompressed, blocks[i]!);
  return Buffer.concat(parts);
}
