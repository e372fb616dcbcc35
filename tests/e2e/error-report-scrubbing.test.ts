// What error reporting sends when requests carrying secrets and personal data fail, captured as the
// Sentry SDK sends it (a Sentry-protocol endpoint on loopback as the DSN): no agent token (form
// field, cookie, Authorization header, agent link), no name, email, phone number, message or
// address, in the events nor in the log (docs/operations.md, "Error reports and logs").
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuiltServer } from '../../harness/built-server';
import { createQuoteSigner } from '../../server/api/quotes/quote-signer';
import { REPORTING_SITE_SECRETS, startFakeSentry, startReportingSite, type FakeSentry } from '../support/fake-sentry';

// One reporting site for the file: each test sets its own faults, and waits for its own report by a
// user agent no other test sends. The log and the envelopes must hold no test's secrets at all.
let running: BuiltServer;
let sentry: FakeSentry;
beforeAll(async () => {
  sentry = await startFakeSentry();
  running = await startReportingSite(sentry.dsn, { ENABLE_SENTRY_TEST_ERROR: 'true' });
}, 60_000);
beforeEach(() => {
  running.provider.knobs.reset();
  sentry.envelopes.length = 0;
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

/** A string of every envelope received and the site's own log, once the report for `marker` came. */
async function reportsAndLog(marker: RegExp): Promise<{ envelopes: string; log: string }> {
  const deadline = Date.now() + 10_000;
  while (!sentry.envelopes.some((e) => marker.test(e)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  // Transactions and sessions that follow the event get a moment to arrive too, and the site's log
  // lines to be written (a batch goes out at least once a second: server/index.ts).
  await new Promise((r) => setTimeout(r, 1500));
  return { envelopes: sentry.envelopes.join('\n'), log: running.output() };
}

/** Every secret text must be absent, also as its URL-encoded or JSON-escaped forms. */
function expectNoneOf(text: string, secrets: string[]) {
  for (const secret of secrets) {
    for (const form of new Set([secret, encodeURIComponent(secret), new URLSearchParams({ x: secret }).toString().slice(2), JSON.stringify(secret).slice(1, -1)])) {
      expect(text, `contains ${JSON.stringify(form)}`).not.toContain(form);
    }
  }
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
    const { envelopes, log } = await reportsAndLog(/scrub-test-handoff/);
    // The failure itself is reported, with the route and a request id.
    expect(envelopes).toContain('answered 500');
    expect(envelopes).toContain('/api/order/handoff');
    expect(envelopes).toContain('scrub-test-handoff');
    const secrets = [token, token.split('.')[1]!, token.split('.')[2]!, address, 'Secretive Crescent', 'AG-SECRET-77', 'Secretname', 'jti-secret-0042', 'secretcookie'];
    expectNoneOf(envelopes, secrets);
    expectNoneOf(log, secrets);
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
    const { envelopes, log } = await reportsAndLog(/scrub-test-contact/);
    expect(envelopes).toContain('answered 500');
    expect(envelopes).toContain('scrub-test-contact');
    const secrets = [contact.name, 'Secretperson', contact.email, 'priscilla.secret', contact.phone, '0412998877', '998 877', contact.message, 'secret message', 'secretcookie'];
    expectNoneOf(envelopes, secrets);
    expectNoneOf(log, secrets);
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
    const { envelopes, log } = await reportsAndLog(/scrub-test-sq/);
    expect(envelopes).toContain('answered 500');
    expect(envelopes).toContain('scrub-test-search');
    expectNoneOf(envelopes, [typed, 'Hushhush', 'Quokkaton', 'LOC000184726551']);
    expectNoneOf(log, [typed, 'Hushhush', 'Quokkaton', 'LOC000184726551']);
  });

  it("a failing page (/sentry-test-error, switched on with ENABLE_SENTRY_TEST_ERROR) is reported without the Authorization header or the agent link's token", async () => {
    const res = await fetch(`${running.url}/sentry-test-error?token=agent.token-in-the-link.signature`, {
      headers: { authorization: 'Bearer agent.token-that-must-not-leave.signature', cookie: 'session=cookie-that-must-not-leave', 'user-agent': 'scrub-test' },
    });
    expect(res.status).toBe(500);
    // The error page, with the production headers (docs/product/frame.md#error-boundary).
    expect(await res.text()).toContain('Whoops!');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    const { envelopes, log } = await reportsAndLog(/Deliberate test error/);
    // The report still describes the request, without the token.
    expect(envelopes).toContain('Deliberate test error');
    expect(envelopes).toContain('scrub-test');
    expectNoneOf(envelopes, ['token-that-must-not-leave', 'token-in-the-link', 'cookie-that-must-not-leave']);
    expectNoneOf(log, ['token-that-must-not-leave', 'token-in-the-link', 'cookie-that-must-not-leave']);
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
    const { envelopes, log } = await reportsAndLog(/scrub-test-location/);
    // The failures are reported, by route.
    expect(envelopes).toContain('/api/address/:locId');
    expect(envelopes).toContain('/api/quotes/:token');
    expect(log).toContain('/quote/:token');
    const secrets = [token, ...token.split('.').filter((part) => part.length >= 6), locationId];
    expectNoneOf(envelopes, secrets);
    expectNoneOf(log, secrets);
  });
});
