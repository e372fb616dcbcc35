// docs/product/address-check.md#fibre-networks-on-the-flip-page: "Fibre-network addresses on
// /flip-to-fibre are told they already have fibre and shown the fibre plans".
import { describe, expect, it } from 'vitest';
import { sqResultFixture } from '../../../tests/support/sq-result-fixture';
import { flipPageService } from './service-status';
import { resultMessage } from './result-message';

describe('what /flip-to-fibre sells', () => {
  it('an OptiComm or Vision address (even with a flip class in its nbn summary): the fibre plans, and the message says it already has fibre', () => {
    for (const fibreType of ['OptiComm', 'Vision'] as const) {
      const sq = sqResultFixture({ fibreType, hasFibre: true, categories: ['nbn', 'fibre'], nbnServiceClass: 13, nbnType: 'FTTB', flipReady: 'Ready', flipDate: '2026-06-08' });
      expect(flipPageService(sq)).toBe('fibre');
      expect(resultMessage({ sq, isFlipPage: true, addressNotFound: false }).kind).toBe('already-fibre');
    }
  });

  it('a fibre network without the fibre category cannot buy fibre plans: the page stays the upgrade page (and says why)', () => {
    const sq = sqResultFixture({ fibreType: 'Vision', hasFibre: true, categories: ['nbn'] });
    expect(flipPageService(sq)).toBe('flipToFibre');
  });

  it('every other address: the upgrade, before an address check too', () => {
    expect(flipPageService(null)).toBe('flipToFibre');
    expect(flipPageService(sqResultFixture({ flipReady: 'Ready', flipDate: '2026-06-08', nbnServiceClass: 12 }))).toBe('flipToFibre');
    // nbn FTTP is already fibre too, but sells nbn plans, not the fibre networks' plans.
    expect(flipPageService(sqResultFixture({ nbnType: 'FTTP', nbnServiceClass: 3, categories: ['nbn'] }))).toBe('flipToFibre');
    expect(flipPageService(sqResultFixture({ nbnType: 'HFC', nbnServiceClass: 24 }))).toBe('flipToFibre');
  });
});
