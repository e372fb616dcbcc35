// The stand-in order site's check of `order_sig`, as the real one's (docs/product/ordering-and-handoff.md#order-signature).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ORDER_SIGNATURE_FIELD, orderSignatureText, singleValuedFields } from '../../shared/domain/ordering/order-signature';

/** An order as the order site receives it: the hand-off form's fields, a name given twice kept as a list. */
export type OrderQuery = Record<string, string | string[]>;

export type OrderSignatureReading =
  | { checked: true; verified: true; key: 'current' | 'previous' }
  | { checked: true; verified: false; problem: string }
  /** The stand-in was given no key: it says so, and takes the order unchecked (a local run without the site's secret). */
  | { checked: false; reason: string };

export type ReadOrderSignature = (query: OrderQuery) => OrderSignatureReading;

const SIGNATURE = /^[0-9a-f]{64}$/;

export function createOrderSignatureReader(options: { secret?: string | undefined; previousSecret?: string | undefined }): ReadOrderSignature {
  const keys = [
    ...(options.secret ? [{ name: 'current' as const, secret: options.secret }] : []),
    ...(options.previousSecret ? [{ name: 'previous' as const, secret: options.previousSecret }] : []),
  ];
  return (query) => {
    if (keys.length === 0) return { checked: false, reason: 'this stand-in was not given ORDER_SIGNING_SECRET, so it cannot check order_sig' };
    const fields = singleValuedFields(query);
    if (!fields.ok) return { checked: true, verified: false, problem: fields.problem };
    const given = fields.fields[ORDER_SIGNATURE_FIELD];
    if (given === undefined) return { checked: true, verified: false, problem: 'order_sig is missing' };
    if (!SIGNATURE.test(given)) return { checked: true, verified: false, problem: 'order_sig is not 64 lower-case hex digits' };
    const text = orderSignatureText(fields.fields);
    const givenBytes = Buffer.from(given, 'hex');
    for (const key of keys) {
      const expected = createHmac('sha256', key.secret).update(text, 'utf8').digest();
      if (timingSafeEqual(givenBytes, expected)) return { checked: true, verified: true, key: key.name };
    }
    return { checked: true, verified: false, problem: 'order_sig does not match the order: a field was changed, added or removed on the way' };
  };
}
