// Whom a rate-limited call counts against (rate-limit.ts LimitSubject): the agent token comes as
// `Authorization: Bearer` (docs/product/agents.md#agent-session) or the hand-off's `agent-token`
// (docs/product/ordering-and-handoff.md#agent-fields). Only a verified token makes the caller an agent
// (docs/architecture.md#reliability-and-security); anything else stays on its address's limits.
import type { ApiRequest } from './api-route';
import type { VerifiedAgent } from './agent/verify-agent-token';
import type { LimitSubject } from './rate-limit';

/** A verified agent for a token, or null; at once when it is known already (verified-agent-cache.ts). */
export type LookupAgent = (token: string) => VerifiedAgent | null | Promise<VerifiedAgent | null>;

/** The token of an `Authorization: Bearer ...` header, if any. */
export function bearerToken(request: Pick<ApiRequest, 'headers'>): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/** Whom a request counts against: the agent `agentToken` names, else its address (everyone without `lookupAgent`). */
export function limitSubjects(lookupAgent?: LookupAgent) {
  return ({ clientIp }: ApiRequest, agentToken: string | undefined): LimitSubject | Promise<LimitSubject> => {
    const visitor: LimitSubject = { kind: 'visitor', ip: clientIp };
    if (!agentToken || !lookupAgent) return visitor;
    const toSubject = (agent: VerifiedAgent | null): LimitSubject => (agent ? { kind: 'agent', agentCode: agent.agentCode } : visitor);
    const agent = lookupAgent(agentToken);
    return agent instanceof Promise ? agent.then(toSubject) : toSubject(agent);
  };
}
