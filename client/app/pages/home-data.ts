// The home page's "from" prices and speeds (docs/product/pricing.md#from-prices), not six catalogues.
import { productOffers, type ProductOffer } from '../../../shared/domain/pricing/from-prices';
import { money } from '../../../shared/domain/pricing/money';
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
    unlimitedCalls: money(VOICE.unlimitedMonthly),
  };
}
