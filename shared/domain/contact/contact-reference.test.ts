import { describe, expect, it } from 'vitest';
import { contactReference, contactReferenceText, isContactReference } from './references';

describe('docs/product/content.md#contact: the reference of a sent message', () => {
  it("is 'KB-' and eight characters a person can read out (no I, L, O or U)", () => {
    const reference = contactReference(Uint8Array.from([0, 1, 10, 31, 32, 200, 255, 18]));
    expect(reference).toBe('KB-01AZ08ZJ');
    expect(isContactReference(reference)).toBe(true);
    expect(reference).not.toMatch(/[ILOU]/);
  });

  it('needs eight random bytes', () => {
    expect(() => contactReference(new Uint8Array(7))).toThrow(/8 random bytes/);
  });

  it('recognises only its own shape', () => {
    expect(isContactReference('KB-7F3Q9K2M')).toBe(true);
    expect(isContactReference('KB-7F3Q9K2')).toBe(false);
    expect(isContactReference('KB-7F3Q9KIL')).toBe(false);
    expect(isContactReference('1')).toBe(false);
    expect(isContactReference(undefined)).toBe(false);
  });

  it('is told in a sentence of its own', () => {
    expect(contactReferenceText('KB-7F3Q9K2M')).toBe('Your reference is KB-7F3Q9K2M.');
  });
});
