import { describe, expect, it } from 'vitest';
import { formatManualAddress, isLot, type ManualAddress } from './manual-address';

const BASE: ManualAddress = { unit: '', streetNumber: '12', streetName: 'Smith Street', suburb: 'Brunswick', state: 'VIC', postcode: '3056' };

describe('formatManualAddress (docs/product/address-check.md#manual-address: one line for the call-back)', () => {
  it('writes street, suburb, state and postcode', () => {
    expect(formatManualAddress(BASE)).toBe('12 Smith Street, Brunswick VIC 3056');
  });
  it('a bare unit number reads "Unit n"; a named unit is kept', () => {
    expect(formatManualAddress({ ...BASE, unit: '3' })).toBe('Unit 3, 12 Smith Street, Brunswick VIC 3056');
    expect(formatManualAddress({ ...BASE, unit: 'Shop 2' })).toBe('Shop 2, 12 Smith Street, Brunswick VIC 3056');
    expect(formatManualAddress({ ...BASE, unit: '3A' })).toBe('Unit 3A, 12 Smith Street, Brunswick VIC 3056');
  });
  it('a lot needs no street number', () => {
    expect(isLot('Lot 12')).toBe(true);
    expect(isLot('12')).toBe(false);
    expect(formatManualAddress({ ...BASE, unit: 'Lot 12', streetNumber: '' })).toBe('Lot 12 Smith Street, Brunswick VIC 3056');
  });
  it('tidies spaces', () => {
    expect(formatManualAddress({ ...BASE, streetName: '  Smith   Street ', suburb: ' Brunswick ' })).toBe('12 Smith Street, Brunswick VIC 3056');
  });
});
