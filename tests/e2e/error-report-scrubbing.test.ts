// What error reporting sends when requests carrying secrets and personal data fail, captured as the
// Sentry SDK sends it (a Sentry-protocol endpoint on loopback as the DSN): no agent token (form
// field, cookie, Authorization header, agent link), no name, email, phone number, message or
// address, in the events nor in the log (docs/operations.md, "Error reports and logs").
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../harness/built-server';
import { createQuoteSigner } from '../../server/api/quotes/quote-signer';
import { REPORTING_SITE_SECRETS, startFakeSentry, startReportingSite, type FakeSentry } from '../support/fake-sentry';

// One reporting site for the file: each test sets its own faults, and waits for its own reports by a
// user agent no other test sends. The log and the envelopes must hold no test's secrets at all.
let running: BuiltServer;
let sentry: FakeSentry;
beforeAll(async () => {
  sentry = await startFakeSentry();
  running = await startReportingSite(sentry.dsn, { ENABLE_SENTRY_TEST_ERROR: 'true' });
}, 60_000);
/** Where this test's envelopes and log lines start. */
let envelopeStart = 0;
let logStart = 0;
/** Every test's secrets: the last test looks for them all once late reports have had time to come. */
const secretsOfTests: string[] = [];
beforeEach(() => {
  running.provider.knobs.reset();
  envelopeStart = sentry.envelopes.length;
  logStart = running.output().length;
});
afterAll(async () => {
  await running?.stop();
  sentry?.close();
});

const NOW_S = () => Math.floor(Date.now() / 1000);

