// @vitest-environment happy-dom
// docs/product/content.md#country-search country search box and rates table; docs/product/content.md#country-search country search rules; docs/product/frame.md#timing 500 ms
// search delay and the analytics event 2.5 s later. Fake timers drive the delays.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_SEARCH_PROMPT, NO_COUNTRY_FOUND } from '../../../shared/domain/mobile/country-search';
import { TIMING } from '../../../shared/domain/site/frame';
import { CountryRateSearch, RATE_SEARCH_EVENT, formatRatePrice } from './country-rate-search';
import type { InternationalRate } from '../../../shared/schemas/content';

const RATES: InternationalRate[] = [
  { country: 'Fiji', price: 0.35, zone: 'Zone 2', additional: 'Calls to mobiles $0.50/min' },
  { country: 'New Caledonia', price: 0.9 },
  { country: 'New Zealand', price: 0.05, additional: 'Included in the Unlimited call pack (landlines and mobiles)', unlimited: true },
  { country: 'Niger', price: 1 },
  { country: 'Nigeria', price: 0.6 },
  { country: 'United Kingdom', price: 0.09 },
];

beforeEach(() => {
  vi.useFakeTimers();
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderSearch(url = '/phone/voip-international') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <CountryRateSearch rates={RATES} anchorId="call-rates" />
    </MemoryRouter>,
  );
  const input = screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
  // fireEvent, not user-event: user-event's own waits run on timers, and here the fake clock moves
  // only when a test says so.
  const user = {
    type: (target: HTMLInputElement, text: string) => fireEvent.change(target, { target: { value: target.value + text } }),
    clear: (target: HTMLInputElement) => fireEvent.change(target, { target: { value: '' } }),
    backspace: (target: HTMLInputElement) => fireEvent.change(target, { target: { value: target.value.slice(0, -1) } }),
    key: (key: string) => fireEvent.keyDown(input, { key }),
    click: (element: Element) => {
      fireEvent.mouseDown(element);
      fireEvent.click(element);
    },
  };
  return { user, input };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const table = () => screen.getByRole('table', { name: 'International call rates' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const destinations = () => bodyRows().map((row) => row.querySelector('th')?.firstChild?.textContent ?? row.textContent);
const rateEvents = () => (window.dataLayer ?? []).filter((entry) => entry.event === RATE_SEARCH_EVENT);

describe('CountryRateSearch', () => {
  it('starts with the prompt, the placeholder, a Search button and the table headings', () => {
    const { input } = renderSearch();
    expect(input.placeholder).toBe('Enter country here...');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(within(table()).getByRole('columnheader', { name: 'Destination' })).toBeTruthy();
    // The main price is the landline rate; mobile rates are in each row's note.
    expect(within(table()).getByRole('columnheader', { name: /^Price \(inc\. GST\)\s*Calls to landlines, per minute$/ })).toBeTruthy();
    expect(bodyRows().map((row) => row.textContent)).toEqual([COUNTRY_SEARCH_PROMPT]);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('searches 500 ms after typing stops, case-insensitively, and suggests the matches', async () => {
    const { user, input } = renderSearch();
    user.type(input, 'ZEAL');
    await advance(TIMING.rateSearchDelayMs - 1);
    expect(bodyRows().map((row) => row.textContent)).toEqual([COUNTRY_SEARCH_PROMPT]);
    await advance(1);
    expect(destinations()).toEqual(['New Zealand']);
    expect(within(table()).getByText('$0.05/min')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 country found for "ZEAL"');
  });

  it('needs 3 characters after trimming: "  ni " clears the list, "nig" finds Niger and Nigeria', async () => {
    const { user, input } = renderSearch();
    user.type(input, '  ni ');
    await advance(TIMING.rateSearchDelayMs);
    expect(bodyRows().map((row) => row.textContent)).toEqual([COUNTRY_SEARCH_PROMPT]);
    user.clear(input);
    user.type(input, 'nig');
    await advance(TIMING.rateSearchDelayMs);
    expect(destinations()).toEqual(['Niger', 'Nigeria']);
    const listbox = screen.getByRole('listbox', { name: 'Country suggestions' });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Niger', 'Nigeria']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('a shorter term clears the list again', async () => {
    const { user, input } = renderSearch();
    user.type(input, 'new');
    await advance(TIMING.rateSearchDelayMs);
    expect(destinations()).toEqual(['New Caledonia', 'New Zealand']);
    user.backspace(input);
    await advance(TIMING.rateSearchDelayMs);
    expect(bodyRows().map((row) => row.textContent)).toEqual([COUNTRY_SEARCH_PROMPT]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('no match shows "No results found for" the typed text and the row "No country found."; editing clears it at once', async () => {
    const { user, input } = renderSearch();
    user.type(input, 'Atlantis');
    await advance(TIMING.rateSearchDelayMs);
    expect(screen.getByRole('status').textContent).toBe('No results found for "Atlantis"');
    expect(bodyRows().map((row) => row.textContent)).toEqual([NO_COUNTRY_FOUND]);
    user.type(input, 'x');
    // Before the next search runs, the no-result flag is already gone.
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByText(NO_COUNTRY_FOUND)).toBeNull();
  });

  it('sends the rate-search analytics event 2.5 s after the search, once, with the final term', async () => {
    const { user, input } = renderSearch();
    user.type(input, 'fij');
    await advance(TIMING.rateSearchDelayMs);
    await advance(TIMING.rateSearchAnalyticsDelayMs - 100);
    expect(rateEvents()).toEqual([]);
    // More typing restarts both waits.
    user.type(input, 'i');
    await advance(TIMING.rateSearchDelayMs + TIMING.rateSearchAnalyticsDelayMs - 1);
    expect(rateEvents()).toEqual([]);
    await advance(1);
    expect(rateEvents()).toEqual([{ event: RATE_SEARCH_EVENT, searchTerm: 'fiji', resultCount: 1 }]);
    await advance(10_000);
    expect(rateEvents()).toHaveLength(1);
  });

  it('the Search button searches at once', async () => {
    const { user, input } = renderSearch();
    user.type(input, 'united');
    user.click(screen.getByRole('button', { name: 'Search' }));
    expect(destinations()).toEqual(['United Kingdom']);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('suggestions work by keyboard: arrows move, Enter chooses, Escape closes', async () => {
    const { user, input } = renderSearch();
    user.type(input, 'new');
    await advance(TIMING.rateSearchDelayMs);
    user.key('ArrowDown');
    const options = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    user.key('ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    user.key('Enter');
    expect(input.value).toBe('New Zealand');
    expect(destinations()).toEqual(['New Zealand']);
    expect(screen.queryByRole('listbox')).toBeNull();

    user.clear(input);
    user.type(input, 'nig');
    await advance(TIMING.rateSearchDelayMs);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    user.key('Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('a suggestion can be chosen with the mouse', async () => {
    const { user, input } = renderSearch();
    user.type(input, 'nig');
    await advance(TIMING.rateSearchDelayMs);
    user.click(screen.getByRole('option', { name: 'Nigeria' }));
    expect(input.value).toBe('Nigeria');
    expect(destinations()).toEqual(['Nigeria']);
    expect(document.activeElement).toBe(input);
  });

  it('the clear link empties the search, shows the prompt and returns focus to the input', async () => {
    const { user, input } = renderSearch();
    user.type(input, 'fiji');
    await advance(TIMING.rateSearchDelayMs);
    user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    expect(bodyRows().map((row) => row.textContent)).toEqual([COUNTRY_SEARCH_PROMPT]);
    expect(document.activeElement).toBe(input);
    // A cleared search sends no analytics event.
    await advance(TIMING.rateSearchAnalyticsDelayMs * 2);
    expect(rateEvents()).toEqual([]);
  });

  it('starts from ?country= (the no-JavaScript search) and the form posts back to #call-rates', () => {
    const { input } = renderSearch('/broadband/nbn/phone?country=kingdom');
    expect(input.value).toBe('kingdom');
    expect(destinations()).toEqual(['United Kingdom']);
    const form = screen.getByRole('search', { name: 'Country call rates' }) as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/broadband/nbn/phone#call-rates');
    expect(form.method).toBe('get');
    expect(input.name).toBe('country');
  });

  it('formats per-minute prices as docs/product/pricing.md#price-format price display', () => {
    expect(formatRatePrice(0.05)).toBe('$0.05/min');
    expect(formatRatePrice(1)).toBe('$1/min');
    expect(formatRatePrice(2.5)).toBe('$2.50/min');
  });
});
