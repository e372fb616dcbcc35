// docs/product/address-check.md#address-widget: a WAI-ARIA 1.2 combobox, a loading panel and a result panel.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { AVAILABILITY_ADDRESS_PARAM } from '../../../shared/domain/address/address-query';
import { ADDRESS_HINT, ADDRESS_PLACEHOLDER, ADDRESS_PROMPT, CHECKING_ADDRESS, NO_ADDRESS_FOUND, SEARCH_WENT_WRONG } from '../../../shared/domain/address/messages';
import { isRequestedServiceAvailable, requestedServiceUnavailableText, resultMessage, showSimplifiedSuccess } from '../../../shared/domain/address/result-message';
import { requestedServiceTypeForPath } from '../../../shared/domain/address/service-type-from-path';
import { PATHS } from '../../../shared/routes/paths';
import { useTextTypedEarly } from '../../app/lazy-on-need';
import { keepActiveOptionInView, useListInView } from '../../lib/active-option';
import type { ServiceType } from '../../../shared/schemas/plan';
import { actionButtonOf, announcementOf, type ActionButton } from './address-check-machine';
import type { HeadingLevel } from './address-result-panel';
import { HardToFind } from './hard-to-find';
import { loadedResultPanel, loadResultPanel, useAddressCheck, type ResultPanel } from './use-address-check';
import './address-check.css';

export type AddressCheckVariant = 'nav' | 'step' | 'page';

const HEADING_SAYS_IT = new Set(['service-unavailable', 'flip-by-request', 'already-fibre']);

export interface AddressCheckProps {
  variant: AddressCheckVariant;
  /** The service the page sells; by default read from the path (docs/product/address-check.md#service-type-from-path service type from path). */
  requestedServiceType?: ServiceType | '';
  headingLevel?: HeadingLevel;
  /** The fastest Flip to Fibre plan offered (Mbps) once known; null names none (docs/product/pricing.md#plan-promises). */
  flipTopSpeed?: number | null;
  /** The box's text when it first draws: the address a search sent as a plain form asked about. */
  initialText?: string;
  /** The page already shows the server's answer (/availability after a plain-form search): the session's
   *  result is not shown a second time beside it. */
  serverAnswered?: boolean;
}

const ACTION_LABELS: Record<ActionButton, string> = {
  search: 'Search',
  close: 'Close address check',
  'show-results': 'Show results',
};

