// POST /api/call-back through the Node adapter: a valid request reaches the events service with its
// address and a reference, a manual address is checked against the postcode list, an agent's
// verified token puts the agent's code on it, cross-site posts are refused and each client is limited.
import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { CALL_BACK_REFERENCE_PATTERN } from '../../../shared/domain/contact/references';
import { UpstreamError } from '../../upstream/upstream-error';
import { routeListener } from '../route-listener.test-helper';
import type { VerifiedAgent } from '../agent/verify-agent-token';
import { createCallBackRoutes, type CallBackEvent, type CallBackRouteDeps } from './call-back-route';
import { postcodeList } from './postcode-list';

const TYPED = {
  reason: 'not-found',
  name: 'Alex Citizen',
  phone: '0412 345 678',
  bestTime: 'morning',
  addressMode: 'typed',
  address: '42 Wallaby Way, Sydney NSW 2000',
  pageUrl: '/availability',
};
const MANUAL = {
  reason: 'not-found',
  name: 'Alex Citizen',
  phone: '0412 345 678',
  bestTime: 'anytime',
  addressMode: 'manual',
  unit: '3',
  streetNumber: '12',
  streetName: 'Smith Street',
  suburb: 'brunswick north',
  state: 'VIC',
  postcode: '3056',
  pageUrl: '/broadband/nbn',
};
const AGENT: VerifiedAgent = { name: 'Jane Citizen', agentUsername: 'Jane', agentCode: 'A123', expiry: 2e9, issuedAt: 1e9, token: 'good.token.sig' };

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function start(overrides: Partial<CallBackRouteDeps> = {}) {
  const events: CallBackEvent[] = [];
  const reported: unknown[] = [];
  const deps: CallBackRouteDeps = {
    postEvent: async (event) => {
      events.push(event);
    },
    reportError: (error) => reported.push(error),
    verifyAgentToken: async (token) => (token === AGENT.token ? AGENT : null),
    rateLimit: false,
    random: () => Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]),
    ...overrides,
  };
  const server = createServer(routeListener(createCallBackRoutes(deps))).listen(0, '127.0.0.1');
  servers.push(server);
  return { server, events, reported };
}

