// SPEC §5 agent token shape: "must be a string whose second dot-separated part is valid base64 and
// valid JSON; exp must be in the future (compared in seconds); an agent is recorded only if the token
// has both name and agent_code. Otherwise agent mode is cleared."
//
// This is only the SHAPE rule (what the browser may read to show the agent's name). It proves nothing:
// the server verifies the signature, algorithm and claims separately (DESIGN §6), and decoding alone
// never grants agent mode.

/** SPEC §6: the query parameter of an agent link that carries the token (`/?token=…`). */
export const AGENT_LINK_TOKEN_PARAM = 'token';

export interface AgentClaims {
  name: string;
  agentCode: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Decodes base64 or base64url (padding optional) to text, or null when it is not valid base64 or not
 * valid UTF-8. Pure JavaScript, so it runs the same in the browser, Node and the edge.
 */
export function decodeBase64Text(input: string): string | null {
  const normalized = input.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (normalized.length % 4 === 1) return null;
  let bits = 0;
  let bitCount = 0;
  let percentEncoded = '';
  for (const char of normalized) {
    const value = BASE64_ALPHABET.indexOf(char);
    if (value < 0) return null;
    bits = (bits << 6) | value;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      percentEncoded += `%${((bits >> bitCount) & 0xff).toString(16).padStart(2, '0')}`;
    }
  }
  try {
    return decodeURIComponent(percentEncoded);
  } catch {
    return null; // not UTF-8
  }
}

const claimText = (value: unknown): string | null => {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
};

/** Reads the agent claims of a token, or null when the token fails the SPEC §5 shape rule. */
export function readAgentClaims(token: unknown, nowSeconds: number): AgentClaims | null {
  if (typeof token !== 'string') return null;
  const payload = token.split('.')[1];
  if (payload === undefined || payload === '') return null;
  const json = decodeBase64Text(payload);
  if (json === null) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  const record = claims as Record<string, unknown>;
  const exp = record.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || !(exp > nowSeconds)) return null;
  const name = claimText(record.name);
  const agentCode = claimText(record.agent_code);
  if (name === null || agentCode === null) return null;
  return { name, agentCode, exp };
}

/** SPEC §3: "agentUsername (first word of the agent's name)". */
export function agentUsername(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** SPEC §6: the nav shows 'Not {name}? Log Out'. */
export function agentLogOutLabel(name: string): string {
  return `Not ${agentUsername(name)}? Log Out`;
}
