// What the order summary and the chunk of a chosen plan's summary (order-summary-details.tsx) share,
// in a module of their own so the lazily loaded chunk never imports the summary that loads it.
import type { Snapshot } from 'valtio';
import type { OfferType } from '../../../shared/domain/plans/offer-type';
import type { Plan } from '../../../shared/schemas/plan';
import type { SqState } from '../../store/session-store';
import type { CartExtras } from '../../store/use-cart-extras';
import type { OrderPlan } from './order-input';

export interface OrderSummaryProps {
  /** The chosen plan, or null. */
  plan:
    | (OrderPlan &
        Pick<Plan, 'id' | 'typicalEveningSpeed' | 'planSpeed'> &
        Partial<Pick<Plan, 'planDownloadSpeed'>> & {
          /** The offer and the CIS version the page showed (shared/domain/plans/offer.ts): the order names both. */
          offerType?: OfferType;
          cisVersion?: string;
        })
    | null;
  /** The address's offer is not known yet (its plans are loading): Order Now waits (shared/domain/plans/offer.ts). */
  orderPending?: boolean;
  /** The checked address can order none of the page's plans: the summary points to the address check's way on. */
  nothingToOrder?: boolean;
  /** The order's service type (the cart's: 'flipToFibre' for a fibre upgrade). */
  serviceType: string;
  /** Flip to Fibre page: the transfer plan chosen in the extras. */
  transferPlan?: 50 | 100 | null;
  /** Flip to Fibre: the nbn plans, one of which the customer is on until the fibre is connected
   *  (the summary picks it: docs/product/pricing.md#transfer-plan). */
  nbnPlans?: readonly Pick<Plan, 'planHeading' | 'planFullSpeed' | 'planDownloadSpeed'>[];
}

/** A chosen plan's summary takes the session's address and extras as props (a summary hydrated later
 *  renders the server's state first: client/app/lazy-on-need.tsx). */
export type OrderSummaryDetailsProps = OrderSummaryProps & { sq: Snapshot<SqState>; extras: CartExtras; plan: NonNullable<OrderSummaryProps['plan']> };
