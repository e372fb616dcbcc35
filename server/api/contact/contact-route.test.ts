// POST /api/contact through the Express adapter: valid messages are forwarded as events, invalid
// ones get 400 with field messages, the honeypot forwards nothing, and each client is rate limited.
import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { FORM_ERROR_GENERIC } from '../../../shared/domain/contact/form-texts';
import { routeListener } from '../route-listener.test-helper';
import { UpstreamError } from '../../upstream/upstream-error';
import { CONTACT_BODY_MAX_BYTES, createContactRoutes, type ContactEvent, type ContactRouteDeps } from './contact-route';

const VALID = {
  name: 'Alex Citizen',
  email: 'alex@example.com',
  phone: '0412 345 678',
  category: 'techSupport',
  contactMethod: 'callback',
  message: 'My internet drops out every evening around 8pm.',
};

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function start(overrides: Partial<ContactRouteDeps> = {}, listener: { trustProxy?: string } = {}) {
  const events: ContactEvent[] = [];
  const reported: unknown[] = [];
  const deps: ContactRouteDeps = {
    postEvent: vi.fn(async (event: ContactEvent) => {
      events.push(event);
    }),
    reportError: (error) => reported.push(error),
    rateLimit: false,
    newReference: () => 'KB-7F3Q9K2M',
    ...overrides,
  };
  const app = routeListener(createContactRoutes(deps), listener);
  const server = createServer(app).listen(0, '127.0.0.1');
  servers.push(server);
  return { server, events, reported, deps };
}

