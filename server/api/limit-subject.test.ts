import { apiRequest } from './route-listener.test-helper';
import { describe, expect, it } from 'vitest';
import type { VerifiedAgent } from './agent/verify-agent-token';
import { bearerToken, limitSubjects } from './limit-subject';

const withHeader = (authorization?: string) =>
  apiRequest(new Request('http://site.test/api/address', authorization === undefined ? {} : { headers: { authorization } }), '203.0.113.10');

const JANE: VerifiedAgent = { name: 'Jane Citizen', agentUsername: 'Jane', agentCode: 'A123', expiry: 2_000_000_000, issuedAt: 1_999_990_000, token: 'good' };

describe('bearerToken', () => {
  it('reads the token of an Authorization: Bearer header, in any case of the scheme', () => {
    expect(bearerToken(withHeader('Bearer abc.def.ghi'))).toBe('abc.def.ghi');
    expect(bearerToken(withHeader('bearer abc.def.ghi'))).toBe('abc.def.ghi');
  });

  it('reads nothing from another scheme, an empty or a two-word value, or no header', () => {
    for (const value of ['Basic abc', 'Bearer', 'Bearer ', 'Bearer a b', 'abc.def.ghi', undefined])
      expect(bearerToken(withHeader(value)), String(value)).toBeUndefined();
  });
});

describe('limitSubjects', () => {
  const lookup = (token: string) => (token === 'good' ? JANE : token === 'slow-good' ? Promise.resolve(JANE) : null);
  const subjectOf = limitSubjects(lookup);

  it('a verified agent is counted by agent code, at once when the token is known', async () => {
    expect(subjectOf(withHeader(), 'good')).toEqual({ kind: 'agent', agentCode: 'A123' });
    expect(await subjectOf(withHeader(), 'slow-good')).toEqual({ kind: 'agent', agentCode: 'A123' });
  });

  it('no token, or one the lookup refuses, is counted by client address', () => {
    expect(subjectOf(withHeader(), undefined)).toEqual({ kind: 'visitor', ip: '203.0.113.10' });
    expect(subjectOf(withHeader(), '')).toEqual({ kind: 'visitor', ip: '203.0.113.10' });
    expect(subjectOf(withHeader(), 'forged')).toEqual({ kind: 'visitor', ip: '203.0.113.10' });
  });

  it('without a lookup every caller is a visitor', () => {
    expect(limitSubjects()(withHeader(), 'good')).toEqual({ kind: 'visitor', ip: '203.0.113.10' });
  });
});
