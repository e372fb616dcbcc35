// The contact form's transitions (docs/product/content.md#contact, docs/product/content.md#form-errors).
// Validation results come from the shared schema, as the component produces them.
import { describe, expect, it } from 'vitest';
import { FORM_ERROR_GENERIC } from '../../../shared/domain/contact/form-texts';
import { contactFieldErrorMap, contactSchema } from '../../../shared/schemas/contact';
import { CONTACT_RATE_LIMITED, CONTACT_SEND_FAILED, EMPTY_CONTACT_VALUES, contactFormReducer, hasFieldErrors, initialContactFormState, withValue, type ContactFormEvent, type ContactFormState, type ContactValues } from './contact-form-state';

const VALID: ContactValues = {
  name: 'Alex Citizen',
  email: 'alex@example.com',
  phone: '0412 345 678',
  category: 'techSupport',
  contactMethod: 'callback',
  message: 'My internet drops out every evening.',
};

const validate = (values: ContactValues) => contactFieldErrorMap(contactSchema.safeParse(values));

const run = (events: ContactFormEvent[], from: ContactFormState = initialContactFormState()) => events.reduce(contactFormReducer, from);

/** Typing a value, with the validation the component attaches. */
const change = (state: ContactFormState, field: keyof ContactValues, value: string): ContactFormEvent => ({
  type: 'fieldChanged',
  field,
  value,
  errors: validate(withValue(state.values, field, value)),
});

const typed = (values: ContactValues, from: ContactFormState = initialContactFormState()) =>
  (Object.keys(values) as (keyof ContactValues)[]).reduce((state, field) => contactFormReducer(state, change(state, field, values[field])), from);

const attempt = (state: ContactFormState): ContactFormEvent => ({ type: 'submitAttempted', errors: validate(state.values) });

const filled = () => typed(VALID);
const submitting = () => {
  const state = filled();
  return contactFormReducer(state, attempt(state));
};
const sent = () => run([{ type: 'submitSucceeded', reference: 'KB-7F3Q9K2M' }], submitting());
const rejectedEmpty = () => {
  const state = initialContactFormState();
  return contactFormReducer(state, attempt(state));
};

