// Agent tokens as the sales system makes them, for trying agent mode without it: HS256 with `name`,
// `agent_code`, `iat`, `exp` and a random `jti` (docs/product/agents.md#agent-token). Used by the
// loopback agent-link route (dev-agent-link-route.ts) and by `npm run agent-link` when it is given
// AGENT_TOKEN_SECRET itself.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

export interface AgentTokenRequest {
  name: string;
  code: string;
  /** How long the token lives. */
  hours: number;
  /** Milliseconds since the epoch. */
  now?: number;
}

export async function mintAgentToken(request: AgentTokenRequest, secret: string): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor((request.now ?? Date.now()) / 1000);
  const expiresAt = issuedAt + Math.round(request.hours * 3600);
  const token = await new SignJWT({ name: request.name, agent_code: request.code })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt };
}
