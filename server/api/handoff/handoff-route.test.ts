import { DEFAULT_AGENT_LIMIT_FACTOR } from '../../config/defaults';
import { SignJWT, jwtVerify } from 'jose';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HANDOFF_FIELD_NAMES } from '../../../shared/domain/ordering/handoff-fields';
import { createAgentTokenVerifier } from '../agent/verify-agent-token';
import { cisVersion } from '../../../shared/domain/plans/offer';
import type { Plan } from '../../../shared/schemas/plan';
import { ADDRESSES, CONFIGURATION, FLIP_PLAN, PLAN, SQ, goodUpstream } from '../api-test-kit.test-helper';
import { routeListener } from '../route-listener.test-helper';
import { startFakeUpstream, type FakeUpstream } from '../../upstream/fake-upstream.test-helper';
import { upstreamsOnFake } from '../../upstream/upstreams-on-fake.test-helper';
import type { Upstreams } from '../../upstream/upstreams';
import { decryptSqAddress } from './decrypt-address.test-helper';
import { createHandoffRoute, type HandoffRouteDeps } from './handoff-route';
import { API_ROUTES } from '../../../shared/routes/api-paths';
import { ORDER_ATTRIBUTION_TTL_S, orderAttributionKey, orderFingerprint } from './order-attribution';

const HANDOFF_PATH = API_ROUTES.orderHandoff;

const ORDER_SITE_URL = 'https://order.example.test/order';
const SITE_URL = 'https://www.kookaburra.example';
const AES_SECRET = 'handoff-test-aes-secret-0123456789';
const SIGNING_SECRET = 'handoff-test-order-signing-key-0123456789';
const AGENT_SECRET = 'handoff-test-agent-secret-that-is-long-enough';
const NOW_MS = Date.UTC(2026, 10, 21, 9, 0, 0);
const NOW_S = Math.floor(NOW_MS / 1000);
const DAY_MS = 24 * 3600 * 1000;
/** The address service's text for LOC000000000001: what the page shows and the order carries. */
const ADDRESS = ADDRESSES[0]!.formattedAddress;
/** The CIS version the page shows for a plan's offer (shared/domain/plans/offer.ts). */
const cis = (plan: unknown, offerType: 'standard' | 'boost' = 'standard') => cisVersion(plan as Plan, offerType);

/** What the order summary posts for a Flip to Fibre order (shared/schemas/handoff.ts). */
const FLIP_ORDER = {
  service_type: 'flipToFibre',
  plan_id: String(FLIP_PLAN.id),
  cis_version: cis(FLIP_PLAN),
  modem: '1',
  extender: '1',
  voip: 'unlimited',
  home_secure: '1',
  transfer_plan: '50',
  sq_address: ADDRESS,
  location_nbn: 'LOC000000000001',
};

let fake: FakeUpstream;
let upstreams: Upstreams;
let reported: unknown[];

beforeEach(async () => {
  fake = await startFakeUpstream(goodUpstream());
  upstreams = upstreamsOnFake(fake);
  reported = [];
});

afterEach(async () => {
  await upstreams.close();
  await fake.close();
});

function handoffApp(overrides: Partial<HandoffRouteDeps> = {}) {
  const app = routeListener([
    createHandoffRoute({
      upstreams,
      orderSiteUrl: ORDER_SITE_URL,
      orderAesSecret: AES_SECRET,
      orderSigningSecret: SIGNING_SECRET,
      siteUrl: SITE_URL,
      verifyAgentToken: createAgentTokenVerifier({ secret: AGENT_SECRET, clock: () => NOW_MS }),
      reportError: (err) => reported.push(err),
      clock: () => NOW_MS,
      rateLimit: false,
      agentLimitFactor: DEFAULT_AGENT_LIMIT_FACTOR,
      ...overrides,
    }),
  ]);
  return app;
}

const post = (form: Record<string, string>, app = handoffApp()) =>
  request(app).post(HANDOFF_PATH).type('form').set('accept', 'text/html').send(form);

const postJson = (form: Record<string, string>, app = handoffApp()) =>
  request(app).post(HANDOFF_PATH).type('form').set('accept', 'application/json').send(form);

function landing(location: string | undefined) {
  expect(location).toBeDefined();
  const url = new URL(location!);
  return { url, fields: Object.fromEntries(url.searchParams) };
}

const agentToken = (claims: Record<string, unknown>, secret = AGENT_SECRET) =>
  new SignJWT({ iat: NOW_S - 3600, ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));

