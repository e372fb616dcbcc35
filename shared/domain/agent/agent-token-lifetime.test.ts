import { describe, expect, it } from 'vitest';
import { AGENT_TOKEN_CLOCK_SKEW_S, DEFAULT_AGENT_TOKEN_MAX_AGE_S, agentTokenLifetimeProblem } from './agent-token-lifetime';

const now = 1_750_000_000;
const HOUR = 3600;

describe('docs/product/agents.md#agent-token: "a token says when it was issued (iat) and when it ends (exp); it is refused when it claims to be issued in the future (beyond a minute of clock skew) or when its life (exp − iat) is longer than the longest the site accepts: 12 hours unless configured"', () => {
  it('worked example: issued an hour ago for 8 hours passes', () => {
    expect(agentTokenLifetimeProblem({ iat: now - HOUR, exp: now + 7 * HOUR }, now)).toBeNull();
  });
  it('the default is 12 hours, and exactly 12 hours passes', () => {
    expect(DEFAULT_AGENT_TOKEN_MAX_AGE_S).toBe(12 * HOUR);
    expect(agentTokenLifetimeProblem({ iat: now, exp: now + 12 * HOUR }, now)).toBeNull();
    expect(agentTokenLifetimeProblem({ iat: now, exp: now + 12 * HOUR + 1 }, now)).toBe('too_long');
  });
  it('a ten-year token is refused', () => {
    expect(agentTokenLifetimeProblem({ iat: now, exp: now + 10 * 365 * 24 * HOUR }, now)).toBe('too_long');
  });
  it('a token without iat, or with a non-numeric one, is refused', () => {
    expect(agentTokenLifetimeProblem({ exp: now + HOUR }, now)).toBe('missing_iat');
    expect(agentTokenLifetimeProblem({ iat: String(now), exp: now + HOUR }, now)).toBe('missing_iat');
  });
  it('a token without exp is refused', () => {
    expect(agentTokenLifetimeProblem({ iat: now }, now)).toBe('missing_exp');
  });
  it('issued in the future (beyond a minute of clock skew) is refused: it would stretch its life past the limit', () => {
    expect(agentTokenLifetimeProblem({ iat: now + AGENT_TOKEN_CLOCK_SKEW_S, exp: now + HOUR }, now)).toBeNull();
    expect(agentTokenLifetimeProblem({ iat: now + 10 * 365 * 24 * HOUR, exp: now + 10 * 365 * 24 * HOUR + HOUR }, now)).toBe('issued_in_future');
  });
  it('exp at or before iat is refused', () => {
    expect(agentTokenLifetimeProblem({ iat: now, exp: now }, now)).toBe('ends_before_issued');
  });
  it('a configured maximum applies instead of the default', () => {
    expect(agentTokenLifetimeProblem({ iat: now, exp: now + 2 * HOUR }, now, HOUR)).toBe('too_long');
    expect(agentTokenLifetimeProblem({ iat: now, exp: now + 20 * HOUR }, now, 24 * HOUR)).toBeNull();
  });
});
