// docs/product/content.md#contact: a sent message gets a reference the visitor can quote when they
// call or write again. The site makes it and sends it with the message to the events service, so
// the team finds the message by it; it does not depend on what the events service answers.

/** Crockford's base 32: no I, L, O or U, so a reference read out over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CONTACT_REFERENCE_LENGTH = 8;
export const CONTACT_REFERENCE_PATTERN = /^KB-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/;

/** 'KB-' and eight characters, one per random byte (40 bits: no two messages share one in practice). */
export function contactReference(randomBytes: Uint8Array): string {
  if (randomBytes.length < CONTACT_REFERENCE_LENGTH) throw new Error(`A reference needs ${CONTACT_REFERENCE_LENGTH} random bytes`);
  let text = '';
  for (let index = 0; index < CONTACT_REFERENCE_LENGTH; index += 1) text += ALPHABET[randomBytes[index]! % ALPHABET.length];
  return `KB-${text}`;
}

export function isContactReference(value: unknown): value is string {
  return typeof value === 'string' && CONTACT_REFERENCE_PATTERN.test(value);
}

/** The sentence after the confirmation: 'Your reference is KB-7F3Q9K2M.' */
export function contactReferenceText(reference: string): string {
  return `Your reference is ${reference}.`;
}
