// In-memory record of the events the site posted (docs/product/address-check.md#hard-to-find-address 'no address found' report), for tests.
import { createBoundedLog, type BoundedLog, type Received } from '../bounded-log';

export type StoredEvent = Received<{ body: Record<string, unknown> }>;
export type EventStore = BoundedLog<{ body: Record<string, unknown> }>;

export const createEventStore: (limit?: number, now?: () => Date) => EventStore = createBoundedLog;
