import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createEventStore, createEventsRouter } from './routes';

function eventsApp() {
  const events = createEventStore();
  const app = express();
  app.use(createEventsRouter(events));
  return { app, events };
}

// docs/product/address-check.md#hard-to-find-address: the 'no address found' report the site posts.
const NO_ADDRESS_REPORT = {
  description: 'User cannot find address',
  eventType: 'USER',
  event: { pageUrl: 'http://localhost:3000/flip-to-fibre', addressQuery: '12 Nowhere St' },
};

describe('POST /v1/event-management/events', () => {
  it('accepts a JSON event with 202 and keeps it', async () => {
    const { app, events } = eventsApp();
    const answer = await request(app).post('/v1/event-management/events').send(NO_ADDRESS_REPORT).expect(202);
    expect(answer.body).toEqual({ id: 1, status: 'accepted' });
    expect(events.list()).toEqual([{ id: 1, receivedAt: expect.any(String), body: NO_ADDRESS_REPORT }]);
  });

  it('refuses a body that is not a JSON object', async () => {
    const { app, events } = eventsApp();
    await request(app).post('/v1/event-management/events').send([1, 2]).expect(400);
    await request(app).post('/v1/event-management/events').set('Content-Type', 'text/plain').send('hello').expect(400);
    expect(events.list()).toEqual([]);
  });
});

describe('GET|DELETE /__control/events', () => {
  it('lists the stored events to loopback callers and clears them', async () => {
    const { app } = eventsApp();
    await request(app).post('/v1/event-management/events').send(NO_ADDRESS_REPORT).expect(202);
    const listed = await request(app).get('/__control/events').expect(200);
    expect(listed.body.events).toHaveLength(1);
    expect(listed.body.events[0].body).toEqual(NO_ADDRESS_REPORT);
    await request(app).delete('/__control/events').expect(204);
    await request(app).get('/__control/events').expect(200, { events: [] });
  });

  it('refuses callers from another host with 403', async () => {
    const { app } = eventsApp();
    await request(app).get('/__control/events').set('X-Forwarded-For', '198.51.100.20').expect(403);
    await request(app).delete('/__control/events').set('X-Forwarded-For', '198.51.100.20').expect(403);
  });
});

describe('event store', () => {
  it('keeps only the newest events past its limit, so memory stays flat', () => {
    const events = createEventStore(3, () => new Date('2026-01-02T03:04:05Z'));
    for (let index = 1; index <= 5; index += 1) events.add({ body: { index } });
    expect(events.list().map((event) => event.body)).toEqual([{ index: 3 }, { index: 4 }, { index: 5 }]);
    expect(events.list()[0]).toMatchObject({ id: 3, receivedAt: '2026-01-02T03:04:05.000Z' });
  });
});