describe('contact form state', () => {
  describe('initial state', () => {
    it('starts as an empty form with nothing to say', () => {
      expect(initialContactFormState()).toEqual({
        status: 'editing',
        values: EMPTY_CONTACT_VALUES,
        website: '',
        attempted: false,
        fieldErrors: {},
        summary: null,
        focus: null,
        reference: null,
      });
    });

    it('opens on the success view after a plain post the server accepted (?sent=1)', () => {
      expect(initialContactFormState({ sent: true })).toMatchObject({ status: 'sent', summary: null });
    });

    it("shows the message's reference the plain post came back with (?sent=KB-...)", () => {
      expect(initialContactFormState({ sent: true, reference: 'KB-7F3Q9K2M' }).reference).toBe('KB-7F3Q9K2M');
      expect(initialContactFormState({ sent: false, reference: 'KB-7F3Q9K2M' }).reference).toBeNull();
    });

    it('opens with the general message after a plain post the server refused (?error=1)', () => {
      expect(initialContactFormState({ error: true })).toMatchObject({
        status: 'editing',
        summary: { kind: 'message', text: FORM_ERROR_GENERIC },
        focus: 'summary',
      });
      expect(initialContactFormState({ sent: true }).focus).toBe('success');
      expect(initialContactFormState().focus).toBeNull();
    });
  });

  describe('fieldChanged', () => {
    it('stores the value and keeps quiet before the first attempt', () => {
      const state = run([change(initialContactFormState(), 'email', 'alex@')]);
      expect(state.values).toEqual({ ...EMPTY_CONTACT_VALUES, email: 'alex@' });
      expect(state.fieldErrors).toEqual({});
    });

    it('after an attempt, each field message follows its value as the visitor fixes it', () => {
      const before = rejectedEmpty();
      expect(before.fieldErrors.name).toEqual(['Please enter your name.']);
      const after = run([change(before, 'name', 'Alex')], before);
      expect(after.fieldErrors.name).toBeUndefined();
      expect(after.fieldErrors.email).toEqual(['Please enter your email address.']);
    });

    it('leaves the summary as the attempt found it and moves no focus', () => {
      const before = rejectedEmpty();
      const after = run([change(before, 'name', 'Alex')], before);
      expect(after.summary).toBe(before.summary);
      expect(after.focus).toBeNull();
    });

    it('replaces the server’s field messages with the form’s own once the visitor edits', () => {
      const rejected = run([{ type: 'submitFailed', result: { ok: false, kind: 'invalid', fields: { email: ['Taken.'] } } }], submitting());
      const after = run([change(rejected, 'email', 'alex@example.org')], rejected);
      expect(after.fieldErrors).toEqual({});
    });
  });

  describe('honeypotChanged', () => {
    it('keeps the honeypot apart from the checked values', () => {
      const state = run([{ type: 'honeypotChanged', value: 'spam.example' }]);
      expect(state.website).toBe('spam.example');
      expect(state.values).toEqual(EMPTY_CONTACT_VALUES);
    });
  });

  describe('submitAttempted', () => {
    it('with field messages: lists them, marks the fields, focuses the list, sends nothing', () => {
      const state = rejectedEmpty();
      expect(state.status).toBe('editing');
      expect(state.attempted).toBe(true);
      expect(state.summary).toEqual({ kind: 'fields', errors: state.fieldErrors });
      expect(Object.keys(state.fieldErrors)).toEqual(['name', 'email', 'category', 'contactMethod', 'message']);
      expect(state.focus).toBe('summary');
    });

    it('with none: starts sending, clears the field messages, keeps an earlier summary until the answer', () => {
      const failed = run([{ type: 'submitFailed', result: { ok: false, kind: 'failed' } }], submitting());
      const state = contactFormReducer(failed, attempt(failed));
      expect(state).toMatchObject({ status: 'submitting', attempted: true, fieldErrors: {}, focus: null });
      expect(state.summary).toEqual({ kind: 'message', text: CONTACT_SEND_FAILED });
    });

    it('is ignored while a message is on its way or the success view shows', () => {
      const during = submitting();
      expect(contactFormReducer(during, { type: 'submitAttempted', errors: { name: ['Please enter your name.'] } })).toBe(during);
      const done = sent();
      expect(contactFormReducer(done, { type: 'submitAttempted', errors: {} })).toBe(done);
    });
  });

  describe('submitSucceeded', () => {
    it('shows the success view, focused, without a summary; the values stay until Close', () => {
      const state = sent();
      expect(state).toMatchObject({ status: 'sent', summary: null, focus: 'success', values: VALID });
    });

    it("keeps the message's reference for the success view, and Close forgets it", () => {
      expect(sent().reference).toBe('KB-7F3Q9K2M');
      expect(contactFormReducer(sent(), { type: 'closed' }).reference).toBeNull();
    });

    it('is ignored unless a message is on its way', () => {
      const editing = filled();
      expect(contactFormReducer(editing, { type: 'submitSucceeded', reference: null })).toBe(editing);
    });
  });

  describe('submitFailed', () => {
    it('shows the server’s field messages in the list and beside the fields', () => {
      const fields = { email: ['Please enter a valid email address, like name@example.com.'] };
      const state = run([{ type: 'submitFailed', result: { ok: false, kind: 'invalid', fields } }], submitting());
      expect(state).toMatchObject({ status: 'editing', fieldErrors: fields, summary: { kind: 'fields', errors: fields }, focus: 'summary' });
    });

    it('shows the general message when the server gives no field messages', () => {
      const state = run([{ type: 'submitFailed', result: { ok: false, kind: 'invalid', fields: {} } }], submitting());
      expect(state.summary).toEqual({ kind: 'message', text: FORM_ERROR_GENERIC });
      expect(state.focus).toBe('summary');
    });

    it.each([
      ['rate-limited', CONTACT_RATE_LIMITED],
      ['failed', CONTACT_SEND_FAILED],
    ] as const)('%s: says what to do and keeps what the visitor wrote', (kind, text) => {
      const state = run([{ type: 'submitFailed', result: { ok: false, kind } }], submitting());
      expect(state).toMatchObject({ status: 'editing', summary: { kind: 'message', text }, focus: 'summary', values: VALID, fieldErrors: {} });
    });

    it('is ignored unless a message is on its way', () => {
      const editing = filled();
      expect(contactFormReducer(editing, { type: 'submitFailed', result: { ok: false, kind: 'failed' } })).toBe(editing);
    });
  });

  describe('closed', () => {
    it('Close returns to an empty form, honeypot and messages cleared, focus on the first field', () => {
      const withTrap = run([{ type: 'honeypotChanged', value: 'x' }], submitting());
      const state = run([{ type: 'submitSucceeded', reference: 'KB-7F3Q9K2M' }, { type: 'closed' }], withTrap);
      expect(state).toEqual({ ...initialContactFormState(), focus: 'name' });
    });

    it('Close after a plain post’s success view also gives an empty form', () => {
      expect(run([{ type: 'closed' }], initialContactFormState({ sent: true }))).toEqual({ ...initialContactFormState(), focus: 'name' });
    });

    it('is ignored outside the success view', () => {
      const editing = filled();
      expect(contactFormReducer(editing, { type: 'closed' })).toBe(editing);
    });
  });

  it('hasFieldErrors tells a failed check from a passed one', () => {
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors(validate(EMPTY_CONTACT_VALUES))).toBe(true);
    expect(hasFieldErrors(validate(VALID))).toBe(false);
  });
});
