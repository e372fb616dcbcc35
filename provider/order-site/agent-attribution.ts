// The stand-in order site's reading of an order's agent fields, as the real one's (docs/product/ordering-and-handoff.md#agent-fields).
import { createHash, hkdfSync } from 'node:crypto';
import { jwtVerify } from 'jose';
import { orderFingerprintText } from '../../shared/domain/ordering/handoff-fields';
import type { OrderQuery } from './order-signature';

export type AgentCredit = { credited: true; agentCode: string } | { credited: false; reason: string };

/** HKDF-SHA256(ORDER_AES_SECRET, no salt, "order-attribution"), 32 bytes: the contract's key. */
function attributionKey(orderAesSecret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', Buffer.from(orderAesSecret, 'utf8'), Buffer.alloc(0), 'order-attribution', 32));
}

/** Reads the agent fields of an order arriving at `audience` (the order site's own origin). */
export type ReadAgentCredit = (query: OrderQuery, audience: string) => Promise<AgentCredit | null>;

export function createAgentCreditReader(options: { orderAesSecret?: string | undefined; clock?: () => number }): ReadAgentCredit {
  const key = options.orderAesSecret ? attributionKey(options.orderAesSecret) : undefined;
  const clock = options.clock ?? Date.now;
  return async (query, audience) => {
    const { agent_code: code, agent_attribution: attribution } = query;
    if (code === undefined && attribution === undefined) return null;
    if (typeof code !== 'string' || typeof attribution !== 'string')
      return { credited: false, reason: 'agent_code and agent_attribution must both arrive, once each' };
    if (!key) return { credited: false, reason: 'this stand-in was not given ORDER_AES_SECRET, so it cannot check the attribution' };
    try {
      const { payload } = await jwtVerify(attribution, key, {
        algorithms: ['HS256'],
        audience,
        requiredClaims: ['iat', 'exp', 'jti', 'agent_code', 'order_sha256'],
        currentDate: new Date(clock()),
      });
      if (payload.agent_code !== code) return { credited: false, reason: 'the attribution names another agent code' };
      const fingerprint = createHash('sha256').update(orderFingerprintText(query)).digest('base64url');
      if (payload.order_sha256 !== fingerprint) return { credited: false, reason: 'the attribution was made for another order' };
      return { credited: true, agentCode: code };
    } catch (err) {
      return { credited: false, reason: `the attribution does not verify (${err instanceof Error ? err.message : String(err)})` };
    }
  };
}
