// The address check's effects around the pure reducer: timers, requests, the session store's `sq` and
// the data-layer events (docs/product/address-check.md#qualification-outcome).
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isBlankAddress, shouldSearch } from '../../../shared/domain/address/address-query';
import { isRequestedServiceAvailable, resultMessage } from '../../../shared/domain/address/result-message';
import { TIMING } from '../../../shared/domain/site/frame';
import type { AddressListEntry, SqResult } from '../../../shared/types/address';
import type { ServiceType } from '../../../shared/schemas/plan';
import { pushEvent } from '../../lib/data-layer';
import { useSessionSnapshot, useSessionStore } from '../../store/store-context';
import { ADDRESS_CHECK_ITEMS, keepQualifiedAddress } from '../../store/session-store';
import type * as AddressApiModule from './address-check-api';
import type * as ResultPanelModule from './address-result-panel';
import { addressCheckReducer, entryForEnter, initialAddressCheckState, isListVisible } from './address-check-machine';

/** The result panel shows only once an address is checked, so not loaded with the page (docs/architecture.md#budgets). */
export type ResultPanel = typeof ResultPanelModule;
let loadedPanel: ResultPanel | undefined;
export const loadedResultPanel = (): ResultPanel | undefined => loadedPanel;
export const loadResultPanel = (): Promise<ResultPanel> => import('./address-result-panel').then((panel) => (loadedPanel = panel));

/** The calls load when the visitor first types an address, not with the page (docs/architecture.md#budgets). */
type AddressApi = typeof AddressApiModule;
let loadedApi: AddressApi | undefined;
export const loadAddressApi = (): Promise<AddressApi> => {
  // The result panel's code comes with them: it is needed once they answer.
  void loadResultPanel().catch(() => undefined);
  return import('./address-check-api').then((api) => (loadedApi = api));
};

/** Boxes showing every result by default (/availability's own): while one is there, another box's check
 *  leaves its result to it, so the result shows and is said once (docs/product/address-check.md#showing-results). */
let boxesShowingEveryResult = 0;
/** Told when a box starts a check: /availability then drops the server's answer about another address. */
export const checksStarted = new EventTarget();

export interface AddressCheckOptions {
  isFlipPage: boolean;
  /** docs/product/address-check.md#showing-results: results show by default on the dedicated availability page. */
  showResultsByDefault: boolean;
  requestedServiceType: ServiceType | '';
  /** The box's text when it first draws; while given, the server's answer about it shows, and the box keeps it. */
  initialText?: string;
}

