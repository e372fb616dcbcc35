// CRC-32 (the gzip trailer's checksum) and crc32_combine, after zlib's crc32.c (multmodp /
// x2nmodp). A cached page is compressed once in pieces; the per-request nonce sits between them,
// so the trailer's CRC is stitched from the cached pieces' CRCs and the nonce's CRC
// (issue 7: page cache). Node's zlib.crc32 computes a direct CRC; Node has no combine.
import { crc32 as nativeCrc32 } from 'node:zlib';

/** The reflected CRC-32 polynomial. */
const POLY = 0xedb88320;

/** x^(2^k) mod P(x), k = 0..31. */
const X2N_TABLE: Uint32Array = (() => {
  const table = new Uint32Array(32);
  let p = 1 << 30; // x^1
  table[0] = p;
  for (let n = 1; n < 32; n++) table[n] = p = multModP(p, p);
  return table;
})();

/** a(x) * b(x) mod P(x), in the reflected bit order zlib uses. */
export function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/**
 * The operator that appends `length` bytes: x^(8 * length) mod P(x). Computed once per cached
 * piece, so combining at send time costs one multModP per piece.
 */
export function crc32ShiftOperator(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3;
  let n = length;
  while (n > 0) {
    if (n % 2 === 1) p = multModP(X2N_TABLE[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p >>> 0;
}

/** crc32(A || B) from crc32(A), crc32(B) and B's length, with B's operator precomputed. */
export function crc32CombineWith(crcA: number, crcB: number, operatorB: number): number {
  return (multModP(operatorB, crcA) ^ crcB) >>> 0;
}

/** zlib's crc32_combine(crc1, crc2, len2). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return crc32CombineWith(crcA, crcB, crc32ShiftOperator(lengthB));
}

/** A direct CRC-32 of some bytes. */
export function crc32(data: Uint8Array): number {
  return nativeCrc32(data) >>> 0;
}
