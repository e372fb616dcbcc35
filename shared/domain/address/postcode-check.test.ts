import { describe, expect, it } from 'vitest';
import { checkSuburbPostcode, parsePostcodeList, suburbKey } from './postcode-check';

const LIST = parsePostcodeList({
  '3056': 'VIC:Brunswick,Brunswick Lower,Brunswick North',
  '2000': 'NSW:Barangaroo,Dawes Point,Haymarket,Millers Point,Sydney,Sydney South,The Rocks',
  '2540': 'ACT:Jervis Bay;NSW:Huskisson,St Georges Basin',
});

describe('checkSuburbPostcode (docs/product/address-check.md#manual-address: suburb, state and postcode belong together)', () => {
  it('accepts a suburb of the postcode in its state, named in the list spelling', () => {
    expect(checkSuburbPostcode(LIST, { suburb: 'brunswick north', state: 'VIC', postcode: '3056' })).toEqual({ ok: true, suburb: 'Brunswick North' });
    expect(checkSuburbPostcode(LIST, { suburb: 'Jervis Bay', state: 'ACT', postcode: '2540' })).toEqual({ ok: true, suburb: 'Jervis Bay' });
    expect(checkSuburbPostcode(LIST, { suburb: 'Saint Georges Basin', state: 'NSW', postcode: ' 2540 ' })).toEqual({ ok: true, suburb: 'St Georges Basin' });
  });

  it('refuses an unknown postcode', () => {
    expect(checkSuburbPostcode(LIST, { suburb: 'Brunswick', state: 'VIC', postcode: '9999' })).toEqual({
      ok: false,
      field: 'postcode',
      message: "We can't find the postcode 9999. Please check it.",
    });
  });

  it('refuses a state the postcode is not in, naming the right one', () => {
    expect(checkSuburbPostcode(LIST, { suburb: 'Brunswick', state: 'NSW', postcode: '3056' })).toEqual({
      ok: false,
      field: 'state',
      message: 'Postcode 3056 is in VIC, not NSW.',
    });
  });

  it('refuses a suburb that is not in the postcode, naming a few that are', () => {
    expect(checkSuburbPostcode(LIST, { suburb: 'Fitzroy', state: 'VIC', postcode: '3056' })).toEqual({
      ok: false,
      field: 'suburb',
      message: 'Fitzroy is not in postcode 3056. Suburbs there: Brunswick, Brunswick Lower, Brunswick North.',
    });
    const sydney = checkSuburbPostcode(LIST, { suburb: 'Bondi', state: 'NSW', postcode: '2000' });
    expect(sydney.ok === false && sydney.message).toBe(
      'Bondi is not in postcode 2000. Suburbs there: Barangaroo, Dawes Point, Haymarket, Millers Point, Sydney, Sydney South and others.',
    );
  });

  it('compares suburbs without case, dots, apostrophes or hyphens, reading St and Mt as Saint and Mount', () => {
    expect(suburbKey("  O'Connor ")).toBe('oconnor');
    expect(suburbKey('Mt. Waverley')).toBe('mount waverley');
    expect(suburbKey('St Kilda-East')).toBe('saint kilda east');
  });
});
