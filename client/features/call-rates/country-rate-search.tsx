// docs/product/content.md#country-search: a WAI-ARIA combobox over the rates. Without JavaScript the
// whole table shows (<noscript>) and the form is a plain GET the server answers (?country=).
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { COUNTRY_SEARCH_PARAM, COUNTRY_SEARCH_PROMPT, NO_COUNTRY_FOUND, NO_RESULTS_FOUND_FOR, searchCountries, type CountrySearch } from '../../../shared/domain/mobile/country-search';
import { money } from '../../../shared/domain/pricing/money';
import { LIMITS, TIMING } from '../../../shared/domain/site/frame';
import type { InternationalRate } from '../../../shared/schemas/content';
import { useTextTypedEarly } from '../../app/lazy-on-need';
import { keepActiveOptionInView, useListInView } from '../../lib/active-option';
import { pushEvent } from '../../lib/data-layer';
import './call-rates.css';

export const RATE_SEARCH_EVENT = 'rateSearch';

export interface CountryRateSearchProps {
  rates: readonly InternationalRate[];
  /** Id of the section holding the search: the no-JavaScript search returns to it. */
  anchorId?: string;
}

const CLEARED: CountrySearch<InternationalRate> = { status: 'cleared' };
/** Accessible name of the rates table. */
const CAPTION = 'International call rates';

