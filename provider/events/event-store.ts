// In-memory record of the events the site posted (docs/product/address-check.md#hard-to-find-address 'no address found' report), for tests.
// Bounded, so a long load run keeps memory flat (docs/architecture.md#budgets).
import { createBoundedLog } from '../bounded-log';

export interface StoredEvent {
  id: number;
  receivedAt: string;
  body: Record<string, unknown>;
}

export interface EventStore {
  add(body: Record<string, unknown>): StoredEvent;
  list(): StoredEvent[];
  clear(): void;
}

export const MAX_STORED_EVENTS = 1000;

export function createEventStore(limit = MAX_STORED_EVENTS, now: () => Date = () => new Date()): EventStore {
  return createBoundedLog(limit, now, (id, receivedAt, body: Record<string, unknown>) => ({ id, receivedAt, body }));
}
