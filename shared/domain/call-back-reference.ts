// docs/product/address-check.md#call-back: the reference a call-back request is confirmed with, read
// out on the phone: no letters that look or sound alike (Crockford's base 32: no I, L, O, U).

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CALL_BACK_REFERENCE_PATTERN = /^CB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** `CB-XXXX-XXXX` from 8 random bytes (5 bits of each used: 40 bits, plenty for requests a day). */
export function callBackReference(randomBytes: Uint8Array): string {
  if (randomBytes.length < 8) throw new RangeError('callBackReference needs 8 random bytes');
  const chars = Array.from(randomBytes.subarray(0, 8), (byte) => ALPHABET[byte & 31]!).join('');
  return `CB-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
