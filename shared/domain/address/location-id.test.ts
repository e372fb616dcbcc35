import { describe, expect, it } from 'vitest';
import { ANY_LOCATION_ID_PATTERN, LOCATION_ID_PATTERNS, LOCATION_ID_PREFIXES, LOCATION_ID_SEARCH_PATTERN, providerOfLocationId, typedLocationId } from './location-id';

describe('docs/architecture.md#the-embedded-provider: "nbn location ids are LOC + 12 digits; OptiComm ids OPC + 12 digits" (Vision VSN + 12 digits, docs/architecture.md#contracts)', () => {
  it('names each provider\'s prefix', () => {
    expect(LOCATION_ID_PREFIXES).toEqual({ nbn: 'LOC', opticomm: 'OPC', vision: 'VSN' });
  });

  it.each([
    ['LOC000123456789', 'nbn'],
    ['OPC000000000042', 'opticomm'],
    ['VSN000518266470', 'vision'],
    ['LOC00012345678', null],
    ['LOC0001234567890', null],
    ['loc000123456789', null],
    [' LOC000123456789', null],
    ['XLOC000000000001', null],
    ['LOC00012345678X', null],
    ['TLS000000000001', null],
    ['', null],
  ])('%j is an id of %s', (id, provider) => {
    expect(providerOfLocationId(id)).toBe(provider);
    expect(ANY_LOCATION_ID_PATTERN.test(id)).toBe(provider !== null);
  });

  it('each strict pattern takes its own provider\'s ids only', () => {
    expect(LOCATION_ID_PATTERNS.nbn.test('LOC000000000001')).toBe(true);
    expect(LOCATION_ID_PATTERNS.nbn.test('OPC000000000001')).toBe(false);
    expect(LOCATION_ID_PATTERNS.opticomm.test('OPC123456789012')).toBe(true);
    expect(LOCATION_ID_PATTERNS.opticomm.test('VSN123456789012')).toBe(false);
    expect(LOCATION_ID_PATTERNS.vision.test('VSN123456789012')).toBe(true);
    expect(LOCATION_ID_PATTERNS.vision.test('LOC123456789012')).toBe(false);
  });
});

describe('docs/product/address-check.md#location-id-lookup: "Text matching a location id pattern (prefix LOC or OPC followed by 12 digits) is looked up by location id instead of free text."', () => {
  it.each([
    ['LOC000123456789', 'LOC000123456789'],
    ['OPC000000000042', 'OPC000000000042'],
    ['  LOC000123456789  ', 'LOC000123456789'],
    [' loc000123456789 ', 'LOC000123456789'],
    ['oPc000000000042', 'OPC000000000042'],
    ['LOC00012345678', null],
    ['LOC0001234567890', null],
    ['ABC000123456789', null],
    ['LOC00012345678X', null],
    ['12 Smith St LOC000123456789', null],
    // Only LOC and OPC are named by the rule: a Vision id typed in the box is free text.
    ['VSN000518266470', null],
  ])('%j is looked up as %j', (text, id) => {
    expect(typedLocationId(text)).toBe(id);
  });

  it('the search pattern ignores case but not what surrounds the id', () => {
    expect(LOCATION_ID_SEARCH_PATTERN.test('loc000123456789')).toBe(true);
    expect(LOCATION_ID_SEARCH_PATTERN.test(' LOC000123456789')).toBe(false);
  });
});
