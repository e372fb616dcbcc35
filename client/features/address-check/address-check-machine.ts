// docs/product/address-check.md#widget-states as a pure reducer; use-address-check.ts runs the effects.
import { shouldSearch } from '../../../shared/domain/address/address-query';
import { CHECKING_ADDRESS, HARD_TO_FIND_TEXT, NO_ADDRESS_FOUND, SEARCH_WENT_WRONG } from '../../../shared/domain/address/messages';
import type { AddressListEntry, SqResult } from '../../../shared/types/address';

/** A special entry the list shows instead of suggestions (docs/product/address-check.md#search-retry empty search failure). */
export type ListNotice = 'none' | 'no-address' | 'error';

export interface AddressCheckState {
  text: string;
  suggestions: AddressListEntry[];
  notice: ListNotice;
  listOpen: boolean;
  /** Index of the aria-activedescendant option; -1 when none (docs/product/ordering-and-handoff.md#address-check-complete keyboard, WAI-ARIA combobox). */
  activeIndex: number;
  /** Qualification running ('Checking your address now'). */
  isLoading: boolean;
  /** Address search running. */
  isAddressLoading: boolean;
  isCompleteAddress: boolean;
  addressNotFound: boolean;
  hasResults: boolean;
  showResults: boolean;
  sqResult: SqResult | null;
  /** 'Still can't find your address? Click here' was used (docs/product/address-check.md#hard-to-find-address). */
  hardToFind: boolean;
  /** Answers carry the number of the request they answer; older answers are dropped. */
  searchSeq: number;
  qualifySeq: number;
}

export type AddressCheckEvent =
  | { type: 'typed'; text: string }
  | { type: 'searchStarted'; seq: number }
  | { type: 'suggestionsShown'; seq: number; suggestions: AddressListEntry[] }
  | { type: 'searchFailed'; seq: number }
  | { type: 'activeMoved'; delta: 1 | -1 }
  | { type: 'activeSet'; index: number }
  | { type: 'listClosed' }
  | { type: 'chosen'; seq: number; entry: AddressListEntry }
  /** show: false when another box on the page shows the result (use-address-check.ts). */
  | { type: 'qualified'; seq: number; sqResult: SqResult; show: boolean }
  | { type: 'qualificationFailed'; seq: number }
  | { type: 'closed' }
  | { type: 'resultsShown' }
  | { type: 'hardToFindShown' }
  | {
      type: 'storeSynced';
      sqAddress: string;
      sqResult: SqResult | null;
      /** docs/product/address-check.md#showing-results: results show by default on the dedicated availability page. */
      showByDefault: boolean;
    };

export const initialAddressCheckState = (text = ''): AddressCheckState => ({
  text,
  suggestions: [],
  notice: 'none',
  listOpen: false,
  activeIndex: -1,
  isLoading: false,
  isAddressLoading: false,
  isCompleteAddress: false,
  addressNotFound: false,
  hasResults: false,
  showResults: false,
  sqResult: null,
  hardToFind: false,
  searchSeq: 0,
  qualifySeq: 0,
});

const listCleared = {
  suggestions: [] as AddressListEntry[],
  notice: 'none' as ListNotice,
  listOpen: false,
  activeIndex: -1,
};

/** A search or qualification that failed: the list shows its error entry, results hidden, not-found flag set. */
const failed = { ...listCleared, notice: 'error' as ListNotice, listOpen: true, hasResults: false, showResults: false, addressNotFound: true };

/** Wraps around both ends, as listboxes usually do. */
function movedIndex(current: number, delta: 1 | -1, length: number): number {
  if (current < 0) return delta === 1 ? 0 : length - 1;
  return (current + delta + length) % length;
}

