// What the stand-in order site received (docs/product/ordering-and-handoff.md#hand-off-fields order hand-off fields), for tests. Bounded.
import { createBoundedLog, type BoundedLog, type Received } from '../bounded-log';
import type { AgentCredit } from './agent-attribution';
import type { OrderSignatureReading } from './order-signature';
import type { OrderQuery } from './order-query';

export type { OrderQuery } from './order-query';

interface OrderFields {
  query: OrderQuery;
  /** Whether the agent named by the order was credited (agent-attribution.ts); absent without agent fields. */
  agent?: AgentCredit;
  /** What the order's `order_sig` said (order-signature.ts); absent when not read. */
  signature?: OrderSignatureReading;
}

export type OrderRequest = Received<OrderFields>;
export type OrderStore = BoundedLog<OrderFields>;

export const createOrderStore: (limit?: number, now?: () => Date) => OrderStore = createBoundedLog;