/** A login token the site verifies (the reporting site's secret), so the hand-off treats its sender as an agent. */
const agentToken = () =>
  new SignJWT({ name: 'Agent Secretname', agent_code: 'AG-SECRET-77', iat: NOW_S(), exp: NOW_S() + 3600, jti: 'jti-secret-0042' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(REPORTING_SITE_SECRETS.AGENT_TOKEN_SECRET));

/** The site's log lines of requests answered since this test began (server/middleware/request-logging.ts). */
const requestLines = () => running.output().slice(logStart).match(/"msg":"request (?:completed|errored|aborted)"/g)?.length ?? 0;

/**
 * This test's envelopes and the site's whole log, once the envelopes hold every `reported` text and
 * the log a line for each of the test's `requests` (it goes out in batches, at least once a second:
 * server/index.ts; a request's other lines come before its own).
 */
async function reportsAndLog(reported: string[], requests: number): Promise<{ envelopes: string; log: string }> {
  const envelopes = () => sentry.envelopes.slice(envelopeStart).join('\n');
  await expect.poll(() => reported.filter((text) => !envelopes().includes(text))).toEqual([]);
  await expect.poll(requestLines).toBeGreaterThanOrEqual(requests);
  return { envelopes: envelopes(), log: running.output() };
}

/** Every secret text must be absent, also as its URL-encoded or JSON-escaped forms. */
function expectNoneOf(text: string, secrets: readonly string[]) {
  for (const secret of secrets) {
    for (const form of new Set([secret, encodeURIComponent(secret), new URLSearchParams({ x: secret }).toString().slice(2), JSON.stringify(secret).slice(1, -1)])) {
      expect(text, `contains ${JSON.stringify(form)}`).not.toContain(form);
    }
  }
}

/** None of a test's secrets in its envelopes nor the log; kept for the last test's look at everything. */
function expectNowhere(found: { envelopes: string; log: string }, secrets: string[]) {
  secretsOfTests.push(...secrets);
  expectNoneOf(found.envelopes, secrets);
  expectNoneOf(found.log, secrets);
}

describe('error reports and logs in production', () => {
  it('a failing hand-off (address service down) reports the failure without the agent token or the address', async () => {
    running.provider.knobs.set({ sq: { errorRate: 1, errorStatus: 500 } });
    const token = await agentToken();
    const address = '23 Secretive Crescent, Wombatville VIC 3999';
    const form = new URLSearchParams({
      service_type: 'nbn',
      plan_id: '1',
      // Any well-formed version: the qualification fails before the offer is compared.
      cis_version: 'standard-00000000',
      modem: '1',
      extender: '0',
      voip: 'none',
      home_secure: '0',
      sq_address: address,
      location_nbn: 'LOC000184726551',
      'agent-token': token,
    });
    const res = await fetch(`${running.url}/api/order/handoff?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        authorization: `Bearer ${token}`,
        cookie: `agent-token=${token}; _ga=GA1.2.secretcookie`,
        'user-agent': 'scrub-test-handoff',
      },
      body: form,
    });
    // A browser's form goes back to its own page with the reason (docs/product/ordering-and-handoff.md),
    // and that address holds nothing of the visitor's.
    expect(res.status).toBe(303);
    const back = res.headers.get('location') ?? '';
    expect(back.startsWith('/')).toBe(true);
    expect(back).not.toContain(token);
    expect(back).not.toContain('Secretive');
    // The failure itself is reported, with the route and a request id.
    const { envelopes, log } = await reportsAndLog(['answered 500', '/api/order/handoff', 'scrub-test-handoff'], 1);
    const secrets = [token, token.split('.')[1]!, token.split('.')[2]!, address, 'Secretive Crescent', 'AG-SECRET-77', 'Secretname', 'jti-secret-0042', 'secretcookie'];
    expectNowhere({ envelopes, log }, secrets);
  });

  it('a failing contact post (events service down) reports without the name, email, phone or message', async () => {
    running.provider.knobs.set({ events: { errorRate: 1, errorStatus: 500 } });
    const contact = {
      name: 'Priscilla Secretperson',
      email: 'priscilla.secret@mail.example',
      phone: '0412 998 877',
      category: 'techSupport',
      contactMethod: 'phone',
      message: 'My secret message about the modem in the shed',
    };
    const res = await fetch(`${running.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: '_ga=GA1.2.secretcookie', 'user-agent': 'scrub-test-contact' },
      body: JSON.stringify(contact),
    });
    expect(res.status).toBe(502);
    const { envelopes, log } = await reportsAndLog(['answered 500', 'scrub-test-contact'], 1);
    const secrets = [contact.name, 'Secretperson', contact.email, 'priscilla.secret', contact.phone, '0412998877', '998 877', contact.message, 'secret message', 'secretcookie'];
    expectNowhere({ envelopes, log }, secrets);
  });

  it('a failing address search (address service down) reports without the typed address', async () => {
    running.provider.knobs.set({ address: { errorRate: 1, errorStatus: 500 }, sq: { errorRate: 1, errorStatus: 500 } });
    const typed = '41 Hushhush Parade Quokkaton';
    const search = await fetch(`${running.url}/api/address?${new URLSearchParams({ fullText: typed, source: 'footprint' })}`, {
      headers: { 'user-agent': 'scrub-test-search' },
    });
    expect(search.status).toBe(502);
    const sq = await fetch(`${running.url}/api/service-qualification?nbn=LOC000184726551`, { headers: { 'user-agent': 'scrub-test-sq' } });
    expect(sq.status).toBe(502);
    const { envelopes, log } = await reportsAndLog(['answered 500', 'scrub-test-search', 'scrub-test-sq'], 2);
    expectNowhere({ envelopes, log }, [typed, 'Hushhush', 'Quokkaton', 'LOC000184726551']);
  });

  it("a failing page (/sentry-test-error, switched on with ENABLE_SENTRY_TEST_ERROR) is reported without the Authorization header or the agent link's token", async () => {
    const res = await fetch(`${running.url}/sentry-test-error?token=agent.token-in-the-link.signature`, {
      headers: { authorization: 'Bearer agent.token-that-must-not-leave.signature', cookie: 'session=cookie-that-must-not-leave', 'user-agent': 'scrub-test' },
    });
    expect(res.status).toBe(500);
    // The error page, with the production headers (docs/product/frame.md#error-boundary).
    expect(await res.text()).toContain('Whoops!');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    // The report still describes the request, without the token.
    const { envelopes, log } = await reportsAndLog(['Deliberate test error', 'scrub-test'], 1);
    expectNowhere({ envelopes, log }, ['token-that-must-not-leave', 'token-in-the-link', 'cookie-that-must-not-leave']);
  });

  it('a failing shared quote and a failing location lookup report their routes\' patterns, never the quote link or the location id', async () => {
    running.provider.knobs.set({ address: { errorRate: 1, errorStatus: 500 }, sq: { errorRate: 1, errorStatus: 500 }, web: { errorRate: 1, errorStatus: 500 } });
    const locationId = 'LOC000184726551';
    const token = createQuoteSigner(REPORTING_SITE_SECRETS.QUOTE_SECRET).sign({
      issuedAt: NOW_S(),
      locationId,
      service: 'nbn',
      planId: 10317,
      offerType: 'standard',
      extras: { modem: true, extender: false, voice: 'none', homeSecure: false, transferPlan: null },
      newDev: false,
      quoted: { price: 85, special: null, freeFirstMonth: false, activationFee: 0, terms: null },
      agentCode: null,
    });
    const quotePage = await fetch(`${running.url}/quote/${token}`, { headers: { 'user-agent': 'scrub-test-quote' } });
    await quotePage.arrayBuffer();
    const quoteApi = await fetch(`${running.url}/api/quotes/${token}`, { headers: { 'user-agent': 'scrub-test-quote-api' } });
    expect(quoteApi.status).toBeGreaterThanOrEqual(500);
    const lookup = await fetch(`${running.url}/api/address/${locationId}`, { headers: { 'user-agent': 'scrub-test-location' } });
    expect(lookup.status).toBe(502);
    // The failures are reported, by route.
    const { envelopes, log } = await reportsAndLog(['/api/address/:locId', '/api/quotes/:token', 'scrub-test-location'], 3);
    expect(log).toContain('/quote/:token');
    const secrets = [token, ...token.split('.').filter((part) => part.length >= 6), locationId];
    expectNowhere({ envelopes, log }, secrets);
  });

  // Each test checked what had come once its own reports and log lines were in. A report or line that
  // follows later (an SDK's batch, a log flush) would come within a second or so: one wait for all.
  it("none of the tests' secrets in any envelope or the log once late reports have had time to come", async () => {
    await new Promise((r) => setTimeout(r, 1500));
    expect(secretsOfTests.length).toBeGreaterThan(20);
    expectNoneOf(sentry.envelopes.join('\n'), secretsOfTests);
    expectNoneOf(running.output(), secretsOfTests);
  });
});
