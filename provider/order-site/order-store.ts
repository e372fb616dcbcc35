// What the stand-in order site received (docs/product/ordering-and-handoff.md#hand-off-fields order hand-off fields), for tests. Bounded.
import { createBoundedLog } from '../bounded-log';

export type OrderQuery = Record<string, string | string[]>;

export interface OrderRequest {
  id: number;
  receivedAt: string;
  query: OrderQuery;
}

export interface OrderStore {
  add(query: OrderQuery): OrderRequest;
  list(): OrderRequest[];
  clear(): void;
}

export const MAX_STORED_ORDERS = 1000;

export function createOrderStore(limit = MAX_STORED_ORDERS, now: () => Date = () => new Date()): OrderStore {
  return createBoundedLog(limit, now, (id, receivedAt, query: OrderQuery) => ({ id, receivedAt, query }));
}
