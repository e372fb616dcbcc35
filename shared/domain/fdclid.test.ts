import { describe, expect, it } from 'vitest';
import { fdclidToKeep, isFdclidExpired } from './fdclid';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2025, 5, 1);

describe('SPEC §5: "The comparison-site click id is deleted when older than 31 days."', () => {
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
