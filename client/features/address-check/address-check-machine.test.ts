import { describe, expect, it } from 'vitest';
import { CHECKING_ADDRESS, HARD_TO_FIND_TEXT, NO_ADDRESS_FOUND, SEARCH_WENT_WRONG } from '../../../shared/domain/address/messages';
import type { AddressListEntry, SqResult } from '../../../shared/types/address';
import { sqResultFixture } from '../../../tests/support/sq-result-fixture';
import { actionButtonOf, addressCheckReducer, announcementOf, entryForEnter, initialAddressCheckState, isListVisible, type AddressCheckEvent, type AddressCheckState } from './address-check-machine';

const entry = (address: string, id = 'LOC000184726551'): AddressListEntry => ({ address, locationId: [id], name: ['nbn'] });
const A = entry('14 Lyrebird Rise, Brunswick VIC 3056');
const B = entry('14 Lyrebird Road, Carlton VIC 3053', 'LOC000000000002');
const C = entry('14 Lyrebird Lane, Fitzroy VIC 3065', 'LOC000000000003');

const sqResult = (locId = 'LOC000184726551'): SqResult =>
  sqResultFixture({ locId, flipReady: 'Ready', flipDate: '2025-09-15', nbnReadyDate: '' });

const run = (events: AddressCheckEvent[], from: AddressCheckState = initialAddressCheckState()) =>
  events.reduce(addressCheckReducer, from);

const withSuggestions = () =>
  run([
    { type: 'typed', text: '14 Lyrebird' },
    { type: 'searchStarted', seq: 1 },
    { type: 'suggestionsShown', seq: 1, suggestions: [A, B, C] },
  ]);

const qualifying = () => run([{ type: 'chosen', seq: 2, entry: A }], withSuggestions());
const withResults = () => run([{ type: 'qualified', seq: 2, sqResult: sqResult(), show: true }], qualifying());

