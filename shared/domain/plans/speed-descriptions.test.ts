import { describe, expect, it, vi } from 'vitest';
import { SPEED_DESCRIPTIONS, idealFor } from './speed-descriptions';

const SPEC_KEYS = [
  'nbn12',
  'nbn25',
  'nbn50',
  'nbn100',
  'nbn 100/40',
  'nbn250',
  'nbn500',
  'Fibre8',
  'Fibre12',
  'Fibre25',
  'Fibre30',
  'Fibre50',
  'Fibre50-90',
  'Fibre100',
  'Fibre 100/40',
  'Fibre250',
  'Fibre500',
];

describe('docs/product/pricing.md#speed-descriptions: "Catalogue keys: nbn12, nbn25, nbn50, nbn100, \'nbn 100/40\', nbn250, nbn500, Fibre8, Fibre12, Fibre25, Fibre30, Fibre50, Fibre50-90, Fibre100, \'Fibre 100/40\', Fibre250, Fibre500 (each with a short marketing description)"', () => {
  it.each(SPEC_KEYS)('%s has a short description', (key) => {
    const text = SPEED_DESCRIPTIONS[key];
    expect(text).toBeTruthy();
    expect(text!.length).toBeLessThan(120);
    const report = vi.fn();
    expect(idealFor(key, report)).toBe(text);
    expect(report).not.toHaveBeenCalled();
  });
  it('every product key is in the table', () => {
    expect(Object.keys(SPEED_DESCRIPTIONS)).toEqual(expect.arrayContaining(SPEC_KEYS));
  });
});

describe('docs/product/pricing.md#speed-descriptions: "An unknown speed uses the Fibre12 description and reports \'Unsupported plan speed\'."', () => {
  it('falls back and reports', () => {
    const report = vi.fn();
    expect(idealFor('nbn9000', report)).toBe(SPEED_DESCRIPTIONS.Fibre12);
    expect(report).toHaveBeenCalledWith('Unsupported plan speed');
  });
  it('works without a reporter', () => {
    expect(idealFor('toString')).toBe(SPEED_DESCRIPTIONS.Fibre12);
  });
});
