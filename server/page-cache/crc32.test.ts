import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32, crc32Combine, crc32CombineWith, crc32ShiftOperator, multModP } from './crc32';

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });

  it('crc32Combine(crc(A), crc(B), |B|) equals crc(A || B)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ maxLength: 3000 }), (a, b) => {
        const direct = crc32(Buffer.concat([a, b]));
        expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(direct);
      }),
      { numRuns: 300 },
    );
  });

  it('combines across long lengths (every bit of the length counts)', () => {
    for (const length of [1, 255, 256, 65_535, 65_536, 1_000_003]) {
      const a = randomBytes(17);
      const b = randomBytes(length);
      expect(crc32Combine(crc32(a), crc32(b), length)).toBe(crc32(Buffer.concat([a, b])));
    }
  });

  it('stitches many pieces with precomputed operators', () => {
    const pieces = Array.from({ length: 20 }, (_, i) => randomBytes(i * 37));
    let crc = crc32(pieces[0]!);
    for (const piece of pieces.slice(1)) crc = crc32CombineWith(crc, crc32(piece), crc32ShiftOperator(piece.length));
    expect(crc).toBe(crc32(Buffer.concat(pieces)));
  });

  it('the operator for no bytes is the identity', () => {
    expect(crc32ShiftOperator(0)).toBe(0x80000000);
    expect(multModP(0x80000000, 0x12345678)).toBe(0x12345678);
    expect(crc32Combine(0xdeadbeef, 0, 0)).toBe(0xdeadbeef);
  });
});
