// docs/product/frame.md#page-meta title hints ("from $69.95 per month on the Flip to Fibre page and
// $53.99 per month on the fibre page") are computed from the catalogue the page shows, by the rule of
// docs/product/pricing.md#from-prices, never typed: a change of price changes the title with it.
import { describe, expect, it } from 'vitest';
import { pageMetaFor } from './page-meta';
import { PATHS } from './paths';
import { pricedPageMetaFor } from './priced-page-meta';

const plan = (price: number, special?: { planPrice: number; months: number }, firstMonthFree = false, planDownloadSpeed = 100) => ({
  price,
  special: special ?? null,
  firstMonthFree,
  planDownloadSpeed,
});

describe('priced head entries', () => {
  // The built site's titles on the embedded catalogues: tests/e2e/structured-data.test.ts.
  it('name the lowest price in the head table\'s words: fibre from $53.99, Flip to Fibre from $69.95', () => {
    const fibre = pricedPageMetaFor(PATHS.fibre, { plans: { plans: [plan(57.99), plan(53.99), plan(74.99, { planPrice: 64.99, months: 6 }, true)] } });
    expect(fibre.title).toBe(`Fibre Broadband Plans from $53.99 per month | ${pageMetaFor(PATHS.fibre).title.split(' | ')[1]}`);
    expect(fibre.description).toContain('Private fibre broadband plans from $53.99 per month on OptiComm and Vision networks.');
    const flip = pricedPageMetaFor(PATHS.flipToFibre, { plans: { plans: [plan(84.95, { planPrice: 69.95, months: 6 }), plan(99.95, { planPrice: 79.95, months: 6 })] } });
    expect(flip.title).toContain('Flip to Fibre: Free Upgrade, from $69.95 per month');
    // $69.95 is a 6-month special: the description says so.
    expect(flip.description).toContain('Eligible plans from $69.95 per month for 6 months with free standard installation');
  });

  it('follow the catalogue: a cheaper plan lowers the title, a special is named with its paid months', () => {
    const cheaper = pricedPageMetaFor(PATHS.fibre, { plans: { plans: [plan(59.99), plan(49.5)] } });
    expect(cheaper.title).toContain('from $49.50 per month');
    expect(cheaper.description).toContain('from $49.50 per month on');
    // The speed named is the fastest plan listed (docs/product/pricing.md#plan-promises).
    const fast = pricedPageMetaFor(PATHS.fibre, { plans: { plans: [plan(59.99, undefined, false, 250), plan(99.99, undefined, false, 500)] } });
    expect(fast.description).toContain('Unlimited data, speeds up to 500Mbps and no lock-in contract.');
    const special = pricedPageMetaFor(PATHS.flipToFibre, { plans: { plans: [plan(84.95, { planPrice: 59, months: 6 }, true)] } });
    expect(special.title).toContain('from $59 per month');
    // The first month is free, so the special is paid for 5 months.
    expect(special.description).toContain('from $59 per month for 5 months');
  });

  it('name no price without the catalogue, and leave other pages as the head table has them', () => {
    for (const data of [null, {}, { plans: null }, { plans: { plans: [] } }]) {
      const meta = pricedPageMetaFor(PATHS.fibre, data);
      expect(meta).toEqual(pageMetaFor(PATHS.fibre));
      expect(meta.title).not.toMatch(/\$/);
    }
    expect(pricedPageMetaFor(PATHS.nbn, { plans: { plans: [plan(10)] } })).toEqual(pageMetaFor(PATHS.nbn));
    expect(pricedPageMetaFor(`${PATHS.fibre}/`, { plans: { plans: [plan(40)] } }).title).toContain('from $40 per month');
  });
});
