// Verified agent tokens remembered until they expire, so the rate limits need not verify a JWT per call (docs/architecture.md#budgets).
import { LRUCache } from 'lru-cache';
import type { VerifiedAgent, VerifyAgentToken } from './verify-agent-token';

export interface AgentTokenCacheOptions {
  clock?: () => number;
  /** Tokens remembered at most (least recently used go first). */
  maxTokens?: number;
  /** Verify a remembered token again after this long, even before its exp. */
  maxAgeMs?: number;
  /** The revocation list, asked on every answer from memory: a token revoked since is forgotten. */
  isRevoked?: (agent: VerifiedAgent) => boolean;
}

/** A call centre's agents many times over; entries are a few hundred bytes each. */
const DEFAULT_MAX_TOKENS = 10_000;
/** As long as jose keeps a fetched key set (agent-key-set.ts): a key withdrawn stops its tokens here as soon. */
const DEFAULT_MAX_AGE_MS = 10 * 60_000;

interface Remembered {
  agent: VerifiedAgent;
  /** Milliseconds: the sooner of the token's exp and the re-verification time. */
  until: number;
}

export function cacheVerifiedAgents(verify: VerifyAgentToken, options: AgentTokenCacheOptions = {}) {
  const clock = options.clock ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  const remembered = new LRUCache<string, Remembered>({ max: options.maxTokens ?? DEFAULT_MAX_TOKENS });
  // A burst of calls with one new token (a cold start) verifies it once.
  const running = new Map<string, Promise<VerifiedAgent | null>>();

  const known = (token: string): VerifiedAgent | undefined => {
    const entry = remembered.get(token);
    if (!entry) return undefined;
    // docs/product/agents.md#agent-token: exp strictly in the future; a token revoked since is forgotten.
    if (entry.until > clock() && !options.isRevoked?.(entry.agent)) return entry.agent;
    remembered.delete(token);
    return undefined;
  };

  const verifyOnce = (token: string): Promise<VerifiedAgent | null> => {
    let pending = running.get(token);
    if (!pending) {
      pending = verify(token)
        .then((agent) => {
          if (agent) remembered.set(token, { agent, until: Math.min(agent.expiry * 1000, clock() + maxAgeMs) });
          return agent;
        })
        .finally(() => running.delete(token));
      running.set(token, pending);
    }
    return pending;
  };

  return {
    /** The verifier, answered from memory for a token it accepted before that has not expired. */
    verify: ((token) => {
      const agent = known(token);
      return agent ? Promise.resolve(agent) : verifyOnce(token);
    }) satisfies VerifyAgentToken,
    /** The remembered agent at once (no promise on the hot path), else the verifier's answer. */
    lookup: (token: string): VerifiedAgent | Promise<VerifiedAgent | null> => known(token) ?? verifyOnce(token),
  };
}
