import { describe, expect, it } from 'vitest';
import { dayNumber, isoDate } from './address-columns';
import { localityDisplayName, remotenessFromPostcode } from './localities';
import { providerOfLocationId } from '../../shared/domain/address/location-id';
import { indexOfLocationId, locationIdFor, MAX_ENCODABLE_ADDRESSES } from './location-ids';
import { createSeededRandom } from '../seeded-random';

describe('seeded random', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number) => {
      const rng = createSeededRandom(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    for (const value of draw(3)) expect(value >= 0 && value < 1).toBe(true);
  });

  it('picks by weight and never picks a zero weight', () => {
    const rng = createSeededRandom(9);
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i += 1) counts[rng.weighted([3, 0, 1])]! += 1;
    expect(counts[1]).toBe(0);
    expect(counts[0]!).toBeGreaterThan(counts[2]! * 2);
  });
});

describe('locality names and remoteness', () => {
  it('title-cases locality names the Australian way', () => {
    expect(localityDisplayName('ST KILDA')).toBe('St Kilda');
    expect(localityDisplayName('O’CONNOR')).toBe('O’Connor');
    expect(localityDisplayName('HMAS PLATYPUS')).toBe('HMAS Platypus');
    expect(localityDisplayName('COCOS (KEELING) ISLANDS')).toBe('Cocos (Keeling) Islands');
  });

  it('treats capital-city postcodes as metro when a row has no remoteness code', () => {
    expect(remotenessFromPostcode('3053')).toBe(1);
    expect(remotenessFromPostcode('2000')).toBe(1);
    expect(remotenessFromPostcode('0870')).toBe(3);
    expect(remotenessFromPostcode('4825')).toBe(3);
  });
});

describe('location ids', () => {
  it('round-trips every kind and rejects ids off the scheme', () => {
    for (const kind of ['nbn', 'opticomm', 'vision', 'wholesale'] as const) {
      for (const position of [0, 1, 123_456, MAX_ENCODABLE_ADDRESSES]) {
        const id = locationIdFor(kind, position);
        expect(id).toMatch(/^[A-Z]{3}\d{12}$/);
        expect(indexOfLocationId(kind, id)).toBe(position);
      }
    }
    expect(locationIdFor('nbn', 5)).toMatch(/^LOC/);
    expect(indexOfLocationId('nbn', 'LOC000184726551')).toBe(-1);
    expect(indexOfLocationId('nbn', 'OPC001000000000')).toBe(-1);
    expect(providerOfLocationId('VSN000518266470')).toBe('vision');
    expect(providerOfLocationId('LOC12')).toBeNull();
  });
});

describe('day numbers', () => {
  it('round-trips ISO dates and keeps 0 for "no date"', () => {
    expect(isoDate(dayNumber('2027-09-30'))).toBe('2027-09-30');
    expect(isoDate(0)).toBeNull();
  });
});
