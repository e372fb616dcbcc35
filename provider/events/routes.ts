// The events service (docs/product/content.md#analytics-events): keeps each JSON object for tests (docs/product/address-check.md#hard-to-find-address).
import express from 'express';
import type { Router } from 'express';
import { createBoundedLog, receivedControlRoutes, sendError, type BoundedLog, type Received } from '../knobs';

export type StoredEvent = Received<{ body: Record<string, unknown> }>;
export type EventStore = BoundedLog<{ body: Record<string, unknown> }>;
export const createEventStore: (limit?: number, now?: () => Date) => EventStore = createBoundedLog;

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createEventsRouter(events: EventStore): Router {
  const router = express.Router();
  router.post('/v1/event-management/events', express.json({ limit: '32kb' }), (req, res) => {
    const body: unknown = req.body;
    if (!isJsonObject(body)) return sendError(res, 400, 'INVALID_EVENT', 'The event must be a JSON object');
    const event = events.add({ body });
    res.status(202).json({ id: event.id, status: 'accepted' });
  });
  receivedControlRoutes(router, 'events', 'events', events);
  return router;
}
