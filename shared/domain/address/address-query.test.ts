import { describe, expect, it } from 'vitest';
import { isBlankAddress, shouldSearch, sqQueryFromEntry, toAddressList } from './address-query';

describe('docs/product/address-check.md#search-validation: "Address search triggers only when typed text is longer than 4 characters"', () => {
  it.each([
    ['12 Sm', true],
    ['12 S', false],
    ['   12 S   ', false],
    ['', false],
    ['Smith', true],
  ])('%j -> %s', (text, expected) => {
    expect(shouldSearch(text)).toBe(expected);
  });
});

describe('docs/product/address-check.md#search-validation: "Submission blocked when the address is blank after trimming."', () => {
  it('blank', () => {
    expect(isBlankAddress('   ')).toBe(true);
    expect(isBlankAddress('')).toBe(true);
    expect(isBlankAddress(null)).toBe(true);
    expect(isBlankAddress(' 1 Main St ')).toBe(false);
  });
});

describe('docs/product/address-check.md#suggestions: "Only addresses with at least one provider are kept. The list entry holds address, locationId[] and name[]."', () => {
  const row = (n: number, providers = [{ locationId: `LOC00000000000${n}`, name: 'NBN' }]) => ({
    formattedAddress: `${n} Main St, Sydney NSW 2000`,
    providers,
  });

  it('worked example', () => {
    expect(
      toAddressList([
        row(1, [
          { locationId: 'LOC000000000001', name: 'NBN' },
          { locationId: 'OPC000000000001', name: 'OptiComm' },
        ]),
        row(2, []),
      ]),
    ).toEqual([
      {
        address: '1 Main St, Sydney NSW 2000',
        locationId: ['LOC000000000001', 'OPC000000000001'],
        name: ['NBN', 'OptiComm'],
      },
    ]);
  });

  it('docs/product/address-check.md#suggestions: "At most 6 suggestions" (counted after dropping provider-less rows)', () => {
    const rows = [row(0, []), ...Array.from({ length: 9 }, (_, n) => row(n + 1))];
    const list = toAddressList(rows);
    expect(list).toHaveLength(6);
    expect(list[0]?.address).toBe('1 Main St, Sydney NSW 2000');
  });

  it('skips rows of the wrong shape', () => {
    expect(toAddressList(null)).toEqual([]);
    expect(toAddressList([null, { formattedAddress: 3 }, { formattedAddress: 'x', providers: [{ name: 1 }] }])).toEqual([]);
  });
});

describe('docs/product/address-check.md#sq-call: service-qualification payload is a "map of lower-cased provider name to location id"', () => {
  it('worked example', () => {
    expect(
      sqQueryFromEntry({ address: 'a', locationId: ['LOC000000000001', 'OPC000000000001'], name: ['NBN', 'OptiComm'] }),
    ).toEqual({ nbn: 'LOC000000000001', opticomm: 'OPC000000000001' });
  });
});
