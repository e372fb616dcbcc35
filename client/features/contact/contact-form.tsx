// The contact form (docs/product/content.md#contact): one schema checks it here and on the server; without
// JavaScript a plain post the server redirects back here (?sent=<reference> or ?error=1).
import { useEffect, useReducer, useRef } from 'react';
import type { ChangeEvent, FormEvent, MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { contactReferenceText, isContactReference } from '../../../shared/domain/contact/references';
import { CONTACT_SUCCESS, FORM_ERROR_GENERIC } from '../../../shared/domain/contact/form-texts';
import { CONTACT_CATEGORIES, CONTACT_MESSAGE_MAX, CONTACT_METHODS, type ContactCategory, type ContactMethod } from '../../../shared/schemas/contact-options';
import type * as ContactSchemaModule from '../../../shared/schemas/contact';
import { useTextTypedEarly } from '../../app/lazy-on-need';
import { Button } from '../../components/ui/button';
import { useRadioTabStop } from '../../components/ui/use-radio-tab-stop';
import { focusAtStart } from '../../lib/focus-at-start';
import { CONTACT_FIELDS, contactFormReducer, hasFieldErrors, initialContactFormState, withValue, type ContactField, type ContactValues, type FieldErrors } from './contact-form-state';
import { CONTACT_ENDPOINT, submitContact } from './submit-contact';
import './contact-form.css';

// The schema (with zod) loads when the visitor starts on the form (docs/architecture.md#budgets); messages
// show only after a first attempt, which waits for it, so nobody is told less.
type ContactRules = typeof ContactSchemaModule;
let loadedRules: ContactRules | undefined;
export const loadContactRules = (): Promise<ContactRules> => import('../../../shared/schemas/contact').then((rules) => (loadedRules = rules));

// The labels of the product rules' categories and methods (docs/product/content.md#contact); the values sent are the keys.
const CATEGORY_LABELS: Record<ContactCategory, string> = {
  newService: 'A new service or plan',
  techSupport: 'Technical support',
  orderStatus: 'The status of my order',
  billingIssues: 'Billing and payments',
  complaints: 'Making a complaint',
};

const METHOD_LABELS: Record<ContactMethod, string> = {
  email: 'Email',
  sms: 'SMS',
  phone: 'Phone call',
  callback: 'Call me back',
};

export interface ContactFormProps {
  /** Filled from session storage after hydration (docs/product/ordering-and-handoff.md#tracking-fields). */
  tracking: { utm_source?: string; conversation_id?: string };
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

/** `?sent=` after a plain post: the message's reference, or `1` (sent, no reference to show). */
function sentParam(value: string | null): { sent: boolean; reference: string | null } {
  if (isContactReference(value)) return { sent: true, reference: value };
  return { sent: value === '1', reference: null };
}

// One contact form per page, so plain ids: the error list links to them as #contact-name etc.
const fieldId = (field: string) => `contact-${field}`;
/** Where a field's error links: the field, or the first of the contact-method radios. */
const targetId = (field: string) => fieldId(field === 'contactMethod' ? `contactMethod-${CONTACT_METHODS[0]}` : field);

const focusField = (field: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  const element = document.getElementById(targetId(field));
  if (!element) return;
  event.preventDefault();
  element.focus();
  element.scrollIntoView?.({ block: 'center' });
};

/** The sentence with the reference (and its full stop) in a box of its own, never broken inside a group. */
function ReferenceSentence({ reference }: { reference: string }) {
  const text = contactReferenceText(reference);
  const at = text.indexOf(reference);
  return (
    <p className="contact-success__reference">
      {text.slice(0, at)}
      <span className="contact-success__code">{text.slice(at)}</span>
    </p>
  );
}

export function ContactForm({ tracking, labelledBy }: ContactFormProps) {
  // Read only: useSearchParams would add its setter's code to the entry chunk, where react-router sits.
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const navigate = useNavigate();
  // The transitions live in contact-form-state.ts; this component renders and runs the effects.
  const [state, dispatch] = useReducer(contactFormReducer, params, (initial) =>
    initialContactFormState({ ...sentParam(initial.get('sent')), error: initial.get('error') === '1' }),
  );
  const { values, website, fieldErrors, summary } = state;
  const sending = state.status === 'submitting';
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  /** A send that waits for the schema: a second click meanwhile must not send twice. */
  const awaitingRules = useRef(false);

  useEffect(() => () => abort.current?.abort(), []);

  // Move focus once the view the transition asked for is on screen (each transition sets or clears it).
  useEffect(() => {
    if (state.focus === 'summary') focusAtStart(summaryRef.current);
    else if (state.focus === 'success') successRef.current?.focus();
    else if (state.focus === 'name') nameRef.current?.focus();
  }, [state]);

  const validate = (rules: ContactRules, next: ContactValues): FieldErrors =>
    rules.contactFieldErrorMap(rules.contactSchema.safeParse({ ...next, ...tracking }));
  // Before the schema has arrived no attempt has been made, and the reducer ignores these errors.
  const validateIfLoaded = (next: ContactValues): FieldErrors => (loadedRules ? validate(loadedRules, next) : {});
  const prefetchRules = () => {
    if (!loadedRules) void loadContactRules().catch(() => undefined);
  };

  const change = (field: ContactField, value: string) =>
    dispatch({ type: 'fieldChanged', field, value, errors: validateIfLoaded(withValue(values, field, value)) });
  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    change(field, event.target.value);

  // What was typed before the page's code arrived is the form's from the start.
  const formRef = useRef<HTMLFormElement>(null);
  useTextTypedEarly(formRef, (field) => {
    if (field.name in values) change(field.name as ContactField, field.value);
  });
  useRadioTabStop(formRef);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status !== 'editing') return;
    // Loaded: no wait, the summary shows in this tick. Else the request waits for the schema.
    let rules = loadedRules;
    if (!rules) {
      if (awaitingRules.current) return;
      awaitingRules.current = true;
      const form = event.currentTarget;
      try {
        rules = await loadContactRules();
      } catch {
        // The schema did not arrive: the form posts as it does without JavaScript, the server checks it.
        form.submit();
        return;
      } finally {
        awaitingRules.current = false;
      }
    }
    const errors = validate(rules, values);
    dispatch({ type: 'submitAttempted', errors });
    if (hasFieldErrors(errors)) return;
    abort.current?.abort();
    abort.current = new AbortController();
    try {
      const result = await submitContact({ ...values, website, ...tracking }, abort.current.signal);
      dispatch(result.ok ? { type: 'submitSucceeded', reference: result.reference } : { type: 'submitFailed', result });
    } catch {
      // Aborted because the page went away: nothing to show.
    }
  };

  const close = () => {
    dispatch({ type: 'closed' });
    // A no-JavaScript success left ?sent=... in the address: drop it.
    if (params.has('sent') || params.has('error')) navigate({ search: '' }, { replace: true, preventScrollReset: true });
  };

  if (state.status === 'sent') {
    return (
      <div className="contact-success" ref={successRef} tabIndex={-1} role="status" autoFocus={state.focus === 'success'}>
        <p className="contact-success__text">{CONTACT_SUCCESS}</p>
        {/* docs/product/content.md#contact: the reference to quote, after the confirmation, never broken inside a group. */}
        {state.reference ? <ReferenceSentence reference={state.reference} /> : null}
        <Button colour="indigo" hoverColor="lime" onClick={close}>
          Close
        </Button>
      </div>
    );
  }

  const errorOf = (field: string) => fieldErrors[field];
  const describedBy = (field: string, hint?: boolean) =>
    [hint ? `${fieldId(field)}-hint` : undefined, errorOf(field) ? `${fieldId(field)}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const inlineError = (field: string) =>
    errorOf(field) ? (
      <p id={`${fieldId(field)}-error`} className="contact-form__error">
        {errorOf(field)!.join(' ')}
      </p>
    ) : null;

  return (
    <form ref={formRef} className="contact-form" method="post" action={CONTACT_ENDPOINT} noValidate onSubmit={onSubmit} onFocus={prefetchRules} aria-labelledby={labelledBy}>
      {summary ? (
        // autoFocus is drawn by the server too: without JavaScript the page opens on the refusal.
        <div className="form-errors" ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={fieldId('errors-title')} autoFocus={state.focus === 'summary'}>
          {summary.kind === 'message' ? (
            <p id={fieldId('errors-title')} className="form-errors__title">
              {summary.text}
            </p>
          ) : (
            <SummaryList errors={summary.errors} titleId={fieldId('errors-title')} />
          )}
        </div>
      ) : null}

      <p className="contact-form__note">All fields are required unless marked optional.</p>

      <div className="contact-form__field">
        <label htmlFor={fieldId('name')}>Your name</label>
        <input ref={nameRef} id={fieldId('name')} name="name" type="text" autoComplete="name" value={values.name} onChange={onChange('name')} aria-invalid={errorOf('name') ? true : undefined} aria-describedby={describedBy('name')} />
        {inlineError('name')}
      </div>

      <div className="contact-form__field">
        <label htmlFor={fieldId('email')}>Email address</label>
        <input id={fieldId('email')} name="email" type="email" autoComplete="email" inputMode="email" value={values.email} onChange={onChange('email')} aria-invalid={errorOf('email') ? true : undefined} aria-describedby={describedBy('email')} />
        {inlineError('email')}
      </div>

      <div className="contact-form__field">
        <label htmlFor={fieldId('phone')}>
          Phone number <span className="contact-form__optional">(optional for email)</span>
        </label>
        <p id={`${fieldId('phone')}-hint`} className="contact-form__hint">
          Needed if you would like an SMS, a phone call or a call back.
        </p>
        <input id={fieldId('phone')} name="phone" type="tel" autoComplete="tel" inputMode="tel" value={values.phone} onChange={onChange('phone')} aria-invalid={errorOf('phone') ? true : undefined} aria-describedby={describedBy('phone', true)} />
        {inlineError('phone')}
      </div>

      <div className="contact-form__field">
        <label htmlFor={fieldId('category')}>What is your enquiry about?</label>
        <select id={fieldId('category')} name="category" value={values.category} onChange={onChange('category')} aria-invalid={errorOf('category') ? true : undefined} aria-describedby={describedBy('category')}>
          <option value="">Choose a topic</option>
          {CONTACT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
        {inlineError('category')}
      </div>

      <fieldset className="contact-form__field contact-form__methods" aria-describedby={errorOf('contactMethod') ? `${fieldId('contactMethod')}-error` : undefined}>
        <legend>How would you like us to contact you?</legend>
        <div className="contact-form__radios">
          {CONTACT_METHODS.map((method) => (
            <div key={method} className="contact-form__radio">
              <input
                id={fieldId(`contactMethod-${method}`)}
                type="radio"
                name="contactMethod"
                value={method}
                checked={values.contactMethod === method}
                onChange={onChange('contactMethod')}
                aria-invalid={errorOf('contactMethod') ? true : undefined}
              />
              <label htmlFor={fieldId(`contactMethod-${method}`)}>{METHOD_LABELS[method]}</label>
            </div>
          ))}
        </div>
        {inlineError('contactMethod')}
      </fieldset>

      <div className="contact-form__field">
        <label htmlFor={fieldId('message')}>Your message</label>
        <textarea id={fieldId('message')} name="message" rows={6} maxLength={CONTACT_MESSAGE_MAX} value={values.message} onChange={onChange('message')} aria-invalid={errorOf('message') ? true : undefined} aria-describedby={describedBy('message')} />
        {inlineError('message')}
      </div>

      {/* Honeypot: hidden from people and assistive technology; only bots fill it in. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={fieldId('website')}>Leave this field empty</label>
        <input id={fieldId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => dispatch({ type: 'honeypotChanged', value: event.target.value })} />
      </div>
      <input type="hidden" name="utm_source" value={tracking.utm_source ?? ''} />
      <input type="hidden" name="conversation_id" value={tracking.conversation_id ?? ''} />

      <Button colour="lime" hoverColor="indigo" type="submit" disabled={sending} aria-busy={sending || undefined} onClick={() => undefined}>
        {sending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}

function SummaryList({ errors, titleId }: { errors: FieldErrors; titleId: string }) {
  // docs/product/content.md#form-errors: a list of field messages, in form order; messages of other fields come last, unlinked.
  const known = CONTACT_FIELDS.flatMap((field) => (errors[field] ?? []).map((message) => ({ field: field as string, message })));
  const others = Object.entries(errors)
    .filter(([field]) => !(CONTACT_FIELDS as readonly string[]).includes(field))
    .flatMap(([, messages]) => (messages ?? []).map((message) => ({ field: '', message })));
  const items = [...known, ...others];
  if (items.length === 0) {
    return (
      <p id={titleId} className="form-errors__title">
        {FORM_ERROR_GENERIC}
      </p>
    );
  }
  return (
    <>
      <p id={titleId} className="form-errors__title">
        Please check the following:
      </p>
      <ul className="form-errors__list">
        {items.map(({ field, message }) => (
          <li key={`${field}:${message}`}>
            {field ? (
              <a href={`#${targetId(field)}`} onClick={focusField(field)}>
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
