import { describe, expect, it } from 'vitest';
import { addressSearchFallbacks } from './address-fallbacks';

describe('addressSearchFallbacks (docs/product/address-check.md#unit-and-lot-fallbacks)', () => {
  it('"3/12 Smith St" is tried as "Unit 3, 12 Smith St", then as the building', () => {
    expect(addressSearchFallbacks('3/12 Smith St')).toEqual(['Unit 3, 12 Smith St', '12 Smith St']);
    expect(addressSearchFallbacks(' 3 / 12A  Smith St, Brunswick VIC 3056')).toEqual([
      'Unit 3, 12A Smith St, Brunswick VIC 3056',
      '12A Smith St, Brunswick VIC 3056',
    ]);
  });

  it('"Unit 3 12 Smith St" (and U, Apt, Flat, Shop, Suite) is tried as "3/12 Smith St", then as the building', () => {
    expect(addressSearchFallbacks('Unit 3 12 Smith St')).toEqual(['3/12 Smith St', '12 Smith St']);
    expect(addressSearchFallbacks('unit 3, 12 Smith St')).toEqual(['3/12 Smith St', '12 Smith St']);
    expect(addressSearchFallbacks('U3 12 Smith St')).toEqual(['3/12 Smith St', '12 Smith St']);
    expect(addressSearchFallbacks('Apt 3/12 Smith St')).toEqual(['3/12 Smith St', '12 Smith St']);
    expect(addressSearchFallbacks('Flat 3 12 Smith St')).toEqual(['3/12 Smith St', '12 Smith St']);
  });

  it('"Lot 12 …" is tried as the house number, then as the street', () => {
    expect(addressSearchFallbacks('Lot 12 Smith St')).toEqual(['12 Smith St', 'Smith St']);
    expect(addressSearchFallbacks('LOT 12, Saltbush Circuit Werribee')).toEqual(['12 Saltbush Circuit Werribee', 'Saltbush Circuit Werribee']);
  });

  it('anything else has no fallback', () => {
    expect(addressSearchFallbacks('12 Smith St')).toEqual([]);
    expect(addressSearchFallbacks('42 Wallaby Way, Sydney NSW 2000')).toEqual([]);
    expect(addressSearchFallbacks('')).toEqual([]);
    expect(addressSearchFallbacks('Unit')).toEqual([]);
    // A street named for a unit word is not a unit form.
    expect(addressSearchFallbacks('12 Lot Street')).toEqual([]);
  });

  it('never repeats the typed text or a search twice', () => {
    for (const typed of ['3/12 Smith St', 'Unit 3 12 Smith St', 'Lot 12 Smith St']) {
      const fallbacks = addressSearchFallbacks(typed);
      expect(new Set(fallbacks.map((f) => f.toLowerCase())).size).toBe(fallbacks.length);
      expect(fallbacks.map((f) => f.toLowerCase())).not.toContain(typed.toLowerCase());
    }
  });
});
