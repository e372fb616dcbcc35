// docs/product/ordering-and-handoff.md#order-signature: "`order_sig` is the lower-case hex
// HMAC-SHA256, keyed with ORDER_SIGNING_SECRET, of the canonical text of the query's other fields".
// The stand-in's check of the same contract: provider/order-site/order-signature.test.ts.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderSignatureText } from '../../../shared/domain/ordering/order-signature';
import { orderSignature, signedOrderFields } from './order-signature';

const KEY = '3f6c1e0a9b7d2c4e8f1a6b3d5c7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e';
/** The documented example's order (docs/product/ordering-and-handoff.md#order-signature). */
const ORDER = {
  type: 'broadband',
  technology: 'fibre',
  sq_address: 'U2FsdGVkX1+abc/def==',
  plan_id: '10591',
  offer_type: 'standard',
  cis_version: 'standard-0a1b2c3d',
  monthly_price_steps: '0.00x1,74.95x5,89.95',
  upfront_total: '0.00',
  service_location_id: 'LOC000184726551',
};

describe('signedOrderFields', () => {
  it('adds order_sig last: the documented example signature', () => {
    const signed = signedOrderFields(ORDER, KEY);
    expect(Object.keys(signed).at(-1)).toBe('order_sig');
    expect(signed.order_sig).toBe('33f10d32d900840340bfc23cb8e8f91d873777ccada4ce7b3d2d1615d669fba0');
    expect(signed.order_sig).toBe(createHmac('sha256', KEY).update(orderSignatureText(ORDER)).digest('hex'));
  });

  it('every field counts: one changed, added or removed changes the signature', () => {
    const base = orderSignature(ORDER, KEY);
    expect(orderSignature({ ...ORDER, offer_type: 'boost' }, KEY)).not.toBe(base);
    expect(orderSignature({ ...ORDER, hs: 'trial' }, KEY)).not.toBe(base);
    const { upfront_total: _removed, ...less } = ORDER;
    expect(orderSignature(less, KEY)).not.toBe(base);
    expect(orderSignature(ORDER, `${KEY}0`)).not.toBe(base);
  });

  it('refuses to sign a value the order site could not check', () => {
    expect(() => signedOrderFields({ ...ORDER, utm_source: 'a&b' }, KEY)).toThrow(/cannot be signed/);
  });
});