export function addressCheckReducer(state: AddressCheckState, event: AddressCheckEvent): AddressCheckState {
  switch (event.type) {
    case 'typed': {
      // docs/product/ordering-and-handoff.md#address-check-complete; a qualification running is abandoned.
      const searchable = shouldSearch(event.text);
      return {
        ...state,
        text: event.text,
        isCompleteAddress: false,
        hasResults: false,
        showResults: false,
        isLoading: false,
        addressNotFound: false,
        hardToFind: false,
        notice: 'none',
        activeIndex: -1,
        ...(searchable ? {} : { ...listCleared, isAddressLoading: false }),
      };
    }
    case 'searchStarted':
      return { ...state, isAddressLoading: true, searchSeq: event.seq };
    case 'suggestionsShown': {
      if (event.seq !== state.searchSeq || state.isLoading || state.isCompleteAddress) return state;
      const empty = event.suggestions.length === 0;
      return {
        ...state,
        isAddressLoading: false,
        suggestions: event.suggestions,
        // docs/product/address-check.md#suggestions: "still empty gives the 'No address found.' entry".
        notice: empty ? 'no-address' : 'none',
        addressNotFound: empty,
        listOpen: true,
        activeIndex: -1,
      };
    }
    case 'searchFailed':
      if (event.seq !== state.searchSeq) return state;
      // docs/product/frame.md#error-boundary: "Error: the list shows an error entry, results hidden, not-found flag set."
      return { ...state, ...failed, isAddressLoading: false };
    case 'activeMoved': {
      if (state.suggestions.length === 0) return state;
      if (!state.listOpen) return { ...state, listOpen: true, activeIndex: event.delta === 1 ? 0 : state.suggestions.length - 1 };
      return { ...state, activeIndex: movedIndex(state.activeIndex, event.delta, state.suggestions.length) };
    }
    case 'activeSet':
      if (event.index < -1 || event.index >= state.suggestions.length) return state;
      return { ...state, activeIndex: event.index };
    case 'listClosed':
      return { ...state, listOpen: false, activeIndex: -1 };
    case 'chosen':
      // docs/product/address-check.md#choosing-an-address: "Choosing a suggestion ... sets the address and starts qualification."
      return {
        ...state,
        ...listCleared,
        text: event.entry.address,
        isCompleteAddress: true,
        isAddressLoading: false,
        isLoading: true,
        hasResults: false,
        showResults: false,
        sqResult: null,
        addressNotFound: false,
        hardToFind: false,
        qualifySeq: event.seq,
      };
    case 'qualified':
      if (event.seq !== state.qualifySeq || !state.isLoading) return state;
      // docs/product/address-check.md#result-messages: "Success: results stored and shown."
      return { ...state, isLoading: false, sqResult: event.sqResult, hasResults: true, showResults: event.show, addressNotFound: false };
    case 'qualificationFailed':
      if (event.seq !== state.qualifySeq || !state.isLoading) return state;
      return { ...state, ...failed, isLoading: false, isCompleteAddress: false, sqResult: null };
    case 'closed':
      // docs/product/address-check.md#closing-the-widget; the request numbers stay, so a late answer is dropped.
      if (state.isLoading) {
        return { ...initialAddressCheckState(), searchSeq: state.searchSeq, qualifySeq: state.qualifySeq };
      }
      return { ...state, ...listCleared, showResults: false, isAddressLoading: false };
    case 'resultsShown':
      if (!state.hasResults) return state;
      return { ...state, ...listCleared, showResults: true };
    case 'hardToFindShown':
      // The list closes, or the text shown under it would sit hidden behind it (docs/product/address-check.md#hard-to-find-address).
      return { ...state, hardToFind: true, listOpen: false, activeIndex: -1 };
    case 'storeSynced': {
      // The session store changed outside this reducer: hydration after a reload, another page, or
      // the other address box on the same page (docs/product/address-check.md#session-store session store).
      if (state.isLoading) return state;
      const { sqAddress, sqResult } = event;
      if (sqResult === null) {
        return state.hasResults ? { ...state, hasResults: false, showResults: false, sqResult: null, isCompleteAddress: false } : state;
      }
      if (state.hasResults && state.text === sqAddress && state.sqResult?.locId === sqResult.locId) return state;
      return {
        ...state,
        ...listCleared,
        text: sqAddress,
        sqResult,
        hasResults: true,
        isCompleteAddress: true,
        isAddressLoading: false,
        addressNotFound: false,
        hardToFind: false,
        showResults: event.showByDefault,
      };
    }
  }
}

export type ActionButton = 'search' | 'close' | 'show-results';

/** docs/product/address-check.md#action-button */
export function actionButtonOf(state: AddressCheckState): ActionButton {
  if (state.isLoading || state.showResults) return 'close';
  if (state.isCompleteAddress && state.hasResults) return 'show-results';
  return 'search';
}

export function isListVisible(state: AddressCheckState): boolean {
  return state.listOpen && (state.suggestions.length > 0 || state.notice !== 'none');
}

/** The suggestion Enter takes: the active one, else the first (docs/product/ordering-and-handoff.md#address-check-complete). */
export function entryForEnter(state: AddressCheckState): AddressListEntry | undefined {
  if (!isListVisible(state) || state.suggestions.length === 0) return undefined;
  return state.suggestions[state.activeIndex] ?? state.suggestions[0];
}

/** The polite live region's text. */
export function announcementOf(state: AddressCheckState, resultHeading: string | null): string {
  if (state.isLoading) return CHECKING_ADDRESS;
  if (state.showResults && resultHeading) return resultHeading;
  // 'Still can't find your address?' closes the list: the text it shows is said, not only shown.
  if (!isListVisible(state)) return state.hardToFind ? HARD_TO_FIND_TEXT : '';
  if (state.notice === 'error') return SEARCH_WENT_WRONG;
  if (state.notice === 'no-address') return NO_ADDRESS_FOUND;
  const count = state.suggestions.length;
  return `${count} ${count === 1 ? 'address' : 'addresses'} found`;
}
