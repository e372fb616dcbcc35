// The references a visitor is given to quote on the phone: a call-back's and a sent message's.
// Read out loud, so no letters that look or sound alike (Crockford's base 32: no I, L, O or U).
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Eight characters from 8 random bytes, 5 bits of each: 40 bits, so no two references share one in practice. */
function referenceChars(randomBytes: Uint8Array): string {
  if (randomBytes.length < 8) throw new RangeError('A reference needs 8 random bytes');
  return Array.from(randomBytes.subarray(0, 8), (byte) => ALPHABET[byte & 31]!).join('');
}

// docs/product/address-check.md#call-back: the reference a call-back request is confirmed with.
export const CALL_BACK_REFERENCE_PATTERN = /^CB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** `CB-XXXX-XXXX`. */
export function callBackReference(randomBytes: Uint8Array): string {
  const chars = referenceChars(randomBytes);
  return `CB-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

// docs/product/content.md#contact: a sent message's reference, made by the site (not the events service) and sent with it.

export const CONTACT_REFERENCE_PATTERN = /^KB-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/;

/** 'KB-' and eight characters. */
export function contactReference(randomBytes: Uint8Array): string {
  return `KB-${referenceChars(randomBytes)}`;
}

export function isContactReference(value: unknown): value is string {
  return typeof value === 'string' && CONTACT_REFERENCE_PATTERN.test(value);
}

/** The sentence after the confirmation: 'Your reference is KB-7F3Q9K2M.' */
export function contactReferenceText(reference: string): string {
  return `Your reference is ${reference}.`;
}
