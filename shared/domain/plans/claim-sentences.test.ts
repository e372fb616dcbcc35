import { describe, expect, it } from 'vitest';
import { activationTerm, countriesText, freeModemFeeTerm, modemPriceTerm, NEW_DEVELOPMENT_FEE_SHORT } from './claim-sentences';

describe('docs/product/content.md#claims: "A fee is said with its amount and when it applies."', () => {
  it('nbn and Flip to Fibre: free activation names the $300 new development fee and when nbn charges it', () => {
    expect(activationTerm('nbn')).toBe(
      'No activation fee from us; nbn charges a one-off $300 connection fee where it classifies the premises as a new development.',
    );
    expect(activationTerm('flipToFibre')).toBe(activationTerm('nbn'));
    expect(NEW_DEVELOPMENT_FEE_SHORT).toBe("nbn's one-off $300 fee applies only at a new development");
  });
  it('"No set-up fee" is said only of services without that fee', () => {
    for (const service of ['fibre', 'hwbb', 'mbb'] as const) expect(activationTerm(service)).toBe('No activation fee from us, and no set-up fee.');
  });
});

describe('docs/product/content.md#claims: "Hardware terms are said only where that hardware option exists"', () => {
  it("a free modem's $79 fee exists only for a modem at $0; the $170 modem has none", () => {
    expect(freeModemFeeTerm(170)).toBeNull();
    expect(freeModemFeeTerm(0)).toBe('The free modem carries a $79 fee if you cancel within 6 months.');
  });
  it('the modem is stated at its price, with its shipping', () => {
    expect(modemPriceTerm({ price: 170, freeShipping: true })).toBe('$170 with free shipping');
    expect(modemPriceTerm({ price: 120, freeShipping: false })).toBe('$120');
    expect(modemPriceTerm({ price: 0, freeShipping: true })).toBe('free');
  });
});

describe('docs/product/content.md#claims: "A count comes with what it counts"', () => {
  it('names the count from the list it names', () => {
    expect(countriesText(['UK', 'USA', 'Canada'])).toBe('3 countries: UK, USA, Canada');
    expect(countriesText(['UK'])).toBe('1 country: UK');
  });
});
