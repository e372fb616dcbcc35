// `order_sig`: the HMAC of every other hand-off field (docs/product/ordering-and-handoff.md#order-signature).
import { createHmac } from 'node:crypto';
import { ORDER_SIGNATURE_FIELD, orderSignatureText, singleValuedFields } from '../../../shared/domain/ordering/order-signature';

/** The hex HMAC-SHA256 of the fields' canonical text under `secret`. */
export function orderSignature(fields: Readonly<Record<string, string | undefined>>, secret: string): string {
  return createHmac('sha256', secret).update(orderSignatureText(fields), 'utf8').digest('hex');
}

/** The fields with `order_sig` added last. A value the order site could not check is a fault here, not an order to send. */
export function signedOrderFields<F extends Readonly<Record<string, string | undefined>>>(fields: F, secret: string): F & { order_sig: string } {
  const check = singleValuedFields(fields);
  if (!check.ok) throw new Error(`The hand-off cannot be signed: ${check.problem}.`);
  return { ...fields, [ORDER_SIGNATURE_FIELD]: orderSignature(fields, secret) } as F & { order_sig: string };
}
