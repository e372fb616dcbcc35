// docs/product/agents.md#agent-token agent token shape: "must be a string whose second dot-separated part is valid base64 and
// valid JSON; exp must be in the future (compared in seconds); an agent is recorded only if the token
// has both name and agent_code. Otherwise agent mode is cleared."
//
// This is only the SHAPE rule of the claims. It proves nothing by itself: the server applies it to the
// payload jose returns after checking the signature, algorithm and exp (docs/architecture.md#reliability-and-security); jose has already
// refused any token whose parts are not base64url JSON, so nothing here decodes a token again.

/** docs/product/agents.md#agent-mode: the query parameter of an agent link that carries the token (`/?token=…`). */
export const AGENT_LINK_TOKEN_PARAM = 'token';

const claimText = (value: unknown): string | null => {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
};

/**
 * Reads the agent claims from a token's payload (already decoded and verified: jose's jwtVerify
 * result), or null when the claims fail the docs/product/agents.md#agent-token shape rule (exp a number in the future, name and
 * agent_code present and not blank). `exp`: the expiry, seconds since the epoch.
 */
export function agentClaimsFromPayload(payload: Readonly<Record<string, unknown>>, nowSeconds: number) {
  const exp = payload.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || !(exp > nowSeconds)) return null;
  const name = claimText(payload.name);
  const agentCode = claimText(payload.agent_code);
  if (name === null || agentCode === null) return null;
  return { name, agentCode, exp };
}

/** docs/product/agents.md#agent-session: "agentUsername (first word of the agent's name)". */
export function agentUsername(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
