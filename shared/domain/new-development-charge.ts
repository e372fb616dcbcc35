// docs/product/pricing.md#new-development-fee: the one new development rule. nbn charges the fee at a
// premises it classifies as a new development; the site passes it on only for the services that
// connect an nbn line (nbn, and Flip to Fibre, which upgrades one): a fibre network's estate, home
// wireless and mobile broadband carry none, even where nbn flags the address. The result message,
// the order summary, the plan cards' minimum cost, quotes and the server's hand-off all read it.
// Not part of the offer (offer.ts): /compare, which knows no address, loads the offer without it.
import { NEW_DEVELOPMENT_FEE } from './pricing-constants';

/** The new development charge (dollars) an order of `service` at the address carries: $300 or 0. */
export const newDevelopmentCharge = (service: string | null | undefined, sq: { nbnNewDev: boolean } | null | undefined): number =>
  sq?.nbnNewDev && (service === 'nbn' || service === 'flipToFibre') ? NEW_DEVELOPMENT_FEE : 0;
