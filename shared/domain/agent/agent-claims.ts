// docs/product/agents.md#agent-token agent token shape: "must be a string whose second dot-separated part is valid base64 and
// valid JSON; exp must be in the future (compared in seconds); an agent is recorded only if the token
// has both name and agent_code. Otherwise agent mode is cleared."
// Only the claims' shape: it proves nothing by itself, and is applied to the payload jose has verified
// (docs/architecture.md#reliability-and-security), so nothing here decodes a token.

/** docs/product/agents.md#agent-mode: the query parameter of an agent link that carries the token (`/?token=…`). */
export const AGENT_LINK_TOKEN_PARAM = 'token';

/** The longest agent code: a code is a short identifier, never free text, and a quote link carries it. */
export const MAX_AGENT_CODE_LENGTH = 64;
/** An identifier's characters: the signed order text cannot carry '&' or '=', and no code needs a space. */
const AGENT_CODE = /^[A-Za-z0-9._-]+$/;

const claimText = (value: unknown): string | null => {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
};

/** The agent claims of a verified payload, or null when they fail the docs/product/agents.md#agent-token shape rule; `exp` in seconds. */
export function agentClaimsFromPayload(payload: Readonly<Record<string, unknown>>, nowSeconds: number) {
  const exp = payload.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || !(exp > nowSeconds)) return null;
  const name = claimText(payload.name);
  const agentCode = claimText(payload.agent_code);
  if (name === null || agentCode === null || agentCode.length > MAX_AGENT_CODE_LENGTH || !AGENT_CODE.test(agentCode)) return null;
  return { name, agentCode, exp };
}

/** docs/product/agents.md#agent-session: "agentUsername (first word of the agent's name)". */
export function agentUsername(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
