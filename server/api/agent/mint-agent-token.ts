// Agent tokens as the sales system makes them (docs/product/agents.md#agent-token), for `npm run agent-link`.
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
