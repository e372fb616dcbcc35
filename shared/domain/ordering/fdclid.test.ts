import { describe, expect, it } from 'vitest';
import { fdclidToKeep, fdclidToStore, isFdclidExpired } from './tracking';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2025, 5, 1);

describe('docs/product/address-check.md#location-id-lookup: "The comparison-site click id is deleted when older than 31 days."', () => {
  it('30 days: kept', () => {
    expect(isFdclidExpired(now - 30 * DAY, now)).toBe(false);
  });
  it('exactly 31 days: kept', () => {
    expect(isFdclidExpired(now - 31 * DAY, now)).toBe(false);
  });
  it('31 days and a second: deleted', () => {
    expect(isFdclidExpired(now - 31 * DAY - 1000, now)).toBe(true);
  });
  it('fdclidToKeep returns the entry or null (delete)', () => {
    expect(fdclidToKeep({ value: 'abc', timestamp: now - DAY }, now)).toEqual({ value: 'abc', timestamp: now - DAY });
    expect(fdclidToKeep({ value: 'abc', timestamp: String(now - DAY) }, now)).toEqual({ value: 'abc', timestamp: now - DAY });
    expect(fdclidToKeep({ value: 'abc', timestamp: now - 40 * DAY }, now)).toBeNull();
    expect(fdclidToKeep({ value: '', timestamp: now }, now)).toBeNull();
    expect(fdclidToKeep({ value: 'abc' }, now)).toBeNull();
    expect(fdclidToKeep({ value: 'abc', timestamp: 'yesterday' }, now)).toBeNull();
    expect(fdclidToKeep(null, now)).toBeNull();
  });
});

describe('docs/product/ordering-and-handoff.md#fdclid local storage fdclid with timestamp: captured from a landing URL', () => {
  const now = Date.UTC(2025, 5, 1);
  it('keeps a valid click id with the time it arrived', () => {
    expect(fdclidToStore(' cmp-click.1 ', now)).toEqual({ value: 'cmp-click.1', timestamp: now });
  });

  it('ignores an absent, blank, over-long or malformed id', () => {
    for (const value of [null, undefined, '', '   ', 'a'.repeat(201), '<script>', 'a b', 'x&y=1']) expect(fdclidToStore(value, now)).toBeNull();
  });

  it('what it stores is what the order reads back (not expired)', () => {
    const stored = fdclidToStore('abc', now)!;
    expect(fdclidToKeep(JSON.parse(JSON.stringify(stored)), now + 31 * 24 * 60 * 60 * 1000)).toEqual(stored);
  });
});
