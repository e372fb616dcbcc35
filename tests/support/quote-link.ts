// A shared quote's link signed in the test (docs/product/ordering-and-handoff.md#shared-quotes), for the
// browser tests that open a quote without first making it on a plan page: a link of the first kind
// (price figures only) for the nbn plan at the scenario address, issued now unless told otherwise.
import { NBN_PLANS } from '../../provider/catalogue/nbn-plans';
import { createQuoteSigner } from '../../server/api/quotes/quote-signer';
import type { Quote } from '../../shared/domain/ordering/quote-token';

export const QUOTED_PLAN = NBN_PLANS.find((entry) => entry.planHeading === 'Family nbn 100/20Mbps')!;

export function quotePathSigned(secret: string, overrides: Partial<Quote> = {}): string {
  const quote: Quote = {
    issuedAt: Math.floor(Date.now() / 1000),
    locationId: 'LOC000247815362',
    service: 'nbn',
    planId: QUOTED_PLAN.id,
    offerType: 'standard',
    extras: { modem: true, extender: false, voice: 'unlimited', homeSecure: false, transferPlan: null },
    newDev: false,
    quoted: { price: QUOTED_PLAN.price, special: null, freeFirstMonth: false, activationFee: 0, terms: null },
    agentCode: null,
    ...overrides,
  };
  return `/quote/${createQuoteSigner(secret).sign(quote)}`;
}
