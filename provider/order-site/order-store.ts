// What the stand-in order site received (SPEC §7 order hand-off fields), for tests. Bounded.

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
  let orders: OrderRequest[] = [];
  let nextId = 1;
  return {
    add(query) {
      const order = { id: nextId, receivedAt: now().toISOString(), query };
      nextId += 1;
      orders.push(order);
      if (orders.length > limit) orders = orders.slice(orders.length - limit);
      return order;
    },
    list: () => [...orders],
    clear() {
      orders = [];
    },
  };
}
