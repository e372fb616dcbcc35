// docs/product/pricing.md#new-development-fee: the one new development rule. nbn charges the fee at a
// premises it classifies as a new development; the site passes it on only for the services that
// connect an nbn line (nbn, and Flip to Fibre, which upgrades one): a fibre network's estate, home
// wireless and mobile broadband carry none, even where nbn flags the address. The result message,
// the order summary, the plan cards' minimum cost, quotes and the server's hand-off all read it.
// Not part of the offer (offer.ts): /compare, which knows no address, loads the offer without it. It
// needs nothing but the fee, so the result message (every page's address check) loads no pricing code.
import { NEW_DEVELOPMENT_FEE } from './pricing-constants';

/** Whether an order of this service type can carry the charge at all (the CIS of any other says nothing of it). */
export const newDevelopmentChargeApplies = (service: string | null | undefined): boolean => service === 'nbn' || service === 'flipToFibre';

/** The new development charge (dollars) an order of `service` at the address carries: $300 or 0. */
export const newDevelopmentCharge = (service: string | null | undefined, sq: { nbnNewDev: boolean } | null | undefined): number =>
  sq?.nbnNewDev && newDevelopmentChargeApplies(service) ? NEW_DEVELOPMENT_FEE : 0;
