import { describe, expect, it } from 'vitest';
import { fastestSpeed, speedUpToText } from './plan-texts';

describe('docs/product/pricing.md#plan-promises: "A page that says how fast its plans go names the fastest tier it offers."', () => {
  it('the Flip to Fibre tiers 100, 250, 500 and 1000: up to 1000Mbps, never 250', () => {
    const tiers = [100, 250, 500, 1000].map((planDownloadSpeed) => ({ planDownloadSpeed }));
    expect(speedUpToText(tiers)).toBe('up to 1000Mbps');
  });

  it('an address offered the 100 tier only: up to 100Mbps', () => {
    expect(speedUpToText([{ planDownloadSpeed: 100 }])).toBe('up to 100Mbps');
  });

  it('no plans, or no usable speed: nothing to say', () => {
    expect(speedUpToText([])).toBeNull();
    expect(fastestSpeed([{ planDownloadSpeed: Number.NaN }, { planDownloadSpeed: 0 }])).toBeNull();
  });
});