export function CountryRateSearch({ rates, anchorId }: CountryRateSearchProps) {
  const baseId = useId();
  const inputId = `${baseId}-country`;
  const listId = `${baseId}-suggestions`;
  const statusId = `${baseId}-status`;
  // Read only: useSearchParams would add its setter's code to the entry chunk, where react-router sits.
  const { pathname, search: query } = useLocation();
  const initialTerm = new URLSearchParams(query).get(COUNTRY_SEARCH_PARAM) ?? '';

  const [term, setTerm] = useState(initialTerm);
  const [search, setSearch] = useState<CountrySearch<InternationalRate>>(() => searchCountries(rates, initialTerm));
  const [listOpen, setListOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const analyticsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => [searchTimer, analyticsTimer].forEach((timer) => clearTimeout(timer.current)), []);

  const suggestions = search.status === 'results' ? search.rows.slice(0, LIMITS.maxSuggestions).map((row) => row.country) : [];
  // No list when the only suggestion is what is already typed.
  const showList =
    listOpen && suggestions.length > 0 && !(suggestions.length === 1 && suggestions[0]!.toLowerCase() === term.trim().toLowerCase());
  const listRef = useRef<HTMLUListElement>(null);
  useListInView(showList, inputRef, listRef);

  const runSearch = (value: string, openList: boolean) => {
    clearTimeout(searchTimer.current);
    const result = searchCountries(rates, value);
    setSearch(result);
    setActiveIndex(-1);
    setListOpen(openList && result.status === 'results');
    // docs/product/content.md#analytics-events: the rate-search event is sent 2.5 s after the search, once the visitor pauses.
    clearTimeout(analyticsTimer.current);
    if (result.status !== 'cleared') {
      analyticsTimer.current = setTimeout(() => {
        pushEvent({
          event: RATE_SEARCH_EVENT,
          searchTerm: result.term,
          resultCount: result.status === 'results' ? result.rows.length : 0,
        });
      }, TIMING.rateSearchAnalyticsDelayMs);
    }
  };

  const onChange = (value: string) => {
    setTerm(value);
    // docs/product/content.md#country-search: editing clears the no-result flag at once; the search itself waits 500 ms.
    if (search.status === 'no-results') setSearch(CLEARED);
    clearTimeout(searchTimer.current);
    // Only a search the visitor settles on is reported: more typing cancels the pending event.
    clearTimeout(analyticsTimer.current);
    searchTimer.current = setTimeout(() => runSearch(value, true), TIMING.rateSearchDelayMs);
  };

  // A country typed before the page's code arrived is searched for as typed.
  useTextTypedEarly(inputRef, (field) => onChange(field.value));

  const choose = (country: string) => {
    setTerm(country);
    runSearch(country, false);
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    runSearch(term, false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      keepActiveOptionInView(event.currentTarget);
      if (!showList) {
        setListOpen(true);
        setActiveIndex(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && showList && activeIndex >= 0) {
      event.preventDefault();
      choose(suggestions[activeIndex]!);
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setListOpen(false);
      setActiveIndex(-1);
    }
  };

  const status =
    search.status === 'no-results'
      ? `${NO_RESULTS_FOUND_FOR} "${search.term}"`
      : search.status === 'results'
        ? `${search.rows.length} ${search.rows.length === 1 ? 'country' : 'countries'} found for "${search.term}"`
        : '';

  return (
    <div className="rate-search">
      <form className="rate-search__form" role="search" aria-label="Country call rates" method="get" action={anchorId ? `${pathname}#${anchorId}` : pathname} onSubmit={onSubmit}>
        <label className="rate-search__label" htmlFor={inputId}>
          Country
        </label>
        <div className="rate-search__row">
          <div className="rate-search__combo">
            <input
              ref={inputRef}
              id={inputId}
              name={COUNTRY_SEARCH_PARAM}
              type="text"
              className="rate-search__input"
              placeholder="Enter country here..."
              autoComplete="off"
              spellCheck={false}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listId}
              aria-activedescendant={showList && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
              aria-describedby={statusId}
              value={term}
              onChange={(event) => onChange(event.target.value)}
              onKeyDown={onKeyDown}
              onBlur={() => setListOpen(false)}
            />
            <ul ref={listRef} id={listId} role="listbox" aria-label="Country suggestions" className="rate-search__suggestions" hidden={!showList}>
              {showList
                ? suggestions.map((country, index) => (
                    <li
                      key={country}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={index === activeIndex}
                      className="rate-search__option"
                      // Keep focus in the input so the list is not closed by its blur first.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(country)}
                    >
                      {country}
                    </li>
                  ))
                : null}
            </ul>
          </div>
          <button type="submit" className="rate-search__submit">
            Search
          </button>
          {/* In the row, not under the input, so the suggestion list never covers it. */}
          {term !== '' || search.status !== 'cleared' ? (
            // Choosing nothing: no term, no results, no pending report (a blank search is 'cleared').
            <button type="button" className="rate-search__clear link-button" onClick={() => choose('')}>
              Clear search
            </button>
          ) : null}
        </div>
      </form>
      <p id={statusId} className="rate-search__status" role="status">
        {status}
      </p>
      <RateTable caption={CAPTION} search={search} />
      {initialTerm === '' ? (
        <noscript>
          <RateTable caption={`${CAPTION}: every destination`} search={{ status: 'results', term: '', rows: [...rates] }} />
        </noscript>
      ) : null}
    </div>
  );
}

function RateTable({ caption, search }: { caption: string; search: CountrySearch<InternationalRate> }) {
  return (
    <table className={search.status === 'results' ? 'rate-table' : 'rate-table rate-table--empty'}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Destination</th>
          <th scope="col">
            Price (inc. GST)<span className="rate-table__note">Calls to landlines, per minute</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {search.status === 'results' ? (
          search.rows.map((row) => (
            <tr key={row.country}>
              <th scope="row">
                {row.country}
                {row.additional ? <span className="rate-table__note">{row.additional}</span> : null}
              </th>
              <td>{formatRatePrice(row.price)}</td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={2} className="rate-table__message">
              {search.status === 'no-results' ? NO_COUNTRY_FOUND : COUNTRY_SEARCH_PROMPT}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** Per-minute price, as docs/product/pricing.md#price-format price display: '$0.05/min', '$1/min'. */
export function formatRatePrice(price: number): string {
  return `${money(price)}/min`;
}