describe('POST /api/contact', () => {
  it('forwards a valid message to the events service as a USER event and answers 202', async () => {
    const { server, events } = start();
    const res = await request(server)
      .post('/api/contact')
      .send({ ...VALID, website: '', utm_source: 'newsletter', conversation_id: 'conv-7' })
      .expect(202);
    expect(res.body).toEqual({ sent: true, reference: 'KB-7F3Q9K2M' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(events).toEqual([
      {
        description: 'Contact form',
        eventType: 'USER',
        // The reference the visitor is told travels with the message, so the team can find it.
        event: { ...VALID, utm_source: 'newsletter', conversation_id: 'conv-7', reference: 'KB-7F3Q9K2M' },
      },
    ]);
  });

  it('gives every message a fresh reference of its own shape by default', async () => {
    const { server, events } = start({ newReference: undefined });
    const first = await request(server).post('/api/contact').send(VALID).expect(202);
    const second = await request(server).post('/api/contact').send(VALID).expect(202);
    expect(first.body.reference).toMatch(/^KB-[0-9A-Z]{8}$/);
    expect(second.body.reference).not.toBe(first.body.reference);
    expect(events.map((event) => event.event.reference)).toEqual([first.body.reference, second.body.reference]);
  });

  it('trims values and leaves empty optional fields and unknown fields out of the event', async () => {
    const { server, events } = start();
    await request(server)
      .post('/api/contact')
      .send({ ...VALID, name: '  Alex Citizen ', contactMethod: 'email', phone: '', utm_source: '', admin: true })
      .expect(202);
    expect(events[0]!.event).toEqual({ ...VALID, contactMethod: 'email', phone: undefined, name: 'Alex Citizen', reference: 'KB-7F3Q9K2M' });
    expect(Object.keys(events[0]!.event)).not.toContain('phone');
    expect(Object.keys(events[0]!.event)).not.toContain('admin');
    expect(Object.keys(events[0]!.event)).not.toContain('utm_source');
  });

  it('passes on no control character, bidirectional override or lone surrogate: the message keeps its lines', async () => {
    const { server, events } = start();
    await request(server)
      .post('/api/contact')
      .send({ ...VALID, name: 'Bob\u0000\u001b[2J\ud800\u202eevil', message: 'It drops out\r\nevery evening\u0000\u001b[31m at 8pm.' })
      .expect(202);
    expect(events[0]!.event).toMatchObject({ name: 'Bob[2J\uFFFDevil', message: 'It drops out\r\nevery evening[31m at 8pm.' });
  });

  it('accepts a form-urlencoded body (the form without JavaScript) and answers JSON when asked', async () => {
    const { server, events } = start();
    await request(server).post('/api/contact').type('form').set('accept', 'application/json').send(VALID).expect(202);
    expect(events).toHaveLength(1);
  });

  it("sends a plain HTML form post back to the contact page: ?sent=<the message's reference>, or ?error=1 when invalid", async () => {
    const { server, events } = start();
    const sent = await request(server).post('/api/contact').type('form').set('accept', 'text/html').send(VALID).expect(303);
    expect(sent.headers.location).toBe('/contact-us?sent=KB-7F3Q9K2M');
    const invalid = await request(server)
      .post('/api/contact')
      .type('form')
      .set('accept', 'text/html')
      .send({ ...VALID, email: 'nope' })
      .expect(303);
    expect(invalid.headers.location).toBe('/contact-us?error=1');
    expect(events).toHaveLength(1);
  });

  it('takes the longest form the schema allows in any script, percent-encoded as a browser without JavaScript sends it', async () => {
    const { server, events } = start();
    const han = (length: number) => '网'.repeat(length);
    const longest = { ...VALID, name: han(100), email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com`, message: han(2000), utm_source: han(200), conversation_id: han(200) };
    const sent = await request(server).post('/api/contact').type('form').set('accept', 'text/html').send(longest).expect(303);
    expect(sent.headers.location).toBe('/contact-us?sent=KB-7F3Q9K2M');
    expect(events[0]?.event.message).toBe(han(2000));
  });

  it.each([
    ['name', { name: '' }, 'Please enter your name.'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address, like name@example.com.'],
    ['phone', { phone: '12345' }, 'Please enter a valid Australian phone number, like 0412 345 678 or (02) 9876 5432.'],
    ['phone', { phone: '' }, 'Please enter your phone number so we can contact you that way.'],
    ['category', { category: 'sales' }, 'Please choose what your enquiry is about.'],
    ['contactMethod', { contactMethod: 'pigeon' }, 'Please choose how you would like us to contact you.'],
    ['message', { message: 'Help' }, 'Please tell us a little more: at least 10 characters.'],
  ])('rejects an invalid %s with 400 and the field message, forwarding nothing', async (field, change, message) => {
    const { server, events } = start();
    const res = await request(server).post('/api/contact').send({ ...VALID, ...change }).expect(400);
    expect(res.body.error.code).toBe('invalid_contact');
    expect(res.body.error.message).toBe(FORM_ERROR_GENERIC);
    expect(res.body.error.fields[field]).toEqual([message]);
    expect(res.body.error.messages).toContain(message);
    expect(events).toEqual([]);
  });

  it('lists every problem of an empty form at once, in form order', async () => {
    const { server } = start();
    const res = await request(server).post('/api/contact').send({}).expect(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['name', 'email', 'category', 'contactMethod', 'message']));
    expect(res.body.error.messages[0]).toBe('Please enter your name.');
  });

  it('drops a honeypot submission: answers 202 as a message sent is answered, and forwards nothing', async () => {
    const { server, events, deps } = start();
    const res = await request(server).post('/api/contact').send({ ...VALID, website: 'https://spam.example' }).expect(202);
    expect(res.body).toEqual({ sent: true, reference: 'KB-7F3Q9K2M' });
    // Even an otherwise invalid bot submission looks sent.
    await request(server).post('/api/contact').send({ website: 'x' }).expect(202);
    expect(events).toEqual([]);
    expect(deps.postEvent).not.toHaveBeenCalled();
  });

  it('limits each client: 429 with retry-after once the burst is spent, other clients unaffected', async () => {
    // rate-limiter-flexible reads the wall clock: only Date is faked, the sockets' timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    onTestFinished(() => void vi.useRealTimers());
    // Clients behind a trusted proxy on loopback, each named by its X-Forwarded-For.
    const { server, events } = start({ rateLimit: { perSecond: 1 / 60, burst: 2 } }, { trustProxy: 'loopback' });
    const send = (ip: string) => request(server).post('/api/contact').set('x-forwarded-for', ip).send(VALID);
    // Two at once, then one a minute.
    await send('203.0.113.5').expect(202);
    await send('203.0.113.5').expect(202);
    const limited = await send('203.0.113.5').expect(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(events).toHaveLength(2);
    await send('198.51.100.9').expect(202);
    vi.setSystemTime(Date.now() + 60_000);
    await send('203.0.113.5').expect(202);
    await send('203.0.113.5').expect(429);
  });

  it('uses the recorded client address by default (X-Forwarded-For cannot buy a fresh bucket)', async () => {
    const { server } = start({ rateLimit: { perSecond: 1 / 60, burst: 1 } });
    await request(server).post('/api/contact').send(VALID).expect(202);
    await request(server).post('/api/contact').set('x-forwarded-for', '192.0.2.1').send(VALID).expect(429);
  });

  it('refuses other body types (415), oversized bodies (413) and bad JSON (400)', async () => {
    const { server, events } = start();
    await request(server).post('/api/contact').set('content-type', 'text/plain').send('hello').expect(415);
    await request(server)
      .post('/api/contact')
      .send({ ...VALID, message: 'x'.repeat(CONTACT_BODY_MAX_BYTES) })
      .expect(413);
    await request(server).post('/api/contact').set('content-type', 'application/json').send('{"name":').expect(400);
    await request(server).post('/api/contact').set('content-type', 'application/json').send('[1,2]').expect(400);
    expect(events).toEqual([]);
  });

  it('answers GET with 405', async () => {
    const { server } = start();
    await request(server).get('/api/contact').expect(405);
  });

  it('answers 502 and reports when the events service fails; a breaker refusal is not reported', async () => {
    const failing = start({
      postEvent: async () => {
        throw new UpstreamError('events', 'status', 'events answered 500', { upstreamStatus: 500 });
      },
    });
    const res = await request(failing.server).post('/api/contact').send(VALID).expect(502);
    expect(res.body.error.code).toBe('contact_not_sent');
    expect(failing.reported).toHaveLength(1);

    const open = start({
      postEvent: async () => {
        throw new UpstreamError('events', 'unavailable', 'breaker open', { retryAfterMs: 5000 });
      },
    });
    await request(open.server).post('/api/contact').send(VALID).expect(503);
    expect(open.reported).toEqual([]);
  });

  it('sends a plain form post back to the contact page with ?error=1 when it was not sent or is over the limit, never to JSON', async () => {
    const plain = (server: Server) => request(server).post('/api/contact').type('form').set('accept', 'text/html').send(VALID);
    const failing = start({
      postEvent: async () => {
        throw new UpstreamError('events', 'status', 'events answered 500', { upstreamStatus: 500 });
      },
    });
    expect((await plain(failing.server).expect(303)).headers.location).toBe('/contact-us?error=1');
    const limited = start({ rateLimit: { perSecond: 1 / 60, burst: 1 } });
    expect((await plain(limited.server).expect(303)).headers.location).toBe('/contact-us?sent=KB-7F3Q9K2M');
    expect((await plain(limited.server).expect(303)).headers.location).toBe('/contact-us?error=1');
    expect(limited.events).toHaveLength(1);
  });
});
