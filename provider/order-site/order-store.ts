// What the stand-in order site received (docs/product/ordering-and-handoff.md#hand-off-fields order hand-off fields), for tests. Bounded.
import { createBoundedLog } from '../bounded-log';
import type { AgentCredit } from './agent-attribution';
import type { OrderSignatureReading } from './order-signature';
import type { OrderQuery } from './order-query';

export type { OrderQuery } from './order-query';

export interface OrderRequest {
  id: number;
  receivedAt: string;
  query: OrderQuery;
  /** Whether the agent named by the order was credited (agent-attribution.ts); absent without agent fields. */
  agent?: AgentCredit;
  /** What the order's `order_sig` said (order-signature.ts); absent when not read. */
  signature?: OrderSignatureReading;
}

export interface OrderStore {
  add(query: OrderQuery, agent?: AgentCredit | null, signature?: OrderSignatureReading): OrderRequest;
  list(): OrderRequest[];
  clear(): void;
}

export const MAX_STORED_ORDERS = 1000;

export function createOrderStore(limit = MAX_STORED_ORDERS, now: () => Date = () => new Date()): OrderStore {
  const log = createBoundedLog(
    limit,
    now,
    (id, receivedAt, input: { query: OrderQuery; agent?: AgentCredit | null | undefined; signature?: OrderSignatureReading | undefined }) => ({
      id,
      receivedAt,
      query: input.query,
      ...(input.agent ? { agent: input.agent } : {}),
      ...(input.signature ? { signature: input.signature } : {}),
    }),
  );
  return { add: (query, agent, signature) => log.add({ query, agent, signature }), list: log.list, clear: log.clear };
}