describe('POST /api/order/handoff: a good order', () => {
  it('answers 303 to ORDER_SITE_URL with every docs/product/ordering-and-handoff.md#hand-off-fields field, in the order of the product rules', async () => {
    const answer = await post({ ...FLIP_ORDER, utm_source: 'compare-site', conversation_id: 'conv-42' }).expect(303);
    const { url, fields } = landing(answer.headers.location);
    expect(`${url.origin}${url.pathname}`).toBe(ORDER_SITE_URL);
    expect(fields).toEqual({
      type: 'broadband',
      technology: 'fibre',
      sq_address: expect.any(String),
      service_class: '0',
      plan_id: String(FLIP_PLAN.id),
      flip: '1',
      interim_plan: '50',
      contract_term: '1',
      unlimited_phone: '1',
      payg_phone: '0',
      modem: '1',
      new_dev: '0',
      hs: 'subscribe',
      extender: '1',
      fdclid: '',
      service_location_id: SQ.sqSummary.nbn.locationId,
      active_service: '1',
      offer_type: 'standard',
      cis_version: cis(FLIP_PLAN),
      monthly_price_steps: expect.stringMatching(/^\d+\.\d\d(x\d+,\d+\.\d\d)*$/),
      upfront_total: expect.stringMatching(/^\d+\.\d\d$/),
      utm_source: 'compare-site',
      conversation_id: 'conv-42',
      order_sig: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const order = [...url.searchParams.keys()];
    expect(order).toEqual(HANDOFF_FIELD_NAMES.filter((name) => order.includes(name)));
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('encrypts sq_address with crypto-js AES: it decrypts to the address with ORDER_AES_SECRET only', async () => {
    const answer = await post(FLIP_ORDER).expect(303);
    const { fields } = landing(answer.headers.location);
    expect(fields.sq_address).not.toContain('Smith');
    expect(fields.sq_address).toMatch(/^U2FsdGVkX1/); // crypto-js "Salted__" format
    expect(decryptSqAddress(fields.sq_address!, AES_SECRET)).toBe(ADDRESS);
    let wrongKey: string;
    try {
      wrongKey = decryptSqAddress(fields.sq_address!, 'not-the-secret-at-all-012345');
    } catch {
      wrongKey = ''; // crypto-js may fail to decode the garbage as UTF-8
    }
    expect(wrongKey).not.toBe(ADDRESS);
  });

  it('re-qualifies the address by the posted location ids with the site brand', async () => {
    await post({ ...FLIP_ORDER, location_opticomm: 'OPC000741902635' }).expect(303);
    const [call] = fake.callsTo('/v2/service-qualification');
    expect(call?.query.get('nbn')).toBe('LOC000000000001');
    expect(call?.query.get('opticomm')).toBe('OPC000741902635');
    expect(call?.query.get('brand')).toBe('kookaburra');
  });

  it('takes new_dev, active_service and service_location_id from the qualification, not the browser', async () => {
    fake.setHandler('GET /v2/service-qualification', {
      json: {
        ...SQ,
        sqSummary: {
          nbn: { ...SQ.sqSummary.nbn, newDevelopmentsChargeApplies: true, activeService: false, locationId: 'LOC000000000777' },
        },
      },
    });
    const { fields } = landing((await post(FLIP_ORDER).expect(303)).headers.location);
    expect(fields).toMatchObject({ new_dev: '1', active_service: '0', service_location_id: 'LOC000000000777' });
  });

  it('without a modem sends no extenders; pay-as-you-go and the Home Secure trial', async () => {
    const { fields } = landing(
      (await post({ ...FLIP_ORDER, modem: '0', extender: '1', voip: 'payg', home_secure: '0' }).expect(303)).headers.location,
    );
    expect(fields).toMatchObject({ modem: '0', extender: '0', payg_phone: '1', unlimited_phone: '0', hs: 'trial' });
  });

  it('derives the interim plan from the plan speed when no transfer plan was chosen', async () => {
    const { transfer_plan: _omit, ...withoutTransfer } = FLIP_ORDER;
    const { fields } = landing((await post(withoutTransfer).expect(303)).headers.location);
    expect(fields.interim_plan).toBe('100');
  });

  it('orders nbn plans from the nbn catalogue', async () => {
    const { fields } = landing(
      (await post({ ...FLIP_ORDER, service_type: 'nbn', plan_id: String(PLAN.id), cis_version: cis(PLAN), transfer_plan: '' }).expect(303)).headers
        .location,
    );
    expect(fields.plan_id).toBe(String(PLAN.id));
    expect(fake.callsTo('/api/plans/nbn')).toHaveLength(1);
  });
});

describe('POST /api/order/handoff: tracking fields', () => {
  it('keeps an fdclid younger than 31 days', async () => {
    const { fields } = landing(
      (await post({ ...FLIP_ORDER, fdclid: 'click-123', fdclid_ts: String(NOW_MS - 30 * DAY_MS) }).expect(303)).headers.location,
    );
    expect(fields.fdclid).toBe('click-123');
  });

  it('drops an fdclid older than 31 days, or one without its timestamp', async () => {
    const stale: Record<string, string>[] = [{ fdclid: 'click-123', fdclid_ts: String(NOW_MS - 32 * DAY_MS) }, { fdclid: 'click-123' }];
    for (const extra of stale) {
      const { fields } = landing((await post({ ...FLIP_ORDER, ...extra }).expect(303)).headers.location);
      expect(fields.fdclid).toBe('');
    }
  });
});

describe('POST /api/order/handoff: agent fields (docs/product/ordering-and-handoff.md#agent-fields)', () => {
  it('adds agent_code and an attribution made for this order and the order site, never the token', async () => {
    const token = await agentToken({ name: 'Jane Citizen', agent_code: 'A123', exp: NOW_S + 3600 });
    const location = (await post({ ...FLIP_ORDER, 'agent-token': token }).expect(303)).headers.location!;
    const { fields } = landing(location);
    expect(fields.agent_code).toBe('A123');
    expect(fields).not.toHaveProperty('agent-token');
    // Nothing of the login token in the URL: not whole, not its signature, not its payload.
    const [, payload, signature] = token.split('.');
    for (const part of [token, payload!, signature!]) expect(location).not.toContain(part);

    const { payload: claims } = await jwtVerify(fields.agent_attribution!, orderAttributionKey(AES_SECRET), {
      algorithms: ['HS256'],
      audience: 'https://order.example.test',
      issuer: SITE_URL,
      currentDate: new Date(NOW_MS),
    });
    expect(claims).toMatchObject({ sub: 'A123', agent_code: 'A123', iat: NOW_S, exp: NOW_S + ORDER_ATTRIBUTION_TTL_S, jti: expect.any(String) });
    // Signed over the order's other fields: it credits this order and no other.
    const { agent_attribution: _attribution, ...rest } = fields;
    expect(claims.order_sha256).toBe(orderFingerprint(rest));
    expect(claims.order_sha256).not.toBe(orderFingerprint({ ...rest, plan_id: '1' }));
    // Another order site (audience) or a key not derived from ORDER_AES_SECRET does not accept it.
    await expect(jwtVerify(fields.agent_attribution!, orderAttributionKey(AES_SECRET), { audience: 'https://elsewhere.example', currentDate: new Date(NOW_MS) })).rejects.toThrow();
    await expect(jwtVerify(fields.agent_attribution!, orderAttributionKey('another-aes-secret-0123456789'), { currentDate: new Date(NOW_MS) })).rejects.toThrow();
    // A different attribution per order.
    const again = landing((await post({ ...FLIP_ORDER, 'agent-token': token }).expect(303)).headers.location).fields;
    expect(again.agent_attribution).not.toBe(fields.agent_attribution);
  });

  it('adds no agent fields for forged, expired, incomplete or junk tokens (and still sends the order)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ name: 'Jane', agent_code: 'A123', exp: NOW_S + 3600 })).toString('base64url');
    const bad = [
      await agentToken({ name: 'Jane Citizen', agent_code: 'A123', exp: NOW_S + 3600 }, 'forged-secret-that-is-long-enough-0123456'),
      await agentToken({ name: 'Jane Citizen', agent_code: 'A123', exp: NOW_S - 1 }),
      await agentToken({ name: 'Jane Citizen', exp: NOW_S + 3600 }),
      `${header}.${payload}.`,
      'junk',
    ];
    for (const token of bad) {
      const { fields } = landing((await post({ ...FLIP_ORDER, 'agent-token': token }).expect(303)).headers.location);
      expect(fields).not.toHaveProperty('agent_code');
      expect(fields).not.toHaveProperty('agent_attribution');
      expect(fields).not.toHaveProperty('agent-token');
    }
  });
});

describe('POST /api/order/handoff: refused orders', () => {
  it('refuses price and fee fields: they are not part of the form (400)', async () => {
    const priced: Record<string, string>[] = [{ price: '0' }, { totalUpfrontCost: '0' }, { modemPrice: '0' }, { new_dev: '0' }, { newDev: '0' }];
    for (const extra of priced) {
      const answer = await postJson({ ...FLIP_ORDER, ...extra }).expect(400);
      expect(answer.body.error.code).toBe('bad_request');
    }
    expect(fake.callsTo('/v2/service-qualification')).toHaveLength(0);
  });

  it('refuses an unknown plan id (400)', async () => {
    const answer = await postJson({ ...FLIP_ORDER, plan_id: '99999' }).expect(400);
    expect(answer.body.error.code).toBe('unknown_plan');
  });

  it('refuses a plan of another service type (400)', async () => {
    // An nbn plan id posted as a Flip to Fibre order, and a flip plan id posted as an nbn order.
    expect((await postJson({ ...FLIP_ORDER, plan_id: String(PLAN.id) }).expect(400)).body.error.code).toBe('unknown_plan');
    expect((await postJson({ ...FLIP_ORDER, service_type: 'nbn' }).expect(400)).body.error.code).toBe('unknown_plan');
    // A catalogue answer that labels its plan with another service type.
    fake.setHandler('GET /api/plans/*', { json: { plans: [{ ...PLAN, serviceType: 'nbn' }] } });
    expect((await postJson({ ...FLIP_ORDER, service_type: 'fibre', plan_id: String(PLAN.id) }).expect(400)).body.error.code).toBe(
      'unknown_plan',
    );
  });

  it('refuses an address that cannot get the service with the reason the page shows (422): no categories, or not flip ready', async () => {
    fake.setHandler('GET /v2/service-qualification', { json: { ...SQ, availablePlanCategories: [] } });
    expect((await postJson(FLIP_ORDER).expect(422)).body.error.code).toBe('address_has_no_service');
    fake.setHandler('GET /v2/service-qualification', {
      json: { ...SQ, sqSummary: { nbn: { ...SQ.sqSummary.nbn, alternativeTechnologyDetails: { readyStatus: 'Ready', readyDate: null } } } },
    });
    expect((await postJson(FLIP_ORDER).expect(422)).body.error).toMatchObject({
      code: 'flip_not_available',
      message: "Flip to Fibre plans aren't available at your address: the fibre upgrade cannot be ordered there yet. Please choose another plan.",
    });
  });

  it('refuses an order without any location id (400), and one the qualification service rejects (409)', async () => {
    const { location_nbn: _omit, ...noLocation } = FLIP_ORDER;
    expect((await postJson(noLocation).expect(400)).body.error.code).toBe('missing_location');
    fake.setHandler('GET /v2/service-qualification', { status: 422, json: { message: 'bad id' } });
    expect((await postJson(FLIP_ORDER).expect(409)).body.error.code).toBe('address_check_incomplete');
  });

  it('docs/product/ordering-and-handoff.md#refused-orders: a browser form post goes back to its page (the choices are in the session), with the reason', async () => {
    const answer = await post({ ...FLIP_ORDER, plan_id: 'abc' }).expect(303);
    expect(answer.headers.location).toBe('/flip-to-fibre?order_refused=bad_request#order-summary');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    // An unknown service type goes home, never to a posted URL.
    expect((await post({ ...FLIP_ORDER, service_type: 'https://evil.example' }).expect(303)).headers.location).toBe(
      '/?order_refused=bad_request#order-summary',
    );
  });

  it('refuses a body over 8 KB (413), a JSON body (415) and a repeated field (400)', async () => {
    await postJson({ ...FLIP_ORDER, sq_address: 'x'.repeat(9000) }).expect(413);
    await request(handoffApp()).post(HANDOFF_PATH).set('accept', 'application/json').send(FLIP_ORDER).expect(415);
    await request(handoffApp())
      .post(HANDOFF_PATH)
      .type('form')
      .set('accept', 'application/json')
      .send(`${new URLSearchParams(FLIP_ORDER).toString()}&plan_id=10317`)
      .expect(400);
  });

  it('refuses a cross-site post (403)', async () => {
    await request(handoffApp()).post(HANDOFF_PATH).type('form').set('origin', 'https://evil.example').send(FLIP_ORDER).expect(403);
    await request(handoffApp()).post(HANDOFF_PATH).type('form').set('sec-fetch-site', 'cross-site').send(FLIP_ORDER).expect(403);
  });

  it('answers 502 or 504 when the qualification service fails, and reports it', async () => {
    fake.setHandler('GET /v2/service-qualification', { status: 500, json: {} });
    await postJson(FLIP_ORDER).expect(502);
    // The page the post came from (its same-site Referer, when it is one of the plan pages).
    const answer = await post(FLIP_ORDER).set('referer', 'http://127.0.0.1/flip-to-fibre?offer=boost').expect(303);
    expect(answer.headers.location).toBe('/flip-to-fibre?order_refused=upstream_failed#order-summary');
    expect(reported).toHaveLength(2);
  });

  it('limits how often one client may hand off (429)', async () => {
    const app = handoffApp({ rateLimit: { perSecond: 0.001, burst: 1 } });
    await post(FLIP_ORDER, app).expect(303);
    const answer = await postJson(FLIP_ORDER, app).expect(429);
    expect(answer.headers['retry-after']).toBeDefined();
    expect((await post(FLIP_ORDER, app).expect(303)).headers.location).toBe('/flip-to-fibre?order_refused=rate_limited#order-summary');
  });
});

/** An SQ answer for one nbn summary, with overrides (docs/architecture.md#contracts shape). */
const sqAnswer = (nbn: Partial<Record<keyof (typeof SQ.sqSummary)['nbn'], unknown>>, categories: string[] = ['nbn', 'hwbb', 'mbb'], extra: Record<string, unknown> = {}) => ({
  ...SQ,
  sqSummary: { nbn: { ...SQ.sqSummary.nbn, ...nbn }, ...extra },
  availablePlanCategories: categories,
});
// Coherent with the catalogue checks (a heading's speed must match the plan's own speeds).
const NBN_250 = { ...PLAN, id: 10319, planHeading: 'Superfast nbn 250/25Mbps', planSpeed: 'nbn250', planFullSpeed: 'nbn 250/25', planDownloadSpeed: 250, planUploadSpeed: 25, typicalEveningSpeed: 215 };
const NBN_100 = { ...PLAN, planHeading: 'Family nbn 100/20Mbps', planDownloadSpeed: 100 };
const FIBRE_500 = { ...PLAN, serviceType: 'fibre' as const, id: 10589, planHeading: 'Ultrafast Fibre 500/50Mbps', planSpeed: 'Fibre500', planFullSpeed: '500/50', planDownloadSpeed: 500, planUploadSpeed: 50, typicalEveningSpeed: 450 };
const HWBB_PLAN = { ...PLAN, serviceType: 'hwbb' as const, id: 10801, planHeading: 'Unlimited 5G Home Wireless', planSpeed: 'hwbb50', planFullSpeed: '50/10', planDownloadSpeed: 50, planUploadSpeed: 10, typicalEveningSpeed: 50 };
const MBB_PLAN = { ...PLAN, serviceType: 'mbb' as const, id: 10901, planHeading: '30GB mobile broadband data', planSpeed: 'mbb30', planFullSpeed: '100/20', dataAllowanceGb: 30, typicalEveningSpeed: 40 };
const order = (service_type: string, plan: { id: number }, extra: Record<string, string> = {}) => {
  const { transfer_plan: _flipOnly, ...rest } = FLIP_ORDER;
  return { ...rest, service_type, plan_id: String(plan.id), cis_version: cis(plan), ...extra };
};

describe('POST /api/order/handoff: each service handed off as itself (ADR 010)', () => {
  beforeEach(() => {
    fake.setHandler('GET /api/plans/nbn', { json: [NBN_100, NBN_250] });
    fake.setHandler('GET /api/plans/fibre', { json: [FIBRE_500] });
    fake.setHandler('GET /api/plans/hwbb', { json: [HWBB_PLAN] });
    fake.setHandler('GET /api/plans/mbb', { json: [MBB_PLAN] });
  });

  it('nbn: type nbn, technology and service_class from the address check, flip 0, no interim_plan', async () => {
    fake.setHandler('GET /v2/service-qualification', { json: sqAnswer({ technologyShortCode: 'HFC', serviceClass: 24, maximumDownloadSpeed: 1000 }) });
    const { fields } = landing((await post(order('nbn', NBN_250, { transfer_plan: '50' })).expect(303)).headers.location);
    expect(fields).toMatchObject({ type: 'nbn', technology: 'HFC', service_class: '24', flip: '0', plan_id: String(NBN_250.id) });
    expect(fields).not.toHaveProperty('interim_plan');
  });

  it('fibre on OptiComm: type fibre, technology opticomm, service_class 0', async () => {
    fake.setHandler('GET /v2/service-qualification', {
      json: sqAnswer({}, ['nbn', 'fibre'], { opticomm: { ...SQ.sqSummary.nbn, locationId: 'OPC000741902635' } }),
    });
    const { fields } = landing((await post(order('fibre', FIBRE_500, { location_opticomm: 'OPC000741902635' })).expect(303)).headers.location);
    expect(fields).toMatchObject({ type: 'fibre', technology: 'opticomm', service_class: '0', flip: '0', service_location_id: 'OPC000741902635' });
    expect(fields).not.toHaveProperty('interim_plan');
  });

  it("fibre posted with the address check's nbn id only: the network's id comes from the address service", async () => {
    fake.setHandler('GET /v2/address/*', {
      json: [{ formattedAddress: '88 Pelican Walk', providers: [{ locationId: 'LOC000000000001', name: 'nbn' }, { locationId: 'VSN000518266470', name: 'Vision' }] }],
    });
    fake.setHandler('GET /v2/service-qualification', {
      json: sqAnswer({ technologyShortCode: 'FTTB' }, ['nbn', 'fibre'], { vision: { ...SQ.sqSummary.nbn, locationId: 'VSN000518266470' } }),
    });
    const { fields } = landing((await post(order('fibre', FIBRE_500, { sq_address: '88 Pelican Walk' })).expect(303)).headers.location);
    expect(fields).toMatchObject({ type: 'fibre', technology: 'vision', service_location_id: 'VSN000518266470' });
    expect(fake.callsTo('/v2/service-qualification')[0]?.query.get('vision')).toBe('VSN000518266470');
    expect(decryptSqAddress(fields.sq_address!, AES_SECRET)).toBe('88 Pelican Walk');
  });

  it('home wireless and mobile broadband: their own type and technology, flip 0', async () => {
    fake.setHandler('GET /v2/service-qualification', { json: sqAnswer({ serviceClass: 0 }, ['hwbb', 'mbb']) });
    const hwbb = landing((await post(order('hwbb', HWBB_PLAN)).expect(303)).headers.location).fields;
    expect(hwbb).toMatchObject({ type: 'home_wireless', technology: '5g', service_class: '0', flip: '0' });
    const mbb = landing((await post(order('mbb', MBB_PLAN)).expect(303)).headers.location).fields;
    expect(mbb).toMatchObject({ type: 'mobile_broadband', technology: 'mobile', service_class: '0', flip: '0' });
    expect(hwbb).not.toHaveProperty('interim_plan');
    expect(mbb).not.toHaveProperty('interim_plan');
  });
});

describe('POST /api/order/handoff: impossible orders are refused, even posted by hand', () => {
  beforeEach(() => {
    fake.setHandler('GET /api/plans/nbn', { json: [NBN_100, NBN_250] });
    fake.setHandler('GET /api/plans/fibre', { json: [FIBRE_500] });
    fake.setHandler('GET /api/plans/hwbb', { json: [HWBB_PLAN] });
  });

  /** A refusal: back to the page with the code (a browser), the status and the page's sentence (JSON); nothing sent on. */
  async function expectRefused(form: Record<string, string>, status: number, code: string, sentence: string) {
    const back = await post(form).expect(303);
    expect(back.headers.location).toMatch(new RegExp(`^/[a-z/-]*\\?order_refused=${code}#order-summary$`));
    const answer = await postJson(form).expect(status);
    expect(answer.body.error.code).toBe(code);
    expect(answer.body.error.message).toContain(sentence);
  }

  it('a plan whose category the address does not have: nbn at a home-wireless-only address', async () => {
    fake.setHandler('GET /v2/service-qualification', { json: sqAnswer({ serviceClass: 0, technologyShortCode: null }, ['hwbb', 'mbb']) });
    await expectRefused(order('nbn', NBN_100), 422, 'service_not_at_address', "nbn plans aren't available at your address: nbn does not reach it yet.");
    // The same address can order home wireless.
    await post(order('hwbb', HWBB_PLAN)).expect(303);
  });

  it('a plan whose category the address does not have: fibre at an HFC (nbn-only) address', async () => {
    fake.setHandler('GET /v2/service-qualification', { json: sqAnswer({ technologyShortCode: 'HFC', serviceClass: 24 }, ['nbn']) });
    await expectRefused(order('fibre', FIBRE_500), 422, 'service_not_at_address', 'it is not on an OptiComm or Vision fibre network');
  });

  it("a speed tier above the line's maximum download speed: 250 on an FTTN line that reaches 100", async () => {
    fake.setHandler('GET /v2/service-qualification', { json: sqAnswer({ maximumDownloadSpeed: 100 }) });
    await expectRefused(order('nbn', NBN_250), 422, 'above_line_speed', "Superfast nbn 250/25Mbps isn't available at your address: your line's top speed is 100Mbps.");
    await post(order('nbn', NBN_100)).expect(303);
  });

  it('a flip plan at an address that is not flip-eligible: planned work, only by request, or no upgrade', async () => {
    // The default flip plans (cached by the site): the FTTN 100 tier.
    fake.setHandler('GET /api/getDefaultFlipToFibrePlans', {
      json: { plans: [{ ...FLIP_PLAN, planHeading: 'Family nbn 100/20Mbps with a free fibre upgrade', planDownloadSpeed: 100 }] },
    });
    for (const details of [
      { readyStatus: 'In Design', readyDate: '2027-04-19' },
      { readyStatus: 'Eligible To Order', readyDate: null },
      null,
    ]) {
      fake.setHandler('GET /v2/service-qualification', { json: sqAnswer({ alternativeTechnologyDetails: details }) });
      await expectRefused(FLIP_ORDER, 422, 'flip_not_available', "Flip to Fibre plans aren't available at your address: the fibre upgrade cannot be ordered there yet.");
    }
    // A flip class is needed too (docs/product/pricing.md#transfer-plan), and on FTTC a 250 plan or faster (docs/product/address-check.md#flip-eligibility).
    fake.setHandler('GET /v2/service-qualification', { json: sqAnswer({ serviceClass: 24 }) });
    await expectRefused(FLIP_ORDER, 422, 'flip_not_offered', 'we do not offer the fibre upgrade for its type of nbn connection');
    fake.setHandler('GET /v2/service-qualification', { json: sqAnswer({ serviceClass: 34, technologyShortCode: 'FTTC' }) });
    await expectRefused(FLIP_ORDER, 422, 'flip_speed_too_low', 'a current FTTC line needs a Superfast nbn 250/25Mbps plan or faster');
    // An address already on fibre has nothing to upgrade (docs/product/address-check.md#flip-availability).
    fake.setHandler('GET /v2/service-qualification', { json: sqAnswer({ technologyShortCode: 'FTTP', serviceClass: 3 }) });
    await expectRefused(FLIP_ORDER, 422, 'already_on_fibre', "Flip to Fibre plans aren't available at your address: it is already on fibre.");
  });

  it("'Eligible To Order' with a date is flip ready: the order goes through", async () => {
    fake.setHandler('GET /v2/service-qualification', {
      json: sqAnswer({ alternativeTechnologyDetails: { readyStatus: 'Eligible To Order', readyDate: '2026-06-08' } }),
    });
    const { fields } = landing((await post(FLIP_ORDER).expect(303)).headers.location);
    expect(fields).toMatchObject({ type: 'broadband', technology: 'fibre', flip: '1', interim_plan: '50' });
  });

  it('an address that no longer qualifies (no categories now)', async () => {
    fake.setHandler('GET /v2/service-qualification', { json: sqAnswer({}, []) });
    await expectRefused(order('nbn', NBN_100), 422, 'address_has_no_service', "nbn plans aren't available at your address: we could not confirm any of our services there.");
  });

  it('ADR 011: an unknown readiness status is not ready, and the server logs it once', async () => {
    const noted: string[] = [];
    fake.setHandler('GET /v2/service-qualification', {
      json: sqAnswer({ alternativeTechnologyDetails: { readyStatus: 'Pending Assessment', readyDate: '2026-08-03' } }),
    });
    const app = handoffApp({ noteUnknownReadyStatus: (status) => noted.push(status) });
    await postJson(FLIP_ORDER, app).expect(422);
    await post(order('nbn', NBN_100), app).expect(303);
    expect(noted).toEqual(['Pending Assessment', 'Pending Assessment']);
  });
});

describe('docs/product/ordering-and-handoff.md#hand-off-fields: the order carries what the server knows', () => {
  it("the address text is the address service's for the checked location id, never the posted text", async () => {
    // The same address as the page showed it, in other case and spacing: the service's text is sent.
    const { fields } = landing((await post({ ...FLIP_ORDER, sq_address: ' 1 SMITH ST  SYDNEY NSW 2000' }).expect(303)).headers.location);
    expect(decryptSqAddress(fields.sq_address!, AES_SECRET)).toBe(ADDRESS);
    expect(fake.callsTo('/v2/address/LOC000000000001')).toHaveLength(1);
  });

  it('a form whose address disagrees with the location id is refused, never forwarded', async () => {
    const answer = await postJson({ ...FLIP_ORDER, sq_address: '1 FAKE STREET' }).expect(409);
    expect(answer.body.error.code).toBe('address_mismatch');
    expect((await post({ ...FLIP_ORDER, sq_address: '1 FAKE STREET' }).expect(303)).headers.location).toBe(
      '/flip-to-fibre?order_refused=address_mismatch#order-summary',
    );
  });

  it('a location id the address service does not know is refused (409)', async () => {
    fake.setHandler('GET /v2/address/*', { json: [] });
    expect((await postJson(FLIP_ORDER).expect(409)).body.error.code).toBe('address_check_incomplete');
  });

  it('the offer type and the CIS version shown travel with the order; a CIS the server no longer has is refused', async () => {
    const { fields } = landing((await post(FLIP_ORDER).expect(303)).headers.location);
    expect(fields).toMatchObject({ offer_type: 'standard', cis_version: cis(FLIP_PLAN) });
    // A page that showed other figures (the price changed since) names another version.
    expect((await postJson({ ...FLIP_ORDER, cis_version: cis({ ...FLIP_PLAN, price: FLIP_PLAN.price + 5 }) }).expect(409)).body.error.code).toBe(
      'offer_changed',
    );
  });

  it('standard and boost share plan ids: the boost offer is ordered as boost, with its own CIS, where the campaigns give it', async () => {
    // docs/product/pricing.md#offer-type: the configured season's campaign, and the address's own
    // unconnected-boost code (codes compared normalised: any spelling).
    fake.setHandler('GET /globals/configuration', { json: { data: { unconnected_services: { value: ' unconnected-h2-fy25 ' } } } });
    fake.setHandler('GET /v2/service-qualification', { json: sqAnswer({ campaigns: ['UNCONNECTED-H2-FY25', ' Unconnected-Boost'] }) });
    const boostPlan = { ...FLIP_PLAN, special: { planPrice: 60, duration: 'for 12 months', months: 12 } };
    fake.setHandler('GET /api/getFlipToFibrePlans/*', { json: { plans: [boostPlan] } });
    const boost = { ...FLIP_ORDER, offer_type: 'boost', cis_version: cis(boostPlan, 'boost') };
    const { fields } = landing((await post(boost).expect(303)).headers.location);
    expect(fields).toMatchObject({ plan_id: String(FLIP_PLAN.id), offer_type: 'boost', cis_version: cis(boostPlan, 'boost') });
    expect(fake.callsTo('/api/getFlipToFibrePlans/metro/13/100').at(-1)?.query.get('offerType')).toBe('boost');
    // The standard CIS posted for the boost offer disagrees with the server's record.
    expect((await postJson({ ...boost, cis_version: cis(boostPlan, 'standard') }).expect(409)).body.error.code).toBe('offer_changed');
    // Nor can the form ask for the standard offer where the server's is boost.
    expect((await postJson({ ...boost, offer_type: 'standard' }).expect(409)).body.error.code).toBe('offer_changed');
    expect(CONFIGURATION.data.unconnected_services.value).toBe('standard');
  });

  it('no posted field or query chooses the offer: boost posted at a standard address is refused back to the page, which keeps the choices', async () => {
    // The address is in the configured campaign, without the boost code: its offer is the standard one.
    fake.setHandler('GET /globals/configuration', { json: { data: { unconnected_services: { value: 'UNCONNECTED-H2-FY25' } } } });
    fake.setHandler('GET /api/getFlipToFibrePlans/*', { json: { plans: [FLIP_PLAN] } });
    const forged = { ...FLIP_ORDER, offer_type: 'boost', cis_version: cis(FLIP_PLAN, 'boost') };
    const answer = await request(handoffApp())
      .post(`${HANDOFF_PATH}?offer=boost&offer_type=boost`)
      .type('form')
      .set('accept', 'text/html')
      .set('referer', 'http://127.0.0.1/flip-to-fibre?offer=boost')
      .send(forged)
      .expect(303);
    // docs/product/ordering-and-handoff.md#refused-orders: back to the page, whose session still holds the choices.
    expect(answer.headers.location).toBe('/flip-to-fibre?order_refused=offer_changed#order-summary');
    // An order from a quote goes back to the quote, whose choices only its link holds; a posted text that is not a
    // quote's path segment is never a place to go.
    const fromQuote = await request(handoffApp()).post(HANDOFF_PATH).type('form').set('accept', 'text/html').send({ ...forged, quote: '3.abc.LOC000123456789.sig-_' }).expect(303);
    expect(fromQuote.headers.location).toBe('/quote/3.abc.LOC000123456789.sig-_?order_refused=offer_changed');
    for (const quote of ['..', '//evil.example', 'a/b', 'x?y'])
      expect((await request(handoffApp()).post(HANDOFF_PATH).type('form').set('accept', 'text/html').send({ ...forged, quote }).expect(303)).headers.location).toBe(
        '/flip-to-fibre?order_refused=offer_changed#order-summary',
      );
    // The plans were asked for as the server's offer, never as the form's.
    expect(fake.callsTo('/api/getFlipToFibrePlans/metro/13/100').every((call) => call.query.get('offerType') === 'standard')).toBe(true);
    // The same order as the page showed it goes through, on the standard offer.
    const { fields } = landing((await post({ ...FLIP_ORDER, offer_type: 'standard' }).expect(303)).headers.location);
    expect(fields).toMatchObject({ offer_type: 'standard', cis_version: cis(FLIP_PLAN) });
  });

  it("the configured code 'unconnected-boost' runs the boost offer for every address in it", async () => {
    fake.setHandler('GET /globals/configuration', { json: { data: { unconnected_services: { value: 'unconnected-boost' } } } });
    fake.setHandler('GET /v2/service-qualification', { json: sqAnswer({ campaigns: ['unconnected-boost'] }) });
    expect((await postJson(FLIP_ORDER).expect(409)).body.error.code).toBe('offer_changed');
    const { fields } = landing((await post({ ...FLIP_ORDER, offer_type: 'boost', cis_version: cis(FLIP_PLAN, 'boost') }).expect(303)).headers.location);
    expect(fields).toMatchObject({ offer_type: 'boost' });
  });
});

describe('POST /api/order/handoff: no open redirect', () => {
  it('always redirects to ORDER_SITE_URL, whatever the form or headers say', async () => {
    const attempts: Record<string, string>[] = [
      { ...FLIP_ORDER, redirect: 'https://evil.example' },
      { ...FLIP_ORDER, sq_address: '//evil.example/a?b' },
      { ...FLIP_ORDER, utm_source: 'https:' },
      FLIP_ORDER,
    ];
    for (const form of attempts) {
      const answer = await request(handoffApp())
        .post(HANDOFF_PATH)
        .type('form')
        .set('host', 'evil.example')
        .set('referer', 'https://evil.example/')
        .send(form);
      expect(answer.status).toBe(303);
      const location = answer.headers.location!;
      // The order site from config, or back to one of our own pages: nothing else.
      expect(location.startsWith(`${ORDER_SITE_URL}?`) || /^\/[a-z/-]*\?order_refused=\w+#order-summary$/.test(location)).toBe(true);
    }
  });

  it('refuses to start with an unusable ORDER_SITE_URL', () => {
    expect(() => handoffApp({ orderSiteUrl: 'not a url' })).toThrow();
  });
});
