// Error reports and logs carry no request bodies, cookies, query strings, agent tokens, names, emails,
// phone numbers or addresses (docs/operations.md#error-reports-and-logs). What the SDK really sends
// is checked at the wire by tests/e2e/error-report-scrubbing.test.ts; these are the rules.
import { describe, expect, it } from 'vitest';
import { createErrorReporter, errorForLog } from '../error-reporting';
import { REDACTED, scrubBreadcrumb, scrubEvent, scrubFields, scrubText, withoutQuery } from './scrub-report';
import pino from 'pino';
import { Writable } from 'node:stream';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJhZ2VudF9jb2RlIjoiQUcxIn0.c2lnbmF0dXJl';

describe('texts', () => {
  it('lose the query string and fragment of every URL or path in them', () => {
    expect(withoutQuery('https://site.example/api/address?fullText=1+Secret+St#x')).toBe('https://site.example/api/address');
    expect(withoutQuery('/broadband/nbn')).toBe('/broadband/nbn');
    expect(scrubText('GET http://127.0.0.1:9/v2/address?fullText=1%20Secret%20St&source=api failed')).toBe(
      `GET http://127.0.0.1:9/v2/address?${REDACTED} failed`,
    );
    expect(scrubText('redirected to /?token=a.b.c')).toBe(`redirected to /?${REDACTED}`);
  });

  it('lose JSON Web Tokens and email addresses', () => {
    expect(scrubText(`token ${TOKEN} refused`)).toBe(`token ${REDACTED} refused`);
    expect(scrubText('mail to priscilla.secret@mail.example failed')).toBe(`mail to ${REDACTED} failed`);
  });

  it('keep what says what failed', () => {
    expect(scrubText('sq answered 500')).toBe('sq answered 500');
    expect(scrubText('connect ECONNREFUSED 127.0.0.1:3001')).toBe('connect ECONNREFUSED 127.0.0.1:3001');
  });
});

describe('fields', () => {
  it('named for personal data or secrets are replaced, at any depth, whatever their case or separator', () => {
    const scrubbed = scrubFields({
      route: '/api/contact',
      requestId: 'abc-123',
      form: { name: 'x' },
      nested: { Email: 'a@b.example', 'Agent-Token': 'x', sq_address: '1 Secret St', phone: '0412 998 877', fullText: '1 Secret St' },
      list: [{ message: 'hello there' }],
    });
    expect(scrubbed).toEqual({
      route: '/api/contact',
      requestId: 'abc-123',
      form: REDACTED,
      nested: { Email: REDACTED, 'Agent-Token': REDACTED, sq_address: REDACTED, phone: REDACTED, fullText: REDACTED },
      list: [{ message: REDACTED }],
    });
  });

  it('keep their other values, with texts scrubbed', () => {
    expect(scrubFields({ path: '/api/address?fullText=secret', status: 502, ok: false })).toEqual({
      path: `/api/address?${REDACTED}`,
      status: 502,
      ok: false,
    });
  });
});