export function useAddressCheck(options: AddressCheckOptions) {
  // The text a search sent as a plain form asked for (docs/product/address-check.md#before-javascript): the box keeps it.
  const [state, dispatch] = useReducer(addressCheckReducer, options.initialText, initialAddressCheckState);
  const store = useSessionStore();
  const snapshot = useSessionSnapshot();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  useEffect(() => {
    if (!options.showResultsByDefault) return;
    boxesShowingEveryResult += 1;
    return () => {
      boxesShowingEveryResult -= 1;
    };
  }, [options.showResultsByDefault]);

  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const displayTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchRequest = useRef<AbortController | undefined>(undefined);
  const qualifyRequest = useRef<AbortController | undefined>(undefined);
  const seq = useRef(0);

  const stopSearch = useCallback(() => {
    clearTimeout(debounceTimer.current);
    clearTimeout(displayTimer.current);
    searchRequest.current?.abort();
    searchRequest.current = undefined;
  }, []);

  const stopQualification = useCallback(() => {
    qualifyRequest.current?.abort();
    qualifyRequest.current = undefined;
  }, []);

  useEffect(
    () => () => {
      stopSearch();
      stopQualification();
    },
    [stopSearch, stopQualification],
  );

  const runSearch = useCallback(
    async (text: string) => {
      stopSearch();
      const controller = new AbortController();
      searchRequest.current = controller;
      const searchSeq = ++seq.current;
      dispatch({ type: 'searchStarted', seq: searchSeq });
      try {
        // Once loaded, the call starts in this tick (no await before the request).
        const api = loadedApi ?? (await loadAddressApi());
        const suggestions = await api.findAddresses(text, controller.signal);
        if (controller.signal.aborted) return;
        // docs/product/content.md#country-search: "display delayed 500 ms after the response".
        displayTimer.current = setTimeout(() => {
          if (suggestions.length === 0) store.sq.addressNoFound = true;
          dispatch({ type: 'suggestionsShown', seq: searchSeq, suggestions });
        }, TIMING.suggestionDisplayDelayMs);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Address search failed', error);
        store.sq.addressNoFound = true;
        dispatch({ type: 'searchFailed', seq: searchSeq });
        pushEvent({ event: 'sqSubmitFailResi', reason: 'address search failed', addressQuery: text.trim() });
      }
    },
    [stopSearch, store],
  );

  const onTextChange = useCallback(
    (text: string) => {
      stopSearch();
      stopQualification();
      dispatch({ type: 'typed', text });
      // docs/product/address-check.md#search-validation: more than 4 characters, debounced 500 ms.
      if (shouldSearch(text)) {
        if (!loadedApi) void loadAddressApi().catch(() => undefined); // fetched during the debounce; a failure shows in the search
        debounceTimer.current = setTimeout(() => void runSearch(text), TIMING.addressDebounceMs);
      }
    },
    [runSearch, stopSearch, stopQualification],
  );

  const choose = useCallback(
    async (entry: AddressListEntry) => {
      if (isBlankAddress(entry.address)) return;
      stopSearch();
      stopQualification();
      const controller = new AbortController();
      qualifyRequest.current = controller;
      const qualifySeq = ++seq.current;
      dispatch({ type: 'chosen', seq: qualifySeq, entry });
      checksStarted.dispatchEvent(new Event('check'));
      // A new qualification replaces the stored one: nothing stale is kept if it is cancelled.
      Object.assign(store.sq, { sqResult: null, sqAddress: '', sqType: '', addressNoFound: false });
      pushEvent({ event: 'sqAddressSubmitResi', address: entry.address });
      try {
        const api = loadedApi ?? (await loadAddressApi());
        const sqResult = await api.qualifyAddress(entry, controller.signal);
        if (controller.signal.aborted) return;
        qualifyRequest.current = undefined;
        keepQualifiedAddress(store, entry.address, sqResult);
        const { isFlipPage, requestedServiceType } = optionsRef.current;
        dispatch({ type: 'qualified', seq: qualifySeq, sqResult, show: optionsRef.current.showResultsByDefault || boxesShowingEveryResult === 0 });
        const message = resultMessage({ sq: sqResult, isFlipPage, addressNotFound: false, requested: requestedServiceType });
        pushEvent({ event: 'sqSubmitSuccessResi', resultKind: message.kind, address: entry.address });
        // The address-check items (docs/product/address-check.md#session-store), as one event.
        pushEvent({ event: 'addressCheck', ...Object.fromEntries(ADDRESS_CHECK_ITEMS.map((item) => [item, sqResult[item]])) });
        // docs/product/address-check.md#requested-service-unavailable
        if (!isRequestedServiceAvailable(sqResult, requestedServiceType)) {
          pushEvent({ event: 'sqSubmitFailResi', reason: 'requested service unavailable', requestedServiceType });
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        qualifyRequest.current = undefined;
        console.error('Service qualification failed', error);
        store.sq.addressNoFound = true;
        dispatch({ type: 'qualificationFailed', seq: qualifySeq });
        pushEvent({ event: 'sqSubmitFailResi', reason: 'service qualification failed', address: entry.address });
      }
    },
    [stopSearch, stopQualification, store],
  );

  /** Enter or the Search button: take the active or first suggestion, else search now. */
  const submit = useCallback(() => {
    const entry = entryForEnter(state);
    if (entry) return void choose(entry);
    // docs/product/address-check.md#search-validation: "Submission blocked when the address is blank after trimming."
    if (isBlankAddress(state.text) || !shouldSearch(state.text) || state.isLoading) return;
    void runSearch(state.text);
  }, [state, choose, runSearch]);

  const close = useCallback(() => {
    // docs/product/address-check.md#closing-the-widget: closing while loading aborts the request and fully resets.
    stopSearch();
    if (state.isLoading) stopQualification();
    dispatch({ type: 'closed' });
  }, [state.isLoading, stopSearch, stopQualification]);

  const reportHardToFind = useCallback(() => {
    dispatch({ type: 'hardToFindShown' });
    const pageUrl = window.location.pathname;
    if (loadedApi) void loadedApi.reportAddressNotFound(pageUrl, state.text);
    else void loadAddressApi().then((api) => api.reportAddressNotFound(pageUrl, state.text));
  }, [state.text]);

  // Hydration, another page, or the other address box changed the stored result (docs/product/address-check.md#sq-result).
  const storedResult = snapshot.sq.sqResult as SqResult | null;
  const storedAddress = snapshot.sq.sqAddress;
  useEffect(() => {
    // Not an older address, nor `Show results` drawing the server's answer again (docs/product/address-check.md#before-javascript).
    if (optionsRef.current.initialText !== undefined) return;
    dispatch({
      type: 'storeSynced',
      sqAddress: storedAddress,
      sqResult: storedResult,
      showByDefault: optionsRef.current.showResultsByDefault,
    });
  }, [storedResult, storedAddress]);

  return {
    state,
    listVisible: isListVisible(state),
    onTextChange,
    choose,
    submit,
    close,
    reportHardToFind,
    showResults: () => dispatch({ type: 'resultsShown' }),
    moveActive: (delta: 1 | -1) => dispatch({ type: 'activeMoved', delta }),
    setActive: (index: number) => dispatch({ type: 'activeSet', index }),
    closeList: () => dispatch({ type: 'listClosed' }),
  };
}
