// The agent attribution the order site receives instead of the agent's token
// (docs/product/ordering-and-handoff.md#agent-fields, docs/decisions/024-agent-tokens-stay-inside.md): a short-lived HS256 JWT
// made for one order. Its key is derived from ORDER_AES_SECRET, which the order site already holds
// to decrypt sq_address, so every instance signs alike and the order site needs no new secret:
//   key = HKDF-SHA256(ORDER_AES_SECRET as UTF-8, salt empty, info "order-attribution", 32 bytes)
// Claims: iss the site (SITE_URL), aud the order site's origin, sub and agent_code the agent code,
// iat, exp (ORDER_ATTRIBUTION_TTL_S later), jti, and order_sha256: SHA-256 (base64url) of the
// order's other fields (orderFingerprintText), so it credits this order and no other.
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