describe('address check machine (docs/product/address-check.md#widget-states address widget state)', () => {
  it('starts empty with the Search action', () => {
    const state = initialAddressCheckState();
    expect(state).toMatchObject({ text: '', suggestions: [], isLoading: false, hasResults: false, showResults: false });
    expect(actionButtonOf(state)).toBe('search');
    expect(isListVisible(state)).toBe(false);
  });

  describe('typed', () => {
    it('clears the complete flag and the results (docs/product/ordering-and-handoff.md#address-check-complete)', () => {
      const state = run([{ type: 'typed', text: '14 Lyrebird R' }], withResults());
      expect(state).toMatchObject({ text: '14 Lyrebird R', isCompleteAddress: false, hasResults: false, showResults: false });
      expect(actionButtonOf(state)).toBe('search');
    });

    it('keeps the list while the text is searchable, clears it at 4 characters or fewer (docs/product/address-check.md#suggestions)', () => {
      expect(run([{ type: 'typed', text: '14 Lyrebird R' }], withSuggestions()).suggestions).toHaveLength(3);
      const short = run([{ type: 'typed', text: '14 L' }], withSuggestions());
      expect(short).toMatchObject({ suggestions: [], listOpen: false, isAddressLoading: false });
    });

    it('abandons a running qualification and clears the not-found state', () => {
      expect(run([{ type: 'typed', text: '14 Lyre' }], qualifying()).isLoading).toBe(false);
      const failed = run([{ type: 'searchStarted', seq: 3 }, { type: 'searchFailed', seq: 3 }, { type: 'hardToFindShown' }], withSuggestions());
      expect(run([{ type: 'typed', text: '14 Lyreb' }], failed)).toMatchObject({ addressNotFound: false, notice: 'none', hardToFind: false });
    });
  });

  describe('search answers', () => {
    it('searchStarted marks the address search as running', () => {
      expect(run([{ type: 'searchStarted', seq: 7 }])).toMatchObject({ isAddressLoading: true, searchSeq: 7 });
    });

    it('suggestionsShown opens the list with the suggestions', () => {
      const state = withSuggestions();
      expect(state).toMatchObject({ listOpen: true, activeIndex: -1, notice: 'none', isAddressLoading: false });
      expect(isListVisible(state)).toBe(true);
    });

    it("an empty answer shows the 'No address found.' entry and sets not-found (docs/product/address-check.md#suggestions)", () => {
      const state = run([{ type: 'searchStarted', seq: 1 }, { type: 'suggestionsShown', seq: 1, suggestions: [] }]);
      expect(state).toMatchObject({ notice: 'no-address', addressNotFound: true, listOpen: true });
      expect(isListVisible(state)).toBe(true);
    });

    it('drops answers to an older search', () => {
      const state = run([
        { type: 'searchStarted', seq: 1 },
        { type: 'searchStarted', seq: 2 },
        { type: 'suggestionsShown', seq: 1, suggestions: [A] },
        { type: 'searchFailed', seq: 1 },
      ]);
      expect(state).toMatchObject({ suggestions: [], notice: 'none', isAddressLoading: true });
    });

    it('drops suggestions that arrive after an address was chosen', () => {
      const state = run([{ type: 'searchStarted', seq: 3 }, { type: 'chosen', seq: 4, entry: A }, { type: 'suggestionsShown', seq: 3, suggestions: [B] }]);
      expect(state.suggestions).toEqual([]);
    });

    it('a failure shows the error entry, hides results and sets not-found (docs/product/address-check.md#widget-states, docs/product/address-check.md#search-retry)', () => {
      const state = run([{ type: 'searchStarted', seq: 5 }, { type: 'searchFailed', seq: 5 }], withResults());
      expect(state).toMatchObject({ notice: 'error', listOpen: true, hasResults: false, showResults: false, addressNotFound: true, suggestions: [] });
    });
  });

  describe('keyboard (WAI-ARIA combobox)', () => {
    it('moves the active option down and up, wrapping at both ends', () => {
      let state = withSuggestions();
      state = run([{ type: 'activeMoved', delta: 1 }], state);
      expect(state.activeIndex).toBe(0);
      state = run([{ type: 'activeMoved', delta: 1 }, { type: 'activeMoved', delta: 1 }, { type: 'activeMoved', delta: 1 }], state);
      expect(state.activeIndex).toBe(0);
      state = run([{ type: 'activeMoved', delta: -1 }], state);
      expect(state.activeIndex).toBe(2);
      expect(run([{ type: 'activeMoved', delta: -1 }], withSuggestions()).activeIndex).toBe(2);
    });

    it('reopens a closed list on an arrow key', () => {
      const closed = run([{ type: 'listClosed' }], withSuggestions());
      expect(closed).toMatchObject({ listOpen: false, activeIndex: -1 });
      expect(run([{ type: 'activeMoved', delta: 1 }], closed)).toMatchObject({ listOpen: true, activeIndex: 0 });
      expect(run([{ type: 'activeMoved', delta: -1 }], closed)).toMatchObject({ listOpen: true, activeIndex: 2 });
    });

    it('ignores arrow keys without suggestions', () => {
      const state = initialAddressCheckState();
      expect(run([{ type: 'activeMoved', delta: 1 }], state)).toBe(state);
    });

    it('activeSet accepts only an existing option or -1', () => {
      expect(run([{ type: 'activeSet', index: 1 }], withSuggestions()).activeIndex).toBe(1);
      expect(run([{ type: 'activeSet', index: 3 }], withSuggestions()).activeIndex).toBe(-1);
      expect(run([{ type: 'activeSet', index: 1 }, { type: 'activeSet', index: -1 }], withSuggestions()).activeIndex).toBe(-1);
    });

    it('Enter takes the active suggestion, else the first (docs/product/address-check.md#choosing-an-address)', () => {
      expect(entryForEnter(withSuggestions())).toBe(A);
      expect(entryForEnter(run([{ type: 'activeSet', index: 2 }], withSuggestions()))).toBe(C);
      expect(entryForEnter(run([{ type: 'listClosed' }], withSuggestions()))).toBeUndefined();
      expect(entryForEnter(initialAddressCheckState())).toBeUndefined();
    });
  });

  describe('qualification', () => {
    it('chosen sets the address, closes the list and starts loading (docs/product/address-check.md#widget-states)', () => {
      const state = qualifying();
      expect(state).toMatchObject({ text: A.address, isCompleteAddress: true, isLoading: true, listOpen: false, suggestions: [], qualifySeq: 2 });
      expect(actionButtonOf(state)).toBe('close');
    });

    it('qualified stores and shows the results', () => {
      const state = withResults();
      expect(state).toMatchObject({ isLoading: false, hasResults: true, showResults: true, sqResult: sqResult() });
      expect(actionButtonOf(state)).toBe('close');
    });

    it('qualified keeps the results behind Show results, said by no one here, when another box on the page shows them', () => {
      const state = run([{ type: 'qualified', seq: 2, sqResult: sqResult(), show: false }], qualifying());
      expect(state).toMatchObject({ isLoading: false, hasResults: true, showResults: false, sqResult: sqResult() });
      expect(actionButtonOf(state)).toBe('show-results');
      expect(announcementOf(state, 'heading')).toBe('');
    });

    it('drops a qualification answer for an older choice or after closing', () => {
      const newer = run([{ type: 'chosen', seq: 3, entry: B }, { type: 'qualified', seq: 2, sqResult: sqResult(), show: true }], qualifying());
      expect(newer).toMatchObject({ isLoading: true, hasResults: false });
      const closed = run([{ type: 'closed' }, { type: 'qualified', seq: 2, sqResult: sqResult(), show: true }], qualifying());
      expect(closed.hasResults).toBe(false);
      expect(run([{ type: 'closed' }, { type: 'qualificationFailed', seq: 2 }], qualifying()).notice).toBe('none');
    });

    it('a failed qualification shows the error entry and sets not-found (docs/product/address-check.md#qualification-outcome)', () => {
      const state = run([{ type: 'qualificationFailed', seq: 2 }], qualifying());
      expect(state).toMatchObject({ isLoading: false, notice: 'error', listOpen: true, hasResults: false, addressNotFound: true, isCompleteAddress: false });
    });
  });

  describe('closed', () => {
    it('while loading fully resets (docs/product/address-check.md#widget-states)', () => {
      const state = run([{ type: 'closed' }], qualifying());
      expect({ ...state, searchSeq: 0, qualifySeq: 0 }).toEqual(initialAddressCheckState());
      expect(state.qualifySeq).toBe(2);
    });

    it('otherwise hides the results and clears the list, keeping the address', () => {
      const state = run([{ type: 'closed' }], withResults());
      expect(state).toMatchObject({ text: A.address, showResults: false, hasResults: true, suggestions: [], listOpen: false });
      expect(actionButtonOf(state)).toBe('show-results');
      expect(run([{ type: 'closed' }], withSuggestions())).toMatchObject({ suggestions: [], listOpen: false });
    });
  });

  it('resultsShown shows kept results again, and nothing without results', () => {
    const closed = run([{ type: 'closed' }], withResults());
    expect(run([{ type: 'resultsShown' }], closed).showResults).toBe(true);
    const empty = initialAddressCheckState();
    expect(run([{ type: 'resultsShown' }], empty)).toBe(empty);
  });

  it('hardToFindShown records the click', () => {
    expect(run([{ type: 'hardToFindShown' }]).hardToFind).toBe(true);
  });

  describe('storeSynced (session store, docs/product/address-check.md#session-store)', () => {
    const stored = { type: 'storeSynced', sqAddress: A.address, sqResult: sqResult() } as const;

    it('shows a stored result after hydration, open only where results show by default', () => {
      const page = run([{ ...stored, showByDefault: true }]);
      expect(page).toMatchObject({ text: A.address, hasResults: true, isCompleteAddress: true, showResults: true });
      const elsewhere = run([{ ...stored, showByDefault: false }]);
      expect(elsewhere).toMatchObject({ text: A.address, hasResults: true, showResults: false });
      expect(actionButtonOf(elsewhere)).toBe('show-results');
    });

    it('ignores the result this widget already shows, and anything while loading', () => {
      const state = withResults();
      expect(run([{ ...stored, showByDefault: false }], state)).toBe(state);
      const loading = qualifying();
      expect(run([{ ...stored, sqResult: sqResult('LOC000000000009'), showByDefault: true }], loading)).toBe(loading);
    });

    it('takes a different stored result and drops results cleared elsewhere', () => {
      const other = run([{ type: 'storeSynced', sqAddress: B.address, sqResult: sqResult('LOC000000000002'), showByDefault: false }], withResults());
      expect(other).toMatchObject({ text: B.address, showResults: false, hasResults: true });
      const cleared = run([{ type: 'storeSynced', sqAddress: '', sqResult: null, showByDefault: false }], withResults());
      expect(cleared).toMatchObject({ hasResults: false, showResults: false, sqResult: null });
      const empty = initialAddressCheckState();
      expect(run([{ type: 'storeSynced', sqAddress: '', sqResult: null, showByDefault: true }], empty)).toBe(empty);
    });
  });

  describe('announcements (polite live region)', () => {
    it('counts the suggestions, then reports the outcome', () => {
      expect(announcementOf(withSuggestions(), null)).toBe('3 addresses found');
      expect(announcementOf(run([{ type: 'searchStarted', seq: 9 }, { type: 'suggestionsShown', seq: 9, suggestions: [A] }]), null)).toBe('1 address found');
      expect(announcementOf(qualifying(), null)).toBe(CHECKING_ADDRESS);
      expect(announcementOf(withResults(), 'Connect now')).toBe('Connect now');
      expect(announcementOf(run([{ type: 'searchStarted', seq: 1 }, { type: 'suggestionsShown', seq: 1, suggestions: [] }]), null)).toBe(NO_ADDRESS_FOUND);
      expect(announcementOf(run([{ type: 'searchStarted', seq: 1 }, { type: 'searchFailed', seq: 1 }]), null)).toBe(SEARCH_WENT_WRONG);
      expect(announcementOf(initialAddressCheckState(), null)).toBe('');
    });

    it("says the hard-to-find text once 'Still can't find your address?' has closed the list", () => {
      const shown = run([{ type: 'hardToFindShown' }, { type: 'listClosed' }], withSuggestions());
      expect(announcementOf(shown, null)).toBe(HARD_TO_FIND_TEXT);
      // Showing the text is what closes the list.
      expect(isListVisible(run([{ type: 'hardToFindShown' }], withSuggestions()))).toBe(false);
    });
  });
});
