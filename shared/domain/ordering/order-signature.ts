// docs/product/ordering-and-handoff.md#order-signature: what the hand-off's `order_sig` is computed over, for the site
// and the order stand-in alike; the HMAC is theirs.

/** The signature's own field: never part of what it signs. */
export const ORDER_SIGNATURE_FIELD = 'order_sig';

/** A field as the order site receives it: once (a string), or more than once (a list). */
export type ReceivedFields = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * docs/product/ordering-and-handoff.md#order-signature: "every other field of the query, sorted by
 * name, as `name=value` joined by `&`, values as received (decoded, not percent-encoded)". Names sort
 * by UTF-16 code unit (the hand-off's names are lower-case ASCII, so byte order).
 */
export function orderSignatureText(fields: Readonly<Record<string, string | undefined>>): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[0] !== ORDER_SIGNATURE_FIELD && entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/**
 * docs/product/ordering-and-handoff.md#order-signature: "a field that arrives twice, or a value holding `&`, is refused
 * before the signature is checked", since the signed text joins values with `&`. The fields, each once, or why not.
 */
export function singleValuedFields(received: ReceivedFields): { ok: true; fields: Record<string, string> } | { ok: false; problem: string } {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(received)) {
    if (value === undefined) continue;
    if (typeof value !== 'string') return { ok: false, problem: `${name} arrived more than once` };
    if (value.includes('&') || name.includes('&') || name.includes('='))
      return { ok: false, problem: `${name} holds a character the signed text cannot tell apart ('&' or '=')` };
    fields[name] = value;
  }
  return { ok: true, fields };
}
