import { describe, expect, it } from 'vitest';
import { chosenAddressHref, readAvailabilityQuery } from './availability-query';

describe('readAvailabilityQuery (docs/product/address-check.md#before-javascript)', () => {
  it('a typed address longer than 4 characters is a search', () => {
    expect(readAvailabilityQuery(' 14 Lyrebird Rise ', null)).toEqual({ kind: 'search', text: '14 Lyrebird Rise' });
    expect(readAvailabilityQuery('14 L', null)).toEqual({ kind: 'none' });
    expect(readAvailabilityQuery(null, null)).toEqual({ kind: 'none' });
  });
  it('an address with valid location ids, one per provider, is a chosen address', () => {
    expect(readAvailabilityQuery('17 Brolga Boulevard, Jordan Springs NSW 2747', 'LOC000263418859,opc000741902635')).toEqual({
      kind: 'chosen',
      address: '17 Brolga Boulevard, Jordan Springs NSW 2747',
      ids: { nbn: 'LOC000263418859', opticomm: 'OPC000741902635' },
    });
  });
  it('bad or repeated ids are not a chosen address: the text is searched instead', () => {
    expect(readAvailabilityQuery('14 Lyrebird Rise', 'LOC1')).toEqual({ kind: 'search', text: '14 Lyrebird Rise' });
    expect(readAvailabilityQuery('14 Lyrebird Rise', 'LOC000184726551,LOC000184726552')).toEqual({ kind: 'search', text: '14 Lyrebird Rise' });
    expect(readAvailabilityQuery('', 'LOC000184726551')).toEqual({ kind: 'none' });
  });
  it('a suggestion links to the page with its address and ids', () => {
    expect(chosenAddressHref('/availability', { address: '14 Lyrebird Rise, Brunswick VIC 3056', locationId: ['LOC000184726551'], name: ['nbn'] })).toBe(
      '/availability?address=14+Lyrebird+Rise%2C+Brunswick+VIC+3056&loc=LOC000184726551',
    );
  });
});