export function AddressCheck({
  variant,
  requestedServiceType,
  headingLevel,
  flipTopSpeed = null,
  initialText,
  serverAnswered = false,
}: AddressCheckProps) {
  const { pathname } = useLocation();
  const isFlipPage = pathname === PATHS.flipToFibre;
  const isAvailabilityPage = pathname === PATHS.availability;
  const requested = requestedServiceType ?? requestedServiceTypeForPath(pathname);
  const level: HeadingLevel = headingLevel ?? (variant === 'step' ? 3 : 2);

  const check = useAddressCheck({
    isFlipPage,
    // The nav box there stays closed, after its own checks too: the page's own widget shows and says
    // the result once, unless the server's answer already shows it.
    showResultsByDefault: isAvailabilityPage && variant !== 'nav' && !serverAnswered,
    requestedServiceType: requested,
    initialText,
  });
  const { state, listVisible } = check;

  const uid = useId();
  // The ids the order summary's 'Check address' looks for (client/lib/address-focus.ts).
  const inputId = `address-input-${variant}`;
  const listboxId = `${uid}listbox`;
  const optionId = (index: number) => `${uid}option-${index}`;
  const resultHeadingId = `${uid}result`;
  const inputRef = useRef<HTMLInputElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  useListInView(listVisible, inputRef, dropdownRef);
  // docs/product/address-check.md#before-javascript: text typed before the code arrived is searched
  // for as typed, without another key.
  useTextTypedEarly(inputRef, (field) => check.onTextChange(field.value));

  const sq = state.showResults ? state.sqResult : null;
  // On a plan page the message speaks for its plan list; the availability page shows the full result.
  const message = sq
    ? resultMessage({ sq, isFlipPage, addressNotFound: false, requested: isAvailabilityPage ? '' : requested, flipTopSpeed })
    : null;
  // Said with the result's heading in one polite message, not as an alert of its own before it; not under a heading that
  // already says what the requested service is at the address (the upgrade only by request, or the line already fibre).
  const additionalError = sq && message && requested !== '' && !HEADING_SAYS_IT.has(message.kind) && !isRequestedServiceAvailable(sq, requested)
    ? requestedServiceUnavailableText(requested)
    : null;
  const action = actionButtonOf(state);
  // The result panel's code (loaded with the search calls, use-address-check.ts), or now if a result
  // shows before it (one from the session); a failed fetch is tried again with the next result.
  const [loadedPanel, setLoadedPanel] = useState<ResultPanel | undefined>(undefined);
  const panel = loadedPanel ?? loadedResultPanel();
  useEffect(() => {
    if ((sq || state.addressNotFound) && !panel) void loadResultPanel().then(setLoadedPanel, () => undefined);
  }, [sq, state.addressNotFound, panel]);

  // The menu bar's results float over the page: Escape or focus leaving closes them, or they would cover what focus reaches (WCAG 2.4.11).
  const floatingResults = variant === 'nav' && state.showResults && !state.isLoading;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        check.moveActive(event.key === 'ArrowDown' ? 1 : -1);
        keepActiveOptionInView(event.currentTarget);
        break;
      case 'Enter':
        event.preventDefault();
        check.submit();
        break;
      case 'Escape':
        if (listVisible) {
          event.preventDefault();
          check.closeList();
        } else if (floatingResults) {
          event.preventDefault();
          check.close();
        }
        break;
    }
  };

  // The list stays open while focus moves inside the widget (e.g. to 'Still can't find...').
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (floatingResults) check.close();
    else check.closeList();
  };

  const onAction = () => {
    if (action === 'close') check.close();
    else if (action === 'show-results') check.showResults();
    else check.submit();
  };

  const onStillCantFind = () => {
    check.reportHardToFind();
    inputRef.current?.focus();
  };

  const activeDescendant = listVisible && state.activeIndex >= 0 ? optionId(state.activeIndex) : undefined;

  return (
    <div className={`address-check address-check--${variant}`} onBlur={onBlur}>
      {/* A real form (docs/product/address-check.md#before-javascript): sent before the scripts run, or
          without them, it asks the availability page, which draws the suggestions. */}
      <form
        action={PATHS.availability}
        method="get"
        role="search"
        // Landmarks need unique names (the nav box and Step 1 can share a page).
        aria-label={variant === 'nav' ? 'Address check (menu bar)' : 'Address check'}
        className="address-check__form"
        onSubmit={(event) => {
          event.preventDefault();
          check.submit();
        }}
      >
        <label htmlFor={inputId} className={variant === 'nav' ? 'visually-hidden' : 'address-check__label'}>
          {/* docs/product/address-check.md#address-widget: one label at every width. */}
          {ADDRESS_PROMPT} <span className="address-check__hint">{ADDRESS_HINT}</span>
        </label>
        <div className="address-check__field">
          <input
            ref={inputRef}
            id={inputId}
            name={AVAILABILITY_ADDRESS_PARAM}
            className="address-check__input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listVisible}
            aria-controls={listboxId}
            aria-activedescendant={activeDescendant}
            aria-busy={state.isAddressLoading || state.isLoading}
            autoComplete="off"
            spellCheck={false}
            placeholder={variant === 'nav' ? ADDRESS_PROMPT : ADDRESS_PLACEHOLDER}
            value={state.text}
            onChange={(event) => check.onTextChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type={action === 'search' ? 'submit' : 'button'}
            className={`address-check__action address-check__action--${action}`}
            aria-label={ACTION_LABELS[action]}
            onClick={(event) => {
              event.preventDefault();
              onAction();
            }}
          >
            {/* docs/product/address-check.md#action-button: on a phone Search is a magnifier, leaving the box room for its placeholder. */}
            {action === 'search' && (
              <svg className="icon address-check__search-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M10.5 17.5a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4.5-4.5" /></svg>
            )}
            {action === 'close' ? <span aria-hidden="true">×</span> : <span className="address-check__action-text">{ACTION_LABELS[action]}</span>}
          </button>
        </div>
      </form>

      <div ref={dropdownRef} className="address-check__dropdown" hidden={!listVisible}>
        <ul id={listboxId} role="listbox" aria-label="Address suggestions" className="address-check__listbox">
          {state.notice !== 'none' ? (
            <li id={optionId(0)} role="option" aria-disabled="true" aria-selected={false} className="address-check__notice">
              {state.notice === 'error' ? SEARCH_WENT_WRONG : NO_ADDRESS_FOUND}
            </li>
          ) : (
            state.suggestions.map((entry, index) => (
              <li
                key={`${entry.address}|${entry.locationId.join(',')}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === state.activeIndex}
                className="address-check__option"
                // Keep focus in the input so the combobox stays in charge of the keyboard.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => check.setActive(index)}
                onClick={() => void check.choose(entry)}
              >
                {entry.address}
              </li>
            ))
          )}
        </ul>
        {state.suggestions.length > 0 && !state.hardToFind ? <HardToFind hardToFind={false} onStillCantFind={onStillCantFind} /> : null}
      </div>

      <div className="visually-hidden" role="status" aria-live="polite">
        {announcementOf(state, message ? (additionalError ? `${additionalError} ${message.heading}` : message.heading) : null)}
      </div>

      {state.isLoading ? (
        <div className="address-check__loading">
          <span className="address-check__spinner" aria-hidden="true" />
          <p>{CHECKING_ADDRESS}</p>
        </div>
      ) : null}

      {sq && message && panel ? (
        <section className="address-check__result" aria-labelledby={resultHeadingId}>
          <panel.AddressResult
            message={message}
            sq={sq}
            requestedServiceType={requested}
            isFlipPage={isFlipPage}
            additionalError={additionalError}
            simplified={showSimplifiedSuccess(sq, requested, isAvailabilityPage && variant !== 'nav')}
            headingLevel={level}
            headingId={resultHeadingId}
            address={state.text}
          />
        </section>
      ) : null}

      {state.addressNotFound && !state.isLoading && !sq ? (
        // The panel's code comes with the search calls, so it is here once a search has found nothing.
        panel ? <panel.NotFoundPanel hardToFind={state.hardToFind} onStillCantFind={onStillCantFind} address={state.text} headingLevel={level} /> : null
      ) : state.hardToFind && !sq ? (
        <HardToFind hardToFind onStillCantFind={onStillCantFind} />
      ) : null}
    </div>
  );
}
