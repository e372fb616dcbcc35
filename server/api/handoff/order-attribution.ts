// The agent attribution the order site receives instead of the agent's token: a short-lived HS256 JWT
// for one order, keyed by HKDF-SHA256 of ORDER_AES_SECRET, with order_sha256 over the order's other
// fields (docs/product/ordering-and-handoff.md#agent-fields, docs/decisions/024-agent-tokens-stay-inside.md).
import { createHash, hkdfSync, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { orderFingerprintText } from '../../../shared/domain/ordering/handoff-fields';

/** Long enough for the browser to follow the 303, short enough that a copy in a log is soon worthless. */
export const ORDER_ATTRIBUTION_TTL_S = 300;
export const ORDER_ATTRIBUTION_KEY_INFO = 'order-attribution';

export function orderAttributionKey(orderAesSecret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', Buffer.from(orderAesSecret, 'utf8'), Buffer.alloc(0), ORDER_ATTRIBUTION_KEY_INFO, 32));
}

export function orderFingerprint(fields: Readonly<Record<string, string | undefined>>): string {
  return createHash('sha256').update(orderFingerprintText(fields)).digest('base64url');
}

/** Who signs (SITE_URL), for whom (ORDER_SITE_URL: its origin is the audience), and orderAttributionKey's key. */
export interface AttributionSigner {
  key: Uint8Array;
  siteUrl: string;
  orderSiteUrl: string;
}

/** `fields`: the order's, agent_code included, agent_attribution not; `now` in milliseconds. */
export function signOrderAttribution(signer: AttributionSigner, agentCode: string, fields: Readonly<Record<string, string | undefined>>, now: number): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ agent_code: agentCode, order_sha256: orderFingerprint(fields) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(signer.siteUrl)
    .setAudience(new URL(signer.orderSiteUrl).origin)
    .setSubject(agentCode)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ORDER_ATTRIBUTION_TTL_S)
    .setJti(randomUUID())
    .sign(signer.key);
}
