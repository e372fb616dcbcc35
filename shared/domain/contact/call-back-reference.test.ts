import { describe, expect, it } from 'vitest';
import { CALL_BACK_REFERENCE_PATTERN, callBackReference } from './references';

describe('callBackReference (docs/product/address-check.md#call-back: a reference that reads out on the phone)', () => {
  it('is CB- and two groups of four, without I, L, O or U', () => {
    const reference = callBackReference(Uint8Array.from([0, 1, 2, 18, 21, 24, 27, 31]));
    expect(reference).toBe('CB-012J-NRVZ');
    expect(reference).toMatch(CALL_BACK_REFERENCE_PATTERN);
    for (let byte = 0; byte < 256; byte += 1) expect(callBackReference(new Uint8Array(8).fill(byte))).toMatch(CALL_BACK_REFERENCE_PATTERN);
  });
  it('needs 8 bytes', () => {
    expect(() => callBackReference(new Uint8Array(7))).toThrow(RangeError);
  });
});
