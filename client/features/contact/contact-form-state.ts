// The contact form's state as a pure reducer (docs/product/content.md#contact); contact-form.tsx runs the effects.
import { FORM_ERROR_GENERIC } from '../../../shared/domain/contact/form-texts';
import { SUPPORT_PHONE } from '../../../shared/domain/site/frame';
import type { ContactSubmitResult } from './submit-contact';

/** The fields people fill in, in form order (the error list follows it). */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'category', 'contactMethod', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
/** Messages keyed by field, as the shared schema and the server give them. */
export type FieldErrors = Partial<Record<string, string[]>>;

export const CONTACT_RATE_LIMITED = `You have sent several messages in a short time. Please wait a minute and try again, or call us on ${SUPPORT_PHONE.inText}.`;
export const CONTACT_SEND_FAILED = `We could not send your message just now. Please try again, or call us on ${SUPPORT_PHONE.inText}.`;

/** A summary above the form: field messages linked to their fields, or one general message. */
export type Summary = { kind: 'fields'; errors: FieldErrors } | { kind: 'message'; text: string };

/** Where focus goes once the view a transition leads to is on screen. */
export type FocusTarget = 'summary' | 'success' | 'name';

export interface ContactFormState {
  /** 'sent' is the success view; a failed send is 'editing' with a message summary. */
  status: 'editing' | 'submitting' | 'sent';
  values: ContactValues;
  /** The honeypot, kept apart from the checked fields: only bots fill it in, the server judges it. */
  website: string;
  /** The visitor has tried to send: from then on each field's message follows its value. */
  attempted: boolean;
  fieldErrors: FieldErrors;
  summary: Summary | null;
  /** Set by the transition that asks for it, cleared by every other, so focus moves once. */
  focus: FocusTarget | null;
  /** The sent message's reference (docs/product/content.md#contact), when the answer gave one. */
  reference: string | null;
}

/** The component runs the schema (it needs the tracking props); the events carry its result. */
export type ContactFormEvent =
  /** `errors` checks the values with this change applied (see withValue). */
  | { type: 'fieldChanged'; field: ContactField; value: string; errors: FieldErrors }
  | { type: 'honeypotChanged'; value: string }
  | { type: 'submitAttempted'; errors: FieldErrors }
  | { type: 'submitSucceeded'; reference: string | null }
  | { type: 'submitFailed'; result: Exclude<ContactSubmitResult, { ok: true }> }
  | { type: 'closed' };

export const EMPTY_CONTACT_VALUES: ContactValues = { name: '', email: '', phone: '', category: '', contactMethod: '', message: '' };

/** The view a plain post's answer asks for (?sent=<reference>, ?sent=1 or ?error=1). */
export function initialContactFormState(returned: { sent?: boolean; error?: boolean; reference?: string | null } = {}): ContactFormState {
  return {
    status: returned.sent ? 'sent' : 'editing',
    values: EMPTY_CONTACT_VALUES,
    website: '',
    attempted: false,
    fieldErrors: {},
    summary: returned.error ? { kind: 'message', text: FORM_ERROR_GENERIC } : null,
    // The answer to a plain post is what the visitor looks for: focus (and the view) go to it.
    focus: returned.sent ? 'success' : returned.error ? 'summary' : null,
    reference: returned.sent ? (returned.reference ?? null) : null,
  };
}

export function withValue(values: ContactValues, field: ContactField, value: string): ContactValues {
  return { ...values, [field]: value };
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

export function contactFormReducer(state: ContactFormState, event: ContactFormEvent): ContactFormState {
  switch (event.type) {
    case 'fieldChanged':
      // Nobody is told off while typing before the first attempt; after it, messages follow the values.
      return {
        ...state,
        values: withValue(state.values, event.field, event.value),
        fieldErrors: state.attempted ? event.errors : state.fieldErrors,
        focus: null,
      };
    case 'honeypotChanged':
      return { ...state, website: event.value, focus: null };
    case 'submitAttempted':
      // One request at a time; the success view has no form to send.
      if (state.status !== 'editing') return state;
      // docs/product/content.md#form-errors: a list of field messages, focused so it is read out.
      if (hasFieldErrors(event.errors)) {
        return { ...state, attempted: true, fieldErrors: event.errors, summary: { kind: 'fields', errors: event.errors }, focus: 'summary' };
      }
      // The summary of an earlier attempt stays until the answer replaces it.
      return { ...state, status: 'submitting', attempted: true, fieldErrors: {}, focus: null };
    case 'submitSucceeded':
      if (state.status !== 'submitting') return state;
      // docs/product/content.md#contact: the success view; the values stay until Close.
      return { ...state, status: 'sent', summary: null, focus: 'success', reference: event.reference };
    case 'submitFailed': {
      if (state.status !== 'submitting') return state;
      const { result } = event;
      if (result.kind === 'invalid') {
        // The server's own messages; with none, the general message (docs/product/content.md#form-errors).
        const summary: Summary = hasFieldErrors(result.fields)
          ? { kind: 'fields', errors: result.fields }
          : { kind: 'message', text: FORM_ERROR_GENERIC };
        return { ...state, status: 'editing', fieldErrors: result.fields, summary, focus: 'summary' };
      }
      // Not the visitor's mistake: say what to do, keep what they wrote so they can send it again.
      const text = result.kind === 'rate-limited' ? CONTACT_RATE_LIMITED : CONTACT_SEND_FAILED;
      return { ...state, status: 'editing', summary: { kind: 'message', text }, focus: 'summary' };
    }
    case 'closed':
      // docs/product/content.md#contact: Close opens an empty form, focus on its first field.
      if (state.status !== 'sent') return state;
      return { ...initialContactFormState(), focus: 'name' };
  }
}
