// docs/product/agents.md#agent-token, docs/architecture.md#reliability-and-security: a token grants agent
// mode only once its signature (pinned algorithms), `iat`, `exp`, issuer, audience, claims and the
// revocation list are checked. Keys: HS256 (AGENT_TOKEN_SECRET) and/or RS256/ES256 (AGENT_JWKS_URL).
// The header's `alg` only picks which key to try; jose refuses any other algorithm or unfit key, so
// neither `alg: none` nor the HS/RS confusion gets through.
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { agentClaimsFromPayload, agentUsername } from '../../../shared/domain/agent/agent-claims';
import { DEFAULT_AGENT_TOKEN_MAX_AGE_S, agentTokenLifetimeProblem } from '../../../shared/domain/agent/agent-token-lifetime';
import type { RevocableToken } from './agent-revocations';

/** What a verified token says about the agent. */
export interface VerifiedAgent {
  /** The full `name` claim. */
  name: string;
  /** docs/product/agents.md#agent-session: first word of the agent's name. */
  agentUsername: string;
  agentCode: string;
  /** `exp`, seconds since the epoch. */
  expiry: number;
  /** `iat`, seconds since the epoch. */
  issuedAt: number;
  /** `jti`, when the agent system sets one (revocation by token). */
  tokenId?: string;
  /** The token itself: the browser keeps it for the order form; it never leaves in a URL. */
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
  /** AGENT_TOKEN_SECRET_PREVIOUS: accepted during a rotation (docs/operations.md#rotating-secrets), never signs. */
  previousSecret?: string | undefined;
  /** AGENT_JWKS_URL: RS256/ES256 keys, fetched as an upstream (server/upstream/agent-key-set.ts). */
  keySet?: JWTVerifyGetKey;
  clock?: () => number;
  /** Told about failures that are ours, not the token's (the key set could not be fetched). */
  reportError?: (err: unknown, ctx?: Record<string, unknown>) => void;
  /** AGENT_TOKEN_MAX_AGE_S: the longest `exp` − `iat` accepted; 12 hours by default. */
  maxAgeSeconds?: number;
  /** AGENT_TOKEN_ISSUER: `iss` must equal it when set; not checked when unset. */
  issuer?: string | undefined;
  /** AGENT_TOKEN_AUDIENCE: `aud` must name it when set; not checked when unset. */
  audience?: string | undefined;
  /** The revocation list (agent-revocations.ts): a revoked token is refused. */
  isRevoked?: (token: RevocableToken) => boolean;
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
  const previousKey = secretKey && options.previousSecret ? new TextEncoder().encode(options.previousSecret) : undefined;
  const keySet = options.keySet;
  const maxAgeSeconds = options.maxAgeSeconds ?? DEFAULT_AGENT_TOKEN_MAX_AGE_S;
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
    const rules = {
      algorithms,
      requiredClaims: ['iat', 'exp', 'name', 'agent_code'],
      currentDate: new Date(now),
      ...(options.issuer ? { issuer: options.issuer } : {}),
      ...(options.audience ? { audience: options.audience } : {}),
    };
    try {
      const { payload } = await jwtVerify(token, keyFor, rules).catch((err: unknown) => {
        // A signature that fails the current key may be the previous key's: the same rules, HS256 only.
        if (previousKey && err instanceof errors.JWSSignatureVerificationFailed)
          return jwtVerify(token, previousKey, { ...rules, algorithms: [...HMAC_ALGORITHMS] });
        throw err;
      });
      // Then the docs/product/agents.md#agent-token rules on the verified payload: lifetime, exp, name and agent_code.
      const nowSeconds = Math.floor(now / 1000);
      if (agentTokenLifetimeProblem(payload, nowSeconds, maxAgeSeconds) !== null) return null;
      const claims = agentClaimsFromPayload(payload, nowSeconds);
      if (!claims) return null;
      const agent: VerifiedAgent = {
        name: claims.name,
        agentUsername: agentUsername(claims.name),
        agentCode: claims.agentCode,
        expiry: claims.exp,
        issuedAt: payload.iat as number,
        ...(typeof payload.jti === 'string' && payload.jti !== '' ? { tokenId: payload.jti } : {}),
        token,
      };
      return options.isRevoked?.(agent) ? null : agent;
    } catch (err) {
      // A bad token is the caller's; anything else (the key set failing) is ours, reported. Either way no agent mode.
      if (!(err instanceof errors.JOSEError && TOKEN_FAULTS.has(err.code)))
        options.reportError?.(err, { where: 'agent token verification' });
      return null;
    }
  };
}
