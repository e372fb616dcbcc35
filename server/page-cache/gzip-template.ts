// gzip for a cached page, compressed once, with the per-request nonce filled in at send time
// (issue 7: page cache). One raw-deflate stream runs over the static pieces and stand-ins for the
// nonce (page-template.ts), with a sync flush around each stand-in; the stand-ins' output is cut
// out and replaced by stored blocks holding the real nonce. A deflate decoder keeps no state
// across a byte-aligned block boundary but its 32 KB window, and no match copies from a stand-in
// (its bytes occur nowhere else), so the stitched stream inflates to the page with the nonce.
// The trailer's CRC is stitched with crc32_combine.
import { constants, createDeflateRaw } from 'node:zlib';
import { crc32, crc32CombineWith, crc32ShiftOperator } from './crc32';
import { compressPiecewise } from './piecewise-compress';
import type { PageTemplate } from './page-template';

export interface GzipTemplate {
  /** Compressed static pieces; the last one ends with the final deflate block. */
  blocks: Buffer[];
  segmentCrcs: number[];
  segmentOperators: number[];
  nonceOperator: number;
  /** Uncompressed length of a whole response (ISIZE). */
  totalLength: number;
}

/** ID1 ID2 CM=deflate FLG=0 MTIME=0 XFL=2 (best compression) OS=255 (unknown). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x02, 0xff]);

export async function compressGzipTemplate(template: PageTemplate, standIns: readonly Buffer[]): Promise<GzipTemplate> {
  const { segments } = template;
  const inputs: Buffer[] = [];
  segments.forEach((segment, i) => {
    inputs.push(segment);
    if (i < segments.length - 1) inputs.push(standIns[i]!);
  });
  // The last piece is written without its own flush effect mattering: finishing follows it.
  const stream = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION, memLevel: 9 });
  const { pieces, end } = await compressPiecewise(stream, inputs, constants.Z_SYNC_FLUSH);
  const blocks = segments.map((_, i) => pieces[i * 2]!);
  blocks[blocks.length - 1] = Buffer.concat([blocks[blocks.length - 1]!, end]);
  return {
    blocks,
    segmentCrcs: segments.map((s) => crc32(s)),
    segmentOperators: segments.map((s) => crc32ShiftOperator(s.length)),
    nonceOperator: crc32ShiftOperator(template.nonceLength),
    totalLength: template.staticLength + (segments.length - 1) * template.nonceLength,
  };
}

/** The gzip body for one response. */
export function gzipWithNonce(gzip: GzipTemplate, nonce: Buffer): Buffer {
  const { blocks } = gzip;
  // A non-final stored block (BFINAL=0, BTYPE=00, padded to the byte), LEN, NLEN, the bytes.
  const stored = Buffer.allocUnsafe(5 + nonce.length);
  stored[0] = 0;
  stored.writeUInt16LE(nonce.length, 1);
  stored.writeUInt16LE(~nonce.length & 0xffff, 3);
  nonce.copy(stored, 5);

  const nonceCrc = crc32(nonce);
  let crc = gzip.segmentCrcs[0]!;
  const parts: Buffer[] = [GZIP_HEADER, blocks[0]!];
  for (let i = 1; i < blocks.length; i++) {
    crc = crc32CombineWith(crc, nonceCrc, gzip.nonceOperator);
    crc = crc32CombineWith(crc, gzip.segmentCrcs[i]!, gzip.segmentOperators[i]!);
    parts.push(stored, blocks[i]!);
  }
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(gzip.totalLength % 2 ** 32, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
