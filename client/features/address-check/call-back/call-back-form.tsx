// docs/product/address-check.md#call-back: the call-back form, loaded on need by recovery-options.tsx.
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { BEST_TIMES, BEST_TIME_LABELS, CALL_BACK_LABELS, type AddressMode, type CallBackReason } from '../../../../shared/domain/contact/call-back-options';
import { AUSTRALIAN_STATES } from '../../../../shared/domain/address/manual-address';
import { Button } from '../../../components/ui/button';
import { pushEvent } from '../../../lib/data-layer';
import { PhoneLink } from '../hard-to-find';
import { submitCallBack } from './submit-call-back';
import './call-back-form.css';

export interface CallBackFormProps {
  reason: CallBackReason;
  addressMode: AddressMode;
  /** The address typed or chosen in the search. */
  address: string;
  /** The chosen address's location id (an address with no service). */
  locationId?: string;
  /** Set in agent mode: the request carries the agent's code (the server reads it from the agent's token). */
  agentCode?: string | null;
  headingLevel: 2 | 3 | 4;
}

type Field = 'unit' | 'streetNumber' | 'streetName' | 'suburb' | 'state' | 'postcode' | 'address' | 'name' | 'phone' | 'bestTime';
const FIELD_ORDER: readonly Field[] = ['unit', 'streetNumber', 'streetName', 'suburb', 'state', 'postcode', 'address', 'name', 'phone', 'bestTime'];

const formTitle = (reason: CallBackReason, mode: AddressMode): string => (mode === 'manual' ? 'Enter your address manually' : CALL_BACK_LABELS[reason]);

/** What the confirmation says was done. */
const DONE_TITLES: Readonly<Record<CallBackReason, string>> = {
  'not-found': 'Thanks, we will call you',
  'no-service': 'Thanks, your interest is registered',
  'upgrade-request': 'Thanks, we will call you about the fibre upgrade',
};

