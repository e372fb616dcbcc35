// docs/product/pricing.md#new-development-fee: the one new development rule. nbn charges a one-off
// connection fee at a premises it classifies as a new development; the site passes it on only for
// the services that connect an nbn line (nbn, and Flip to Fibre, which upgrades one). A fibre
// network's estate (OptiComm, Vision), home wireless and mobile broadband carry no nbn charge, even
// where nbn flags the address. The result message, the order summary, the plan cards' minimum cost,
// quotes and the server's hand-off all read this function. Word-free and small: the cards read it.
import type { SqResult } from '../types/address';
import { NEW_DEVELOPMENT_FEE } from './pricing-constants';

/** The services an nbn new development charge applies to. */
export const NEW_DEVELOPMENT_CHARGE_SERVICES: readonly string[] = ['nbn', 'flipToFibre'];

/** The new development charge (dollars) an order of `service` at the address carries: $300 or 0. */
export function newDevelopmentCharge(service: string | null | undefined, sq: Pick<SqResult, 'nbnNewDev'> | null | undefined): number {
  return sq?.nbnNewDev === true && typeof service === 'string' && NEW_DEVELOPMENT_CHARGE_SERVICES.includes(service) ? NEW_DEVELOPMENT_FEE : 0;
}