describe('POST /api/call-back (docs/product/address-check.md#call-back)', () => {
  it('sends the request with the address typed to the events service and answers the reference', async () => {
    const { server, events } = start();
    const res = await request(server).post('/api/call-back').send(TYPED).expect(202);
    expect(res.body).toEqual({ reference: 'CB-1234-5678' });
    expect(res.body.reference).toMatch(CALL_BACK_REFERENCE_PATTERN);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(events).toEqual([
      {
        description: 'Call back request',
        eventType: 'USER',
        event: {
          reference: 'CB-1234-5678',
          reason: 'not-found',
          name: 'Alex Citizen',
          phone: '0412 345 678',
          bestTime: 'morning',
          address: '42 Wallaby Way, Sydney NSW 2000',
          addressMode: 'typed',
          pageUrl: '/availability',
        },
      },
    ]);
  });

  it('registers interest at a chosen address with no service, with its location id', async () => {
    const { server, events } = start();
    await request(server)
      .post('/api/call-back')
      .send({ ...TYPED, reason: 'no-service', address: '2 Gidgee Track, Tibooburra NSW 2880', locationId: 'LOC000280664791' })
      .expect(202);
    expect(events[0]!.event).toMatchObject({ reason: 'no-service', locationId: 'LOC000280664791', address: '2 Gidgee Track, Tibooburra NSW 2880' });
  });

  it('takes a request for a fibre upgrade available only by request (docs/product/address-check.md#upgrade-by-request)', async () => {
    const { server, events } = start();
    await request(server)
      .post('/api/call-back')
      .send({ ...TYPED, reason: 'upgrade-request', address: '31 Bilby Parade, Glenelg SA 5045', locationId: 'LOC000201337895' })
      .expect(202);
    expect(events[0]!.event).toMatchObject({ reason: 'upgrade-request', locationId: 'LOC000201337895' });
  });

  it('writes a manual address on one line, the suburb as the postcode list spells it', async () => {
    const { server, events } = start();
    await request(server).post('/api/call-back').send(MANUAL).expect(202);
    expect(events[0]!.event.address).toBe('Unit 3, 12 Smith Street, Brunswick North VIC 3056');
    expect(events[0]!.event.manualAddress).toEqual({ unit: '3', streetNumber: '12', streetName: 'Smith Street', suburb: 'Brunswick North', state: 'VIC', postcode: '3056' });
    await request(server).post('/api/call-back').send({ ...MANUAL, unit: 'Lot 12', streetNumber: '' }).expect(202);
    expect(events[1]!.event.address).toBe('Lot 12 Smith Street, Brunswick North VIC 3056');
  });

  it.each([
    ['postcode', { postcode: '3999' }, "We can't find the postcode 3999. Please check it."],
    ['state', { state: 'NSW' }, 'Postcode 3056 is in VIC, not NSW.'],
    ['suburb', { suburb: 'Fitzroy' }, 'Fitzroy is not in postcode 3056. Suburbs there: Brunswick, Brunswick Lower, Brunswick North.'],
  ])('refuses a manual address whose %s does not fit the postcode list, forwarding nothing', async (field, change, message) => {
    const { server, events } = start();
    const res = await request(server).post('/api/call-back').send({ ...MANUAL, ...change }).expect(400);
    expect(res.body.error.code).toBe('invalid_call_back');
    expect(res.body.error.fields).toEqual({ [field]: [message] });
    expect(events).toEqual([]);
  });

  it.each([
    ['name', { name: ' ' }, 'Please enter your name.'],
    ['phone', { phone: '12345' }, 'Please enter a valid Australian phone number, like 0412 345 678 or (02) 9876 5432.'],
    ['bestTime', { bestTime: 'midnight' }, 'Please choose the best time to call.'],
    ['address', { address: '' }, 'Please enter your address.'],
    ['locationId', { locationId: 'LOC1' }, 'must be a location id'],
    ['pageUrl', { pageUrl: 'https://evil.example/' }, 'must be a path on this site'],
  ])('refuses an invalid %s with 400 and the field message', async (field, change, message) => {
    const { server, events } = start();
    const res = await request(server).post('/api/call-back').send({ ...TYPED, ...change }).expect(400);
    expect(res.body.error.fields[field]).toEqual([message]);
    expect(events).toEqual([]);
  });

  it('lists every missing field of a manual address', async () => {
    const { server } = start();
    const res = await request(server).post('/api/call-back').send({ ...TYPED, addressMode: 'manual', address: undefined }).expect(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['postcode', 'state', 'streetName', 'streetNumber', 'suburb']);
  });

  it("carries a verified agent's code (never the token); a forged token adds nothing", async () => {
    const { server, events } = start();
    await request(server).post('/api/call-back').set('authorization', `Bearer ${AGENT.token}`).send(TYPED).expect(202);
    await request(server).post('/api/call-back').set('authorization', 'Bearer forged.token.sig').send(TYPED).expect(202);
    expect(events[0]!.event.agentCode).toBe('A123');
    expect(JSON.stringify(events[0])).not.toContain(AGENT.token);
    expect(events[1]!.event).not.toHaveProperty('agentCode');
  });

  it('refuses cross-site posts like the contact form', async () => {
    const { server, events } = start();
    await request(server).post('/api/call-back').set('origin', 'https://evil.example').send(TYPED).expect(403);
    await request(server).post('/api/call-back').set('sec-fetch-site', 'cross-site').send(TYPED).expect(403);
    expect(events).toEqual([]);
  });

  it('drops a honeypot submission: answers as if sent and forwards nothing', async () => {
    const { server, events } = start();
    await request(server).post('/api/call-back').send({ ...TYPED, website: 'https://spam.example' }).expect(202);
    expect(events).toEqual([]);
  });

  it('limits each client like the contact form: 429 with retry-after once the burst is spent', async () => {
    // rate-limiter-flexible reads the wall clock: only Date is faked, the sockets' timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    onTestFinished(() => void vi.useRealTimers());
    // Two at once, then one a minute.
    const { server, events } = start({ rateLimit: { perSecond: 1 / 60, burst: 2 } });
    await request(server).post('/api/call-back').send(TYPED).expect(202);
    await request(server).post('/api/call-back').send(TYPED).expect(202);
    const limited = await request(server).post('/api/call-back').send(TYPED).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    vi.setSystemTime(Date.now() + 60_000);
    await request(server).post('/api/call-back').send(TYPED).expect(202);
    expect(events).toHaveLength(3);
  });

  it('refuses other body types (415), oversized bodies (413) and GET (405)', async () => {
    const { server } = start();
    await request(server).post('/api/call-back').set('content-type', 'text/plain').send('hello').expect(415);
    await request(server).post('/api/call-back').send({ ...TYPED, name: 'x'.repeat(5000) }).expect(413);
    await request(server).get('/api/call-back').expect(405);
  });

  it('answers 502 and reports when the events service fails', async () => {
    const { server, reported } = start({
      postEvent: async () => {
        throw new UpstreamError('events', 'status', 'events answered 500', { upstreamStatus: 500 });
      },
    });
    const res = await request(server).post('/api/call-back').send(TYPED).expect(502);
    expect(res.body.error.code).toBe('call_back_not_sent');
    expect(reported).toHaveLength(1);
  });
});

describe('the embedded postcode list', () => {
  it('holds every state and the scenario addresses’ suburbs', () => {
    const list = postcodeList();
    expect(list.size).toBeGreaterThan(2500);
    expect(list.get('3056')?.get('VIC')).toContain('Brunswick');
    expect(list.get('2880')?.get('NSW')).toContain('Tibooburra');
    expect(new Set([...list.values()].flatMap((states) => [...states.keys()]))).toEqual(new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']));
  });
});
