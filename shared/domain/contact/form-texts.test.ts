import { describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS, FORM_ERROR_GENERIC } from './form-texts';

// User-visible strings are binding word for word (docs/product/README.md, docs/product/content.md#form-errors, docs/product/content.md#contact).
describe('form texts, word for word', () => {
  it('FORM_ERROR_GENERIC', () => expect(FORM_ERROR_GENERIC).toBe('Oops! Please check all fields are filled in correctly.'));
  it('CONTACT_SUCCESS', () => expect(CONTACT_SUCCESS).toBe('Your message has successfully sent.'));
});
