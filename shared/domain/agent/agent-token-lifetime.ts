// docs/product/agents.md#agent-token life rules: "a token says when it was issued (`iat`) and when it
// ends (`exp`); it is refused when it claims to be issued in the future (beyond a minute of clock
// skew) or when its life (`exp` − `iat`) is longer than the longest the site accepts: 12 hours
// unless configured (`AGENT_TOKEN_MAX_AGE_S`)."
// The server applies this to the payload jose has verified (server/api/agent/verify-agent-token.ts).

/** The longest agent-token life accepted by default: one working day. */
export const DEFAULT_AGENT_TOKEN_MAX_AGE_S = 12 * 3600;

/** Clocks differ a little between the agent system and the site: an `iat` this far ahead still counts as now. */
export const AGENT_TOKEN_CLOCK_SKEW_S = 60;

export type AgentTokenLifetimeProblem = 'missing_iat' | 'missing_exp' | 'issued_in_future' | 'too_long' | 'ends_before_issued';

/** Null when the token's `iat`/`exp` pass the rule; else the reason it is refused. */
export function agentTokenLifetimeProblem(
  payload: Readonly<Record<string, unknown>>,
  nowSeconds: number,
  maxAgeSeconds: number = DEFAULT_AGENT_TOKEN_MAX_AGE_S,
): AgentTokenLifetimeProblem | null {
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || !Number.isFinite(iat)) return 'missing_iat';
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return 'missing_exp';
  if (iat > nowSeconds + AGENT_TOKEN_CLOCK_SKEW_S) return 'issued_in_future';
  if (exp <= iat) return 'ends_before_issued';
  if (exp - iat > maxAgeSeconds) return 'too_long';
  return null;
}