describe('a Sentry event', () => {
  const event = () => ({
    request: {
      method: 'POST',
      url: 'https://www.site.example/api/order/handoff?token=a.b.c',
      query_string: 'token=a.b.c',
      cookies: { 'agent-token': TOKEN, _ga: 'GA1.2.3' },
      data: 'sq_address=1+Secret+St&agent-token=x',
      env: { REMOTE_ADDR: '203.0.113.9' },
      headers: {
        'user-agent': 'test-agent',
        Authorization: `Bearer ${TOKEN}`,
        cookie: '_ga=GA1.2.3',
        'x-forwarded-for': '203.0.113.9',
        referer: 'https://www.site.example/broadband/nbn?token=a.b.c',
        'x-request-id': 'req-1',
      },
    },
    user: { ip_address: '203.0.113.9' },
    message: 'failed at /api/address?fullText=Secret',
    transaction: 'GET /api/address?fullText=Secret',
    exception: { values: [{ type: 'Error', value: `bad token ${TOKEN}`, stacktrace: { frames: [{ function: 'f', vars: { address: '1 Secret St' } }] } }] },
    breadcrumbs: [
      { category: 'console', message: 'logged priscilla@mail.example' },
      { category: 'http', type: 'http', data: { url: 'http://upstream/v2/address?fullText=Secret', 'url.query': 'fullText=Secret', status_code: 500, method: 'GET' } },
    ],
    extra: { route: '/api/order/handoff', email: 'a@b.example', upstream: 'sq' },
    tags: { request_id: 'req-1' },
    contexts: { runtime: { name: 'node', version: 'v20' }, form: { phone: '0412 998 877' } },
  });

  it('keeps the method, the address without its query and the headers that say what kind of client asked', () => {
    const { request } = scrubEvent(event());
    expect(request).toEqual({
      method: 'POST',
      url: 'https://www.site.example/api/order/handoff',
      headers: { 'user-agent': 'test-agent', referer: 'https://www.site.example/broadband/nbn', 'x-request-id': 'req-1' },
    });
  });

  it('drops the user, console breadcrumbs and frame variables, and scrubs messages, names, extras and contexts', () => {
    const scrubbed = scrubEvent(event());
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.message).toBe(`failed at /api/address?${REDACTED}`);
    expect(scrubbed.transaction).toBe(`GET /api/address?${REDACTED}`);
    expect(scrubbed.exception.values[0]!.value).toBe(`bad token ${REDACTED}`);
    expect(scrubbed.exception.values[0]!.stacktrace.frames[0]).toEqual({ function: 'f' });
    expect(scrubbed.breadcrumbs).toEqual([
      { category: 'http', type: 'http', data: { url: 'http://upstream/v2/address', 'url.query': REDACTED, status_code: 500, method: 'GET' } },
    ]);
    expect(scrubbed.extra).toEqual({ route: '/api/order/handoff', email: REDACTED, upstream: 'sq' });
    expect(scrubbed.contexts).toEqual({ runtime: { name: 'node', version: 'v20' }, form: { phone: REDACTED } });
    const text = JSON.stringify(scrubbed);
    for (const secret of ['a.b.c', TOKEN, 'Secret', '203.0.113.9', 'GA1.2.3', '0412', 'a@b.example', 'priscilla']) expect(text).not.toContain(secret);
  });

  it('breadcrumbs alone (beforeBreadcrumb) follow the same rules', () => {
    expect(scrubBreadcrumb({ category: 'console', message: 'x' })).toBeNull();
    expect(scrubBreadcrumb({ category: 'http', data: { url: '/api/address?fullText=Secret' } })).toEqual({ category: 'http', data: { url: '/api/address' } });
  });
});

describe('the error reporter', () => {
  it('logs the error and its context scrubbed', () => {
    const lines: string[] = [];
    const logger = pino(new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) }));
    const error = Object.assign(new Error(`upstream refused /v2/address?fullText=Secret+St with ${TOKEN}`), { email: 'a@b.example', upstream: 'address' });
    createErrorReporter(logger)(error, { route: '/api/address', requestId: 'req-1', form: { name: 'Priscilla' } });
    const line = lines.join('');
    expect(line).toContain('"route":"/api/address"');
    expect(line).toContain('"requestId":"req-1"');
    expect(line).toContain('"upstream":"address"');
    for (const secret of ['Secret', TOKEN, 'a@b.example', 'Priscilla']) expect(line).not.toContain(secret);
  });

  it('writes an error with its cause in the shape of pino\'s err serializer', () => {
    const cause = new Error('socket hang up');
    const logged = errorForLog(new Error('address failed', { cause })) as Record<string, unknown>;
    expect(logged).toMatchObject({ type: 'Error', message: 'address failed', cause: { type: 'Error', message: 'socket hang up' } });
    expect(logged.stack).toContain('address failed');
  });
});
