import { describe, expect, it } from 'vitest';
import { agentClaimsFromPayload, agentUsername } from './agent-claims';

const now = 1_750_000_000;

describe('docs/product/agents.md#agent-token: "exp must be in the future (compared in seconds); an agent is recorded only if the token has both name and agent_code."', () => {
  it('worked example: valid claims', () => {
    expect(agentClaimsFromPayload({ name: 'Jane Citizen', agent_code: 'AG42', exp: now + 3600 }, now)).toEqual({
      name: 'Jane Citizen',
      agentCode: 'AG42',
      exp: now + 3600,
    });
  });
  it('an agent_code of 64 characters is the longest', () => {
    expect(agentClaimsFromPayload({ name: 'A', agent_code: 'C'.repeat(64), exp: now + 1 }, now)?.agentCode).toHaveLength(64);
  });
  it('UTF-8 names survive and a numeric agent_code reads as text', () => {
    expect(agentClaimsFromPayload({ name: 'Zoë Müller', agent_code: 7, exp: now + 1 }, now)).toMatchObject({
      name: 'Zoë Müller',
      agentCode: '7',
    });
  });
  it.each([
    ['expired', { name: 'A', agent_code: 'B', exp: now - 1 }],
    ['expiring this second', { name: 'A', agent_code: 'B', exp: now }],
    ['exp as a string', { name: 'A', agent_code: 'B', exp: String(now + 10) }],
    ['no exp', { name: 'A', agent_code: 'B' }],
    ['no name', { agent_code: 'B', exp: now + 10 }],
    ['no agent_code', { name: 'A', exp: now + 10 }],
    ['blank name', { name: '  ', agent_code: 'B', exp: now + 10 }],
    ['blank agent_code', { name: 'A', agent_code: '', exp: now + 10 }],
    ['name as an object', { name: { first: 'A' }, agent_code: 'B', exp: now + 10 }],
    // A code is a short identifier, carried by quote links: one of 65 characters is not one.
    ['an agent_code of 65 characters', { name: 'A', agent_code: 'C'.repeat(65), exp: now + 10 }],
    // Letters, digits, '.', '_' and '-' only: '&' or '=' would leave every order of the agent unsignable.
    ['an agent_code with a field in it', { name: 'A', agent_code: 'A1&order_sig=x', exp: now + 10 }],
    ['an agent_code with a space', { name: 'A', agent_code: 'A 1', exp: now + 10 }],
  ])('%s: agent mode cleared (null)', (_label, payload) => {
    expect(agentClaimsFromPayload(payload, now)).toBeNull();
  });
});

describe('docs/product/agents.md#agent-session: "agentUsername (first word of the agent\'s name)"', () => {
  it('first word', () => {
    expect(agentUsername('Jane Citizen')).toBe('Jane');
    expect(agentUsername('  Jane   Q Citizen ')).toBe('Jane');
    expect(agentUsername('Madonna')).toBe('Madonna');
  });
});
