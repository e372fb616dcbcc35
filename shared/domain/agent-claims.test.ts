import { describe, expect, it } from 'vitest';
import { agentLogOutLabel, agentUsername, decodeBase64Text, readAgentClaims } from './agent-claims';

// Test-only encoder (Node's Buffer is fine in a test; the code under test uses none).
const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: unknown): string => `eyJhbGciOiJIUzI1NiJ9.${b64url(claims)}.c2lnbmF0dXJl`;
const now = 1_750_000_000;

describe('SPEC §5: "Agent token: must be a string whose second dot-separated part is valid base64 and valid JSON; exp must be in the future (compared in seconds); an agent is recorded only if the token has both name and agent_code."', () => {
  it('worked example: a valid token', () => {
    expect(readAgentClaims(token({ name: 'Jane Citizen', agent_code: 'AG42', exp: now + 3600 }), now)).toEqual({
      name: 'Jane Citizen',
      agentCode: 'AG42',
      exp: now + 3600,
    });
  });
  it('UTF-8 names survive', () => {
    expect(readAgentClaims(token({ name: 'Zoë Müller', agent_code: 7, exp: now + 1 }), now)).toMatchObject({
      name: 'Zoë Müller',
      agentCode: '7',
    });
  });
  it('padded standard base64 is accepted too', () => {
    const payload = Buffer.from(JSON.stringify({ name: 'A', agent_code: 'B', exp: now + 10 })).toString('base64');
    expect(readAgentClaims(`h.${payload}.s`, now)).not.toBeNull();
  });
  it.each([
    ['not a string', 42],
    ['no second part', 'abc'],
    ['empty second part', 'a..c'],
    ['not base64', 'a.!!!.c'],
    ['not JSON', `a.${Buffer.from('hello').toString('base64url')}.c`],
    ['JSON but not an object', `a.${b64url([1, 2])}.c`],
    ['expired', token({ name: 'A', agent_code: 'B', exp: now - 1 })],
    ['expiring this second', token({ name: 'A', agent_code: 'B', exp: now })],
    ['exp as a string', token({ name: 'A', agent_code: 'B', exp: String(now + 10) })],
    ['no exp', token({ name: 'A', agent_code: 'B' })],
    ['no name', token({ agent_code: 'B', exp: now + 10 })],
    ['no agent_code', token({ name: 'A', exp: now + 10 })],
    ['blank name', token({ name: '  ', agent_code: 'B', exp: now + 10 })],
  ])('%s: agent mode cleared (null)', (_label, value) => {
    expect(readAgentClaims(value, now)).toBeNull();
  });
});

describe('decodeBase64Text', () => {
  it('decodes and rejects', () => {
    expect(decodeBase64Text('aGVsbG8')).toBe('hello');
    expect(decodeBase64Text('aGVsbG8=')).toBe('hello');
    expect(decodeBase64Text('a')).toBeNull();
    expect(decodeBase64Text('/w')).toBeNull(); // 0xff is not UTF-8
  });
});

describe('SPEC §3: "agentUsername (first word of the agent\'s name)"', () => {
  it('first word', () => {
    expect(agentUsername('Jane Citizen')).toBe('Jane');
    expect(agentUsername('  Jane   Q Citizen ')).toBe('Jane');
    expect(agentUsername('Madonna')).toBe('Madonna');
  });
  it("SPEC §6: 'Not {name}? Log Out'", () => {
    expect(agentLogOutLabel('Jane Citizen')).toBe('Not Jane? Log Out');
  });
});
