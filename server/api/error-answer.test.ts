import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { UpstreamError } from '../upstream/upstream-error';
import { errorRefusal, invalidInput, refusalAnswer } from './error-answer';

/** The id the site gave the request (request-logging.ts), not a header the caller sent. */
const request = { requestId: 'req-1' };

describe('errorRefusal', () => {
  it('maps each upstream failure by kind, and reports only the reportable ones (docs/product/content.md#form-errors)', () => {
    const cases: Array<[UpstreamError, number, string, boolean]> = [
      [new UpstreamError('cms', 'status', 'boom', { upstreamStatus: 500 }), 502, 'upstream_error', true],
      [new UpstreamError('cms', 'malformed', 'bad shape'), 502, 'upstream_malformed', true],
      [new UpstreamError('cms', 'timeout', 'slow'), 504, 'upstream_timeout', true],
      [new UpstreamError('cms', 'connection', 'refused'), 502, 'upstream_unreachable', true],
      [new UpstreamError('cms', 'unavailable', 'open', { retryAfterMs: 2500 }), 503, 'upstream_unavailable', false],
      [new UpstreamError('cms', 'caller', 'gone', { upstreamStatus: 404 }), 404, 'not_found', false],
      [new UpstreamError('cms', 'aborted', 'left'), 499, 'aborted', false],
    ];
    for (const [err, status, code, reported] of cases) {
      const reportError = vi.fn();
      expect(errorRefusal(err, { route: '/api/nav', request, reportError }), err.kind).toMatchObject({ status, code });
      expect(reportError.mock.calls.length, err.kind).toBe(reported ? 1 : 0);
    }
  });

  it('names the route, upstream and request in the report', () => {
    const reportError = vi.fn();
    const err = new UpstreamError('cms', 'status', 'boom', { upstreamStatus: 500 });
    errorRefusal(err, { route: '/api/nav', request, reportError });
    expect(reportError).toHaveBeenCalledWith(err, { route: '/api/nav', upstream: 'cms', kind: 'status', upstreamStatus: 500, requestId: 'req-1' });
  });

  it('reports the site\'s id, never an X-Request-Id the caller sent', () => {
    const reportError = vi.fn();
    const sent = Object.assign(new Request('https://site.test/api/nav', { headers: { 'x-request-id': 'chosen-by-caller' } }), { requestId: 'site-id-1' });
    errorRefusal(new UpstreamError('cms', 'status', 'boom', { upstreamStatus: 500 }), { route: '/api/nav', request: sent, reportError });
    expect(reportError.mock.calls[0]![1]).toMatchObject({ requestId: 'site-id-1' });
  });

  it('says when to try again after a breaker refusal', () => {
    const err = new UpstreamError('cms', 'unavailable', 'open', { retryAfterMs: 2500 });
    expect(errorRefusal(err, { route: '/api/nav', request, reportError: vi.fn() }).headers).toEqual({ 'retry-after': '3' });
  });

  it('passes an upstream 401/404/422 on, or answers 502 when the site called on its own account', () => {
    const err = new UpstreamError('sq', 'caller', 'refused', { upstreamStatus: 422 });
    expect(errorRefusal(err, { route: '/api/x', request, reportError: vi.fn() }).status).toBe(422);
    expect(errorRefusal(err, { route: '/api/x', request, reportError: vi.fn(), upstreamRefusals: 'bad-gateway' })).toMatchObject({
      status: 502,
      code: 'unprocessable',
    });
  });

  it('answers anything else as a reported 500 that tells nothing of the fault', () => {
    const reportError = vi.fn();
    const bug = new TypeError('secret detail');
    expect(errorRefusal(bug, { route: '/api/nav', request, reportError })).toEqual({
      status: 500,
      code: 'internal_error',
      message: 'Something went wrong on our end.',
    });
    expect(reportError).toHaveBeenCalledWith(bug, { route: '/api/nav', requestId: 'req-1' });
  });
});

describe('invalidInput and refusalAnswer', () => {
  it('names at most five failing fields, never their values', () => {
    const schema = z.object(Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => [name, z.number()])));
    const result = schema.safeParse({ a: 'x1', b: 'x2', c: 'x3', d: 'x4', e: 'x5', f: 'x6' });
    if (result.success) throw new Error('expected a failure');
    const refusal = invalidInput(result.error);
    expect(refusal.status).toBe(400);
    expect(refusal.code).toBe('bad_request');
    expect(refusal.message.split('; ').map((part) => part.split(':')[0])).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(refusal.message).not.toMatch(/x\d/);
  });

  it('answers JSON `{ error }`, not cached, with the refusal headers', async () => {
    const response = refusalAnswer({ status: 503, code: 'upstream_unavailable', message: 'Later.', headers: { 'retry-after': '2' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toEqual({ error: { code: 'upstream_unavailable', message: 'Later.' } });
  });
});
