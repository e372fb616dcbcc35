// docs/product/agents.md#agent-token, docs/product/agents.md#agent-mode and DESIGN §6: an agent token grants agent mode only after the server has checked its
// signature with a pinned algorithm, its `exp` (required, in the future) and the `name` and
// `agent_code` claims. Decoding alone never grants anything.
//
// Keys (DESIGN §4): HS256 with AGENT_TOKEN_SECRET, and/or RS256/ES256 with a key set published at
// AGENT_JWKS_URL. The header's `alg` only chooses which of our keys to try; jose then refuses any
// algorithm outside the pinned list and any key that does not fit the algorithm, so neither
// `alg: none` nor the HS/RS confusion can get through.
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { agentClaimsFromPayload, agentUsername } from '../../../shared/domain/agent-claims';

/** What a verified token says about the agent. */
export interface VerifiedAgent {
  /** The full `name` claim. */
  name: string;
  /** docs/product/agents.md#agent-session: first word of the agent's name. */
  agentUsername: string;
  agentCode: string;
  /** `exp`, seconds since the epoch. */
  expiry: number;
  /** The token itself, passed on to the order site (docs/product/agents.md#expiry). */
  token: string;
}

export type VerifyAgentToken = (token: string) => Promise<VerifiedAgent | null>;

export const HMAC_ALGORITHMS = ['HS256'] as const;
export const KEY_SET_ALGORITHMS = ['RS256', 'ES256'] as const;

/** Tokens are short (a header, three claims, a signature); anything longer is not one of ours. */
export const MAX_AGENT_TOKEN_LENGTH = 4096;

export interface AgentTokenVerifierOptions {
  /** AGENT_TOKEN_SECRET: HS256. */
  secret?: string;
  /** AGENT_JWKS_URL: RS256/ES256 keys, fetched as an upstream (server/upstream/agent-key-set.ts). */
  keySet?: JWTVerifyGetKey;
  /** Wall clock in milliseconds; injected by tests. */
  clock?: () => number;
  /** Told about failures that are ours, not the token's (the key set could not be fetched). */
  reportError?: (err: unknown, ctx?: Record<string, unknown>) => void;
}

/** jose error codes that mean "this token is not acceptable", as opposed to a failure on our side. */
const TOKEN_FAULTS: ReadonlySet<string> = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
]);

export function createAgentTokenVerifier(options: AgentTokenVerifierOptions): VerifyAgentToken {
  const clock = options.clock ?? Date.now;
  const secretKey = options.secret ? new TextEncoder().encode(options.secret) : undefined;
  const keySet = options.keySet;
  const algorithms: string[] = [...(secretKey ? HMAC_ALGORITHMS : []), ...(keySet ? KEY_SET_ALGORITHMS : [])];
  if (algorithms.length === 0) throw new Error('Agent tokens need AGENT_TOKEN_SECRET or AGENT_JWKS_URL.');

  const keyFor: JWTVerifyGetKey = async (header, token) => {
    if (header.alg === 'HS256' && secretKey) return secretKey;
    if (keySet && (KEY_SET_ALGORITHMS as readonly string[]).includes(header.alg ?? '')) return keySet(header, token);
    throw new errors.JOSEAlgNotAllowed('"alg" (Algorithm) Header Parameter value not allowed');
  };

  return async (token) => {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_AGENT_TOKEN_LENGTH) return null;
    const now = clock();
    try {
      const { payload } = await jwtVerify(token, keyFor, {
        algorithms,
        requiredClaims: ['exp', 'name', 'agent_code'],
        currentDate: new Date(now),
      });
      // jose has checked the signature and exp; the docs/product/agents.md#agent-token shape rule then reads its verified
      // payload: a numeric exp strictly in the future and non-blank name and agent_code.
      const claims = agentClaimsFromPayload(payload, Math.floor(now / 1000));
      if (!claims) return null;
      return {
        name: claims.name,
        agentUsername: agentUsername(claims.name),
        agentCode: claims.agentCode,
        expiry: claims.exp,
        token,
      };
    } catch (err) {
      // A bad token is the caller's problem; anything else (the key set unreachable, malformed or
      // timing out) is ours and worth reporting. Either way no agent mode.
      if (!(err instanceof errors.JOSEError && TOKEN_FAULTS.has(err.code)))
        options.reportError?.(err, { where: 'agent token verification' });
      return null;
    }
  };
}