export function CallBackForm({ reason, addressMode, address, locationId, agentCode, headingLevel }: CallBackFormProps) {
  const id = useId();
  const fieldId = (field: string) => `${id}${field}`;
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    ...(Object.fromEntries(FIELD_ORDER.map((field) => [field, ''])) as Record<Field, string>),
    address: address.trim(),
    bestTime: 'anytime',
  }));
  const [errors, setErrors] = useState<Partial<Record<string, string[]>>>({});
  const [problem, setProblem] = useState<ReactNode>(null);
  /** Counts the refusals: each one moves focus to the summary once it is drawn. */
  const [refusals, setRefusals] = useState(0);
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const title = formTitle(reason, addressMode);

  useEffect(() => {
    firstRef.current?.focus();
  }, [addressMode]);
  useEffect(() => {
    if (reference) doneRef.current?.focus();
  }, [reference]);
  // After the summary has rendered (the disabled Send button had dropped focus to the page), in view.
  useEffect(() => {
    if (refusals === 0) return;
    summaryRef.current?.focus({ preventScroll: true });
    summaryRef.current?.scrollIntoView?.({ block: 'center' });
  }, [refusals]);

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((old) => ({ ...old, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const website = (event.currentTarget.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '';
    const manual = addressMode === 'manual';
    const form: Record<string, string> = {
      reason,
      addressMode,
      name: values.name,
      phone: values.phone,
      bestTime: values.bestTime,
      pageUrl: window.location.pathname,
      website,
      ...(manual
        ? { unit: values.unit, streetNumber: values.streetNumber, streetName: values.streetName, suburb: values.suburb, state: values.state, postcode: values.postcode }
        : { address: values.address, ...(locationId && values.address === address.trim() ? { locationId } : {}) }),
    };
    if (manual && form.state === '') delete form.state;
    const result = await submitCallBack(form);
    setSending(false);
    if (result.ok) {
      setReference(result.reference);
      pushEvent({ event: 'callBackRequested', reason, addressMode, reference: result.reference, agent: Boolean(agentCode) });
      return;
    }
    if (result.kind === 'invalid') {
      setErrors(result.fields);
      setProblem('Please check the highlighted fields.');
    } else {
      setErrors({});
      setProblem(
        <>
          {result.kind === 'rate-limited' ? 'Too many requests. Please wait a minute and try again,' : 'Your request could not be sent. Please try again,'} or call
          us on <PhoneLink />.
        </>,
      );
    }
    pushEvent({ event: 'callBackRefused', reason, addressMode, refusal: result.kind });
    setRefusals((count) => count + 1);
  };

  if (reference) {
    return (
      <div className="call-back call-back--done" ref={doneRef} tabIndex={-1} role="status">
        <Heading className="call-back__title">{DONE_TITLES[reason]}</Heading>
        <p>
          We will call {values.name.trim() || 'you'} on {values.phone.trim()}. Best time: {BEST_TIME_LABELS[values.bestTime as keyof typeof BEST_TIME_LABELS] ?? BEST_TIME_LABELS.anytime}.
        </p>
        <p>
          Your reference is <strong className="call-back__reference">{reference}</strong>
        </p>
      </div>
    );
  }

  const errorOf = (field: Field) => errors[field];
  /** The field's value, change handler and error attributes, and its error text below it. */
  const bound = (field: Field) => ({
    id: fieldId(field),
    value: values[field],
    onChange: onChange(field),
    'aria-invalid': errorOf(field) ? true : undefined,
    'aria-describedby': errorOf(field) ? `${fieldId(field)}-error` : undefined,
  });
  const errorText = (field: Field) =>
    errorOf(field) ? (
      <p id={`${fieldId(field)}-error`} className="call-back__error">
        {errorOf(field)!.join(' ')}
      </p>
    ) : null;
  const input = (field: Field, label: string, attrs: Record<string, string | number | boolean> = {}, first = false) => (
    <div className={`call-back__field call-back__field--${field}`}>
      <label htmlFor={fieldId(field)}>{label}</label>
      <input ref={first ? firstRef : undefined} name={field} type="text" {...bound(field)} {...attrs} />
      {errorText(field)}
    </div>
  );

  const listed = FIELD_ORDER.flatMap((field) => errors[field] ?? []);

  return (
    <form className="call-back" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}title`}>
      <Heading id={`${id}title`} className="call-back__title">
        {title}
      </Heading>
      {agentCode ? <p className="call-back__agent">For the customer on the line: the request carries your agent code {agentCode}.</p> : null}
      {problem ? (
        <div className="call-back__problem" ref={summaryRef} tabIndex={-1} role="alert">
          <p>{problem}</p>
          {listed.length > 0 ? (
            <ul>
              {listed.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {addressMode === 'manual' ? (
        <fieldset className="call-back__address">
          <legend>Your address</legend>
          {input('unit', 'Unit or lot (optional)', {}, true)}
          {input('streetNumber', 'Street number', { inputMode: 'numeric' })}
          {input('streetName', 'Street name')}
          {input('suburb', 'Suburb', { autoComplete: 'address-level2' })}
          <div className="call-back__field call-back__field--state">
            <label htmlFor={fieldId('state')}>State</label>
            <select name="state" autoComplete="address-level1" {...bound('state')}>
              <option value="">Choose</option>
              {AUSTRALIAN_STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
            {errorText('state')}
          </div>
          {input('postcode', 'Postcode', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 4 })}
        </fieldset>
      ) : (
        input('address', 'Your address', { autoComplete: 'street-address' }, values.address === '')
      )}
      {input('name', 'Your name', { autoComplete: 'name' }, addressMode === 'typed' && values.address !== '')}
      {input('phone', 'Phone number', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      <div className="call-back__field">
        <label htmlFor={fieldId('bestTime')}>Best time to call</label>
        <select id={fieldId('bestTime')} name="bestTime" value={values.bestTime} onChange={onChange('bestTime')}>
          {BEST_TIMES.map((time) => (
            <option key={time} value={time}>
              {BEST_TIME_LABELS[time]}
            </option>
          ))}
        </select>
      </div>
      {/* Honeypot: hidden from people and assistive technology; only bots fill it in. */}
      <div className="call-back__trap" aria-hidden="true">
        <label htmlFor={fieldId('website')}>Leave this field empty</label>
        <input id={fieldId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <Button colour="lime" hoverColor="indigo" type="submit" disabled={sending} aria-busy={sending || undefined} onClick={() => undefined}>
        {sending ? 'Sending…' : 'Send request'}
      </Button>
    </form>
  );
}
