// The stand-in order site's check of `order_sig` (docs/product/ordering-and-handoff.md#order-signature):
// "the lower-case hex HMAC-SHA256, keyed with ORDER_SIGNING_SECRET, of every other field of the
// query, sorted by name, as name=value joined by &, values as received (decoded)". The website's
// signer (server/api/handoff/order-signature.test.ts) and this check are the two sides of that contract.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderSignatureText } from '../../shared/domain/ordering/order-signature';
import { createOrderSignatureReader } from './order-signature';

/** The website's side, written out as the order site's developers read it (the site's own signer: server/api/handoff/order-signature.ts). */
const orderSignature = (fields: Record<string, string>, key: string) => createHmac('sha256', key).update(orderSignatureText(fields), 'utf8').digest('hex');
const signedOrderFields = <F extends Record<string, string>>(fields: F, key: string): F & { order_sig: string } => ({ ...fields, order_sig: orderSignature(fields, key) });

const CURRENT = 'current-order-signing-key-0123456789abcdef';
const PREVIOUS = 'previous-order-signing-key-0123456789abcdef';
const ORDER = {
  type: 'broadband',
  plan_id: '10317',
  offer_type: 'boost',
  cis_version: 'boost-0a1b2c3d',
  monthly_price_steps: '0.00x1,74.95x5,89.95',
  upfront_total: '0.00',
  sq_address: 'U2FsdGVkX1+abc/def==',
  service_location_id: 'LOC000000000001',
  agent_code: 'A123',
};

describe('orderSignatureText: the canonical text', () => {
  it('every field but order_sig, sorted by name, name=value joined by &, values decoded', () => {
    expect(orderSignatureText({ plan_id: '7', b: 'x y+/=', a: '', order_sig: 'ff' })).toBe('a=&b=x y+/=&plan_id=7');
  });

});

describe('docs/product/ordering-and-handoff.md#order-signature worked example', () => {
  const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/product/ordering-and-handoff.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Order signature'), doc.indexOf('## Tracking fields'));
  const docKey = /with the key `([0-9a-f]{64})`/.exec(section)![1]!;
  const query = /```\n(\?type=[\s\S]*?)\n```/.exec(section)![1]!.replace(/\n/g, '');
  const url = new URL(`https://order.example${query}`);

  it('its signature is the HMAC of its canonical text, and the stand-in verifies it', () => {
    const received = Object.fromEntries(url.searchParams);
    const { order_sig: given, ...fields } = received;
    expect(orderSignatureText(fields)).toBe(/Its canonical text is\n`([^`]+)`/.exec(section)![1]);
    expect(orderSignature(fields, docKey)).toBe(given);
    expect(createOrderSignatureReader({ secret: docKey })(received)).toEqual({ checked: true, verified: true, key: 'current' });
  });

  it("the verification snippet for the order site's developers accepts it, and refuses it changed", () => {
    const snippet = /```js\n([\s\S]*?)```/.exec(section)![1]!.replace(/^import .*$/m, '');
    const orderIsTheWebsites = new Function('createHmac', 'timingSafeEqual', `${snippet}; return orderIsTheWebsites;`)(
      createHmac,
      (a: Buffer, b: Buffer) => a.length === b.length && a.equals(b),
    ) as (url: string, keys: string[]) => boolean;
    expect(orderIsTheWebsites(url.href, [docKey])).toBe(true);
    expect(orderIsTheWebsites(url.href, ['another-key', docKey])).toBe(true);
    const changed = new URL(url);
    changed.searchParams.set('offer_type', 'boost');
    expect(orderIsTheWebsites(changed.href, [docKey])).toBe(false);
    expect(orderIsTheWebsites(`${url.href}&plan_id=1`, [docKey])).toBe(false);
  });
});

describe('the stand-in order site reads order_sig', () => {
  const read = createOrderSignatureReader({ secret: CURRENT, previousSecret: PREVIOUS });

  it('verifies an order signed with the current key, and one signed with the previous key during a rotation', () => {
    expect(read(signedOrderFields(ORDER, CURRENT))).toEqual({ checked: true, verified: true, key: 'current' });
    expect(read(signedOrderFields(ORDER, PREVIOUS))).toEqual({ checked: true, verified: true, key: 'previous' });
    expect(read(signedOrderFields(ORDER, 'another-sites-order-signing-key-0123456789'))).toMatchObject({ verified: false, problem: /does not match/ });
  });

  it.each([
    ['an offer type changed', { offer_type: 'standard' }],
    ['another location id', { service_location_id: 'LOC000000000002' }],
    ['a lower monthly price', { monthly_price_steps: '0.00x1,64.95x5,79.95' }],
    ['another agent credited', { agent_code: 'EVIL007' }],
    ['a field added', { hs: 'subscribe' }],
  ])('refuses an order with %s on the way', (_what, change) => {
    const signed = signedOrderFields(ORDER, CURRENT);
    expect(read({ ...signed, ...change })).toMatchObject({ checked: true, verified: false, problem: /does not match the order/ });
  });

  it('refuses a field removed, a missing or malformed signature, a repeated field and a value holding &', () => {
    const { agent_code: _removed, ...without } = signedOrderFields(ORDER, CURRENT);
    expect(read(without)).toMatchObject({ verified: false, problem: /does not match/ });
    expect(read(ORDER)).toMatchObject({ verified: false, problem: 'order_sig is missing' });
    expect(read({ ...ORDER, order_sig: 'F'.repeat(64) })).toMatchObject({ verified: false, problem: /64 lower-case hex/ });
    const signed = signedOrderFields(ORDER, CURRENT);
    expect(read({ ...signed, plan_id: ['10317', '1'] })).toMatchObject({ verified: false, problem: 'plan_id arrived more than once' });
    // Two fields folded into one value would read the same canonical text: refused before the check.
    const { upfront_total: _upfront, ...folded } = signed;
    expect(read({ ...folded, type: 'broadband&upfront_total=0.00' })).toMatchObject({ verified: false, problem: /'&' or '='/ });
  });

  it('the previous key alone never signs: the website signs with the current key only', () => {
    const onlyPrevious = createOrderSignatureReader({ secret: PREVIOUS });
    expect(onlyPrevious(signedOrderFields(ORDER, CURRENT))).toMatchObject({ verified: false });
  });

  it('a stand-in given no key says it cannot check', () => {
    expect(createOrderSignatureReader({})(signedOrderFields(ORDER, CURRENT))).toEqual({ checked: false, reason: expect.stringMatching(/ORDER_SIGNING_SECRET/) });
  });
});
