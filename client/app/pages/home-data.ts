// What the home page keeps of the catalogues its loader fetches (client/app/routes.tsx): each
// product's "from" price and evening speeds (docs/product/pricing.md#from-prices) and the unlimited
// call pack's price, so the page's HTML carries a summary, not six catalogues.
import { productOffers, type ProductOffer } from '../../../shared/domain/pricing/from-prices';
import { formatPrice } from '../../../shared/domain/pricing/money';
import { VOICE } from '../../../shared/domain/pricing/price-list';

export type Catalogue = 'nbn' | 'fibre' | 'flipToFibre' | 'hwbb' | 'mbb' | 'mobile';

export interface HomeData extends Record<string, unknown> {
  offers: Record<Catalogue, ProductOffer | null>;
  /** The unlimited call pack's monthly price, formatted (docs/product/pricing.md#call-packs). */
  unlimitedCalls: string;
}

export function homeData(catalogues: Record<string, unknown>): HomeData {
  return {
    offers: productOffers(catalogues) as HomeData['offers'],
    unlimitedCalls: formatPrice(VOICE.unlimitedMonthly, { dollarSign: true }),
  };
}
