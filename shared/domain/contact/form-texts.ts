// The contact and call-back forms' texts, word for word. Beside the form rules rather than in
// address/messages.ts, which the address check loads on every page: only the forms need these.

// docs/product/content.md#form-errors form error display.
export const FORM_ERROR_GENERIC = 'Oops! Please check all fields are filled in correctly.';

// docs/product/content.md#contact contact form success view.
export const CONTACT_SUCCESS = 'Your message has successfully sent.';
