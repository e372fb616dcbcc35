// Error reports never carry the agent link's token (DESIGN §6; docs/product/agents.md#agent-token).
import { describe, expect, it } from 'vitest';
import { redactAgentTokenInEvent, redactAgentTokenInQuery, redactAgentTokenInUrl } from './redact-agent-token';

describe('redacting the agent link token', () => {
  it('replaces the token in a URL and keeps the rest', () => {
    expect(redactAgentTokenInUrl('https://site/broadband/nbn?token=a.b.c&utm_source=x#plans')).toBe(
      'https://site/broadband/nbn?token=[Filtered]&utm_source=x#plans',
    );
    expect(redactAgentTokenInUrl('/x?a=1&token=a.b.c')).toBe('/x?a=1&token=[Filtered]');
  });

  it('leaves other parameters alone, including ones whose name ends in token', () => {
    expect(redactAgentTokenInUrl('/x?csrf_token=abc&a=1')).toBe('/x?csrf_token=abc&a=1');
  });

  it('handles each form Sentry keeps a query string in', () => {
    expect(redactAgentTokenInQuery('token=a.b.c&a=1')).toBe('token=[Filtered]&a=1');
    expect(redactAgentTokenInQuery({ token: 'a.b.c', a: '1' })).toEqual({ token: '[Filtered]', a: '1' });
    expect(redactAgentTokenInQuery([['token', 'a.b.c'], ['a', '1']])).toEqual([['token', '[Filtered]'], ['a', '1']]);
  });

  it("redacts an event's request URL and query string", () => {
    const event = { request: { url: 'https://site/?token=secret', query_string: 'token=secret' } };
    expect(JSON.stringify(redactAgentTokenInEvent(event))).not.toContain('secret');
  });
});
