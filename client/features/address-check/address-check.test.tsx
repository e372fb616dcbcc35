// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ADDRESS_HINT, ADDRESS_NOT_FOUND, ADDRESS_PROMPT, ALREADY_UPGRADED_TO_FIBRE, CHECKING_ADDRESS, CONNECT_NOW, FIBRE_UPGRADE_FREE_INSTALLATION, FLIP_NOT_YET_AVAILABLE, HARD_TO_FIND_TEXT, HIGH_SPEED_AVAILABLE, NEW_DEVELOPMENT_FEE_NOTICE, NO_ADDRESS_FOUND, NO_SERVICE, SEARCH_WENT_WRONG, STILL_CANT_FIND_ADDRESS } from '../../../shared/domain/address/messages';
import { toSqResult } from '../../../shared/domain/address/sq-result';
import type { ProviderSqSummary, ServiceQualificationAnswer } from '../../../shared/schemas/upstream';
import type { ServiceType } from '../../../shared/schemas/plan';
import { createSessionStore, type SessionStore } from '../../store/session-store';
import { StoreProvider } from '../../store/store-context';
import { AddressCheck } from './address-check';
import { loadAddressApi } from './use-address-check';

// ---- fakes -------------------------------------------------------------------------------------

const LYREBIRD = { formattedAddress: '14 Lyrebird Rise, Brunswick VIC 3056', providers: [{ locationId: 'LOC000184726551', name: 'nbn' }] };
const suggestionRows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    formattedAddress: `${i + 1} Lyrebird Rise, Brunswick VIC 3056`,
    providers: [{ locationId: `LOC00018472655${i}`, name: 'nbn' }],
  }));

function sqAnswer(summary: Partial<ProviderSqSummary> = {}, rest: Partial<ServiceQualificationAnswer> = {}): ServiceQualificationAnswer {
  return {
    sqSummary: {
      nbn: {
        serviceClass: 12,
        newDevelopmentsChargeApplies: false,
        technologyShortCode: 'FTTN',
        technology: 'Fibre to the Node',
        locationId: 'LOC000184726551',
        alternativeTechnologyDetails: { readyStatus: 'Ready', readyDate: '2025-09-15' },
        readyDate: null,
        maximumDownloadSpeed: 100,
        activeService: false,
        campaigns: ['UNCONNECTED-H2-FY25'],
        ...summary,
      },
    },
    availablePlanCategories: ['nbn'],
    priority: ['nbn'],
    ...rest,
  };
}
const FLIP_READY = sqAnswer();
const BY_REQUEST = sqAnswer({ serviceClass: 13, alternativeTechnologyDetails: { readyStatus: 'Ready', readyDate: null } });
const FTTP = sqAnswer({ serviceClass: 3, technologyShortCode: 'FTTP', alternativeTechnologyDetails: null, campaigns: [] });
const HFC = sqAnswer({ serviceClass: 24, technologyShortCode: 'HFC', alternativeTechnologyDetails: null });
const NEW_DEV = sqAnswer({ serviceClass: 1, technologyShortCode: 'FTTP', alternativeTechnologyDetails: null, newDevelopmentsChargeApplies: true });
const NO_SERVICE_SQ = sqAnswer({ serviceClass: 0, alternativeTechnologyDetails: null }, { availablePlanCategories: [] });

class Status {
  constructor(readonly status: number) {}
}

type Answer = unknown | Status | Promise<unknown>;
interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch stand-in answering by URL; `calls` records every request with its init (signal, body). */
function mockFetch(answer: (url: string, init?: RequestInit) => Answer) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const body = await answer(url, init);
    if (body instanceof Status) return { ok: false, status: body.status, json: async () => ({}) } as Response;
    return { ok: true, status: 200, json: async () => body } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** The usual site API: suggestions for free text, one address by id, the given SQ answer. */
const siteApi =
  (sq: unknown = FLIP_READY, suggestions: unknown[] = [LYREBIRD]) =>
  (url: string): Answer => {
    if (url.startsWith('/api/service-qualification')) return sq;
    if (url.startsWith('/api/address/')) return [LYREBIRD];
    if (url.startsWith('/api/address')) return suggestions;
    if (url === '/api/events') return { accepted: true };
    throw new Error(`unexpected ${url}`);
  };

function renderCheck(
  { path = '/availability', requested, store = createSessionStore(), variant = 'page' }: {
    path?: string;
    requested?: ServiceType | '';
    store?: SessionStore;
    variant?: 'nav' | 'step' | 'page';
  } = {},
) {
  const view = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AddressCheck variant={variant} {...(requested === undefined ? {} : { requestedServiceType: requested })} />
      </MemoryRouter>
    </StoreProvider>,
  );
  return { ...view, store };
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const input = () => screen.getByRole('combobox');
const options = () => screen.queryAllByRole('option');
const addressCalls = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/address'));
/**
 * The widget's own requests: searches and qualifications. Not every request the stand-in saw: files
 * share a worker (docs/operations.md#how-the-suite-is-organised), and an earlier file's delayed
 * content fetch can land in this file's stand-in.
 */
const widgetCalls = (calls: Call[]) => calls.filter((call) => /^\/api\/(address|service-qualification)\b/.test(call.url));
const events = () => (window.dataLayer ?? []).map((entry) => entry.event);

let user: ReturnType<typeof userEvent.setup>;

// The widget loads its search and qualification calls on the first typed address (docs/architecture.md#budgets); loaded
// here up front, each call starts in the tick the tests expect.
beforeAll(() => loadAddressApi());

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library drains its async wrapper with a setTimeout(0); it advances fake timers only when
  // it sees a `jest` global, so vitest's fake timers get that name here.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  window.dataLayer = [];
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Type, wait out the debounce and the display delay. */
async function typeAndShow(text: string) {
  await user.type(input(), text);
  await advance(500);
  await advance(500);
}

async function checkAddress(text = '14 Lyrebird Rise') {
  await typeAndShow(text);
  await user.click(screen.getByRole('option', { name: LYREBIRD.formattedAddress }));
  await advance(0);
}

// ---- tests -------------------------------------------------------------------------------------

describe('AddressCheck: markup and accessibility (docs/product/address-check.md#address-widget, WAI-ARIA 1.2 combobox)', () => {
  it('labels the input with the one prompt and the hint, and wires the combobox to its listbox', () => {
    mockFetch(siteApi());
    renderCheck();
    const box = input();
    expect(box.id).toBe('address-input-page');
    expect(screen.getByRole('combobox', { name: `${ADDRESS_PROMPT} ${ADDRESS_HINT}` })).toBe(box);
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    const listbox = document.getElementById(box.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).toBe('listbox');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('uses the variant ids for step and nav', () => {
    mockFetch(siteApi());
    renderCheck({ variant: 'step', path: '/broadband/nbn' });
    expect(input().id).toBe('address-input-step');
    cleanup();
    renderCheck({ variant: 'nav', path: '/' });
    expect(input().id).toBe('address-input-nav');
  });
});

describe('AddressCheck: search (docs/product/address-check.md#search-validation)', () => {
  it('debounces 500 ms and restarts the wait on every key', async () => {
    const { calls } = mockFetch(siteApi());
    renderCheck();
    await user.type(input(), '14 Lyre');
    await advance(499);
    expect(addressCalls(calls)).toHaveLength(0);
    await user.type(input(), 'b');
    await advance(499);
    expect(addressCalls(calls)).toHaveLength(0);
    await advance(1);
    expect(addressCalls(calls).map((c) => c.url)).toEqual(['/api/address?fullText=14+Lyreb&source=footprint']);
  });

  it('searches only when the text is longer than 4 characters', async () => {
    const { calls } = mockFetch(siteApi());
    renderCheck();
    await user.type(input(), '14 L');
    await advance(2000);
    expect(addressCalls(calls)).toHaveLength(0);
    await user.type(input(), 'y');
    await advance(500);
    expect(addressCalls(calls)).toHaveLength(1);
  });

  it('refuses a blank submission', async () => {
    const { calls } = mockFetch(siteApi());
    renderCheck();
    await user.type(input(), '      {Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await advance(2000);
    expect(widgetCalls(calls)).toEqual([]);
  });

  it('shows the suggestions 500 ms after the answer, at most 6', async () => {
    mockFetch(siteApi(FLIP_READY, suggestionRows(8)));
    renderCheck();
    await user.type(input(), '1 Lyrebird');
    await advance(500);
    await advance(499);
    expect(options()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await advance(1);
    expect(options()).toHaveLength(6);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('6 addresses found');
  });

  it("retries an empty 'footprint' search once with 'api'", async () => {
    const { calls } = mockFetch((url) => (url.includes('source=footprint') ? [] : [LYREBIRD]));
    renderCheck();
    await typeAndShow('11 Dunnart Drive');
    expect(addressCalls(calls).map((c) => new URL(c.url, 'http://x').searchParams.get('source'))).toEqual(['footprint', 'api']);
    expect(options().map((o) => o.textContent)).toEqual([LYREBIRD.formattedAddress]);
  });

  it("says 'No address found.' when the retry is empty too, with the call-us text and 13 39 38", async () => {
    const { calls } = mockFetch(() => []);
    const { store } = renderCheck();
    await typeAndShow('42 Wallaby Way, Sydney NSW 2000');
    expect(addressCalls(calls)).toHaveLength(2);
    expect(screen.getByRole('option', { name: NO_ADDRESS_FOUND }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === ADDRESS_NOT_FOUND)).toBeTruthy();
    expect(screen.getByRole('link', { name: '13 39 38' }).getAttribute('href')).toBe('tel:133938');
    expect(store.sq.addressNoFound).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(NO_ADDRESS_FOUND);
  });

  it('looks a LOC id up by id', async () => {
    const { calls } = mockFetch(siteApi());
    renderCheck();
    await typeAndShow('loc000184726551');
    expect(addressCalls(calls).map((c) => c.url)).toEqual(['/api/address/LOC000184726551']);
    expect(options()).toHaveLength(1);
  });

  it('shows the error entry when the search fails, and pushes the failure event', async () => {
    mockFetch(() => new Status(503));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = renderCheck();
    await user.type(input(), '14 Lyrebird');
    await advance(500);
    expect(screen.getByRole('option', { name: SEARCH_WENT_WRONG })).toBeTruthy();
    expect(store.sq.addressNoFound).toBe(true);
    expect(events()).toContain('sqSubmitFailResi');
  });
});

describe('AddressCheck: keyboard (WAI-ARIA combobox)', () => {
  it('moves aria-activedescendant with the arrows, Enter takes the active option, Escape closes', async () => {
    mockFetch(siteApi(FLIP_READY, suggestionRows(3)));
    renderCheck();
    await typeAndShow('1 Lyrebird');
    const box = input();
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect((box as HTMLInputElement).value).toBe('2 Lyrebird Rise, Brunswick VIC 3056');
    expect(document.activeElement).toBe(box);
  });

  it('Enter without an active option takes the first suggestion', async () => {
    const { calls } = mockFetch(siteApi(FLIP_READY, suggestionRows(3)));
    renderCheck();
    await typeAndShow('1 Lyrebird');
    await user.keyboard('{Enter}');
    await advance(0);
    expect(calls.at(-1)!.url).toBe('/api/service-qualification?nbn=LOC000184726550');
  });

  it('lets Tab leave the widget (no keyboard trap) and closes the list', async () => {
    mockFetch(siteApi());
    render(
      <StoreProvider store={createSessionStore()}>
        <MemoryRouter initialEntries={['/availability']}>
          <AddressCheck variant="page" />
          <a href="/next">after</a>
        </MemoryRouter>
      </StoreProvider>,
    );
    await typeAndShow('14 Lyrebird');
    await user.tab(); // the Search button
    await user.tab(); // 'Still can't find your address? Click here'
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'after' }));
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });
});

describe("AddressCheck: the menu bar's results (docs/product/address-check.md#closing-the-widget)", () => {
  it('close with Escape, and when focus leaves the widget, where they would cover what it reaches; the page variant keeps them', async () => {
    const renderWithNext = (variant: 'nav' | 'page') =>
      render(
        <StoreProvider store={createSessionStore()}>
          <MemoryRouter initialEntries={['/contact-us']}>
            <AddressCheck variant={variant} />
            <a href="/next">after</a>
          </MemoryRouter>
        </StoreProvider>,
      );
    mockFetch(siteApi(HFC));
    renderWithNext('nav');
    await checkAddress();
    expect(screen.getByRole('heading', { name: HIGH_SPEED_AVAILABLE })).toBeTruthy();
    input().focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: HIGH_SPEED_AVAILABLE })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('heading', { name: HIGH_SPEED_AVAILABLE })).toBeTruthy();
    await act(async () => screen.getByRole('link', { name: 'after' }).focus());
    expect(screen.queryByRole('heading', { name: HIGH_SPEED_AVAILABLE })).toBeNull();
    cleanup();
    // In the page, the results are part of it: they stay.
    renderWithNext('page');
    await checkAddress();
    await act(async () => screen.getByRole('link', { name: 'after' }).focus());
    expect(screen.getByRole('heading', { name: HIGH_SPEED_AVAILABLE })).toBeTruthy();
  });
});

describe('AddressCheck: qualification (docs/product/ordering-and-handoff.md#address-check-complete)', () => {
  it('shows the loading panel, then the result; stores it and pushes the events', async () => {
    let release!: (value: unknown) => void;
    mockFetch((url) => (url.startsWith('/api/service-qualification') ? new Promise((resolve) => (release = resolve)) : [LYREBIRD]));
    const { store } = renderCheck({ path: '/broadband/nbn' });
    await typeAndShow('14 Lyrebird');
    await user.click(screen.getByRole('option', { name: LYREBIRD.formattedAddress }));
    expect(screen.getByText(CHECKING_ADDRESS, { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(CHECKING_ADDRESS);
    expect(screen.getByRole('button', { name: 'Close address check' })).toBeTruthy();
    await act(async () => release(FLIP_READY));
    expect(screen.queryByText(CHECKING_ADDRESS, { selector: 'p' })).toBeNull();
    expect(screen.getByRole('heading', { name: CONNECT_NOW })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(CONNECT_NOW);
    expect(store.sq.sqAddress).toBe(LYREBIRD.formattedAddress);
    expect(store.sq.sqResult).toEqual(toSqResult(FLIP_READY));
    expect(store.sq.sqType).toBe('nbn');
    expect(events()).toEqual(['sqAddressSubmitResi', 'sqSubmitSuccessResi', 'addressCheck']);
    expect(window.dataLayer![1]).toMatchObject({ resultKind: 'connect-now' });
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/broadband/nbn#plans');
  });

  it('closing while loading aborts the request and resets the widget', async () => {
    const { calls } = mockFetch((url, init) =>
      url.startsWith('/api/service-qualification')
        ? new Promise((_, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
        : [LYREBIRD],
    );
    const { store } = renderCheck();
    await typeAndShow('14 Lyrebird');
    await user.click(screen.getByRole('option', { name: LYREBIRD.formattedAddress }));
    const signal = calls.at(-1)!.init!.signal!;
    expect(signal.aborted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Close address check' }));
    expect(signal.aborted).toBe(true);
    expect((input() as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(CHECKING_ADDRESS, { selector: 'p' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(store.sq.sqResult).toBeNull();
    expect(events()).not.toContain('sqSubmitFailResi');
  });

  it('action button: close while showing results, then show results again', async () => {
    mockFetch(siteApi(HFC));
    renderCheck();
    await checkAddress();
    await user.click(screen.getByRole('button', { name: 'Close address check' }));
    expect(screen.queryByRole('heading', { name: HIGH_SPEED_AVAILABLE })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('heading', { name: HIGH_SPEED_AVAILABLE })).toBeTruthy();
    await user.type(input(), 'x');
    expect(screen.queryByRole('heading', { name: HIGH_SPEED_AVAILABLE })).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('a failed qualification shows the error entry and the failure event', async () => {
    mockFetch((url) => (url.startsWith('/api/service-qualification') ? new Status(500) : [LYREBIRD]));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCheck();
    await checkAddress();
    expect(screen.getByRole('option', { name: SEARCH_WENT_WRONG })).toBeTruthy();
    expect(events()).toEqual(['sqAddressSubmitResi', 'sqSubmitFailResi']);
  });
});

describe('AddressCheck: result messages (docs/product/address-check.md#result-messages, docs/product/frame.md#unknown-routes)', () => {
  const cases: [string, string, unknown, string][] = [
    ['flip ready with a date on the flip page', '/flip-to-fibre', FLIP_READY, FIBRE_UPGRADE_FREE_INSTALLATION],
    ['flip ready with a date elsewhere', '/availability', FLIP_READY, CONNECT_NOW],
    ['flip only by request on the flip page', '/flip-to-fibre', BY_REQUEST, FLIP_NOT_YET_AVAILABLE],
    ['flip page without flip readiness', '/flip-to-fibre', FTTP, ALREADY_UPGRADED_TO_FIBRE],
    ['otherwise', '/availability', HFC, HIGH_SPEED_AVAILABLE],
    ['no services or categories', '/availability', NO_SERVICE_SQ, NO_SERVICE],
  ];
  it.each(cases)('%s', async (_name, path, sq, heading) => {
    mockFetch(siteApi(sq));
    renderCheck({ path, variant: path === '/flip-to-fibre' ? 'step' : 'page' });
    await checkAddress();
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    // A heading that already says what the upgrade is at the address stands alone: never beside 'Sorry, the Flip to Fibre upgrade is not available'.
    if (path === '/flip-to-fibre') expect(screen.queryByText(/^Sorry, the Flip to Fibre upgrade/)).toBeNull();
  });

  it("flip by request offers 'See nbn plans' to the nbn plans and the months estimate for a future date", async () => {
    vi.setSystemTime(new Date('2026-11-21T10:00:00'));
    mockFetch(siteApi(sqAnswer({ serviceClass: 13, alternativeTechnologyDetails: { readyStatus: 'Not Ready', readyDate: '2027-09-30' } })));
    renderCheck({ path: '/flip-to-fibre', variant: 'step' });
    await checkAddress();
    expect(screen.getByRole('heading', { name: FLIP_NOT_YET_AVAILABLE })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See nbn plans' }).getAttribute('href')).toBe('/broadband/nbn#plans');
    expect(screen.getByText(/about 10 months/)).toBeTruthy();
  });

  it('adds the new development message', async () => {
    mockFetch(siteApi(NEW_DEV));
    renderCheck();
    await checkAddress();
    // docs/product/address-check.md#new-development: the product's sentence, with the amount.
    expect(screen.getByText(`${NEW_DEVELOPMENT_FEE_NOTICE} The fee is $300, charged once, on nbn and Flip to Fibre orders.`)).toBeTruthy();
  });

  it('shows the additional error and fires the failure event when the requested service is not available', async () => {
    mockFetch(siteApi(HFC));
    renderCheck({ path: '/broadband/fibre', variant: 'step' });
    await checkAddress();
    // docs/product/address-check.md#result-messages: on the page of that service the result says so
    // (not "Great news!" above a plan list that refuses every plan), once.
    expect(screen.getByRole('heading', { name: 'Sorry, Fibre is not available at this address.' })).toBeTruthy();
    // What the address can get instead, and a link that names it (docs/product/address-check.md#ways-on).
    expect(screen.getByText(/^Available at this address: nbn broadband/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See nbn plans' }).getAttribute('href')).toBe('/broadband/nbn#plans');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(events()).toEqual(['sqAddressSubmitResi', 'sqSubmitSuccessResi', 'addressCheck', 'sqSubmitFailResi']);
    expect(window.dataLayer!.at(-1)).toMatchObject({ requestedServiceType: 'fibre' });
  });

  it('shows the simplified success only on /availability', async () => {
    mockFetch(siteApi(HFC));
    renderCheck({ path: '/availability', requested: 'nbn' });
    await checkAddress();
    const panel = screen.getByRole('region', { name: HIGH_SPEED_AVAILABLE });
    expect(within(panel).getAllByRole('link').map((a) => a.textContent)).toEqual(['See plans']);
    cleanup();
    renderCheck({ path: '/broadband/nbn', requested: 'nbn', variant: 'step' });
    await checkAddress();
    expect(screen.getByRole('region', { name: HIGH_SPEED_AVAILABLE }).className).toContain('address-check__result');
    expect(document.querySelector('.address-result--available')).toBeTruthy();
  });

  it("'Still can't find your address? Click here' reports the event and shows the hard-to-find text", async () => {
    const { calls } = mockFetch((url) => (url === '/api/events' ? { accepted: true } : []));
    renderCheck();
    await typeAndShow('42 Wallaby Way');
    await user.click(screen.getByRole('button', { name: STILL_CANT_FIND_ADDRESS }));
    const post = calls.find((c) => c.url === '/api/events')!;
    expect(post.init!.method).toBe('POST');
    expect(JSON.parse(String(post.init!.body))).toEqual({
      description: 'User cannot find address',
      eventType: 'USER',
      event: { pageUrl: '/', addressQuery: '42 Wallaby Way' },
    });
    expect(screen.getByText(HARD_TO_FIND_TEXT, { selector: 'p' })).toBeTruthy();
    // The list closed (the text would sit behind it), and the live region says the text.
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe(HARD_TO_FIND_TEXT);
    expect(screen.queryByRole('button', { name: STILL_CANT_FIND_ADDRESS })).toBeNull();
    // The number once, in the not-found sentence above the hard-to-find text: not repeated.
    expect(screen.getAllByRole('link', { name: '13 39 38' })).toHaveLength(1);
  });
});

describe('AddressCheck: session (docs/product/address-check.md#session-store)', () => {
  const stored = () => {
    const store = createSessionStore();
    return store;
  };

  it('shows a stored result after hydration, open by default on /availability', async () => {
    mockFetch(siteApi());
    const store = stored();
    renderCheck({ store });
    expect((input() as HTMLInputElement).value).toBe('');
    await act(async () => {
      Object.assign(store.sq, { sqResult: toSqResult(HFC), sqAddress: LYREBIRD.formattedAddress });
    });
    expect((input() as HTMLInputElement).value).toBe(LYREBIRD.formattedAddress);
    expect(screen.getByRole('heading', { name: HIGH_SPEED_AVAILABLE })).toBeTruthy();
  });

  it("keeps the nav box's copy closed on /availability, where the page widget shows it", async () => {
    mockFetch(siteApi());
    const store = stored();
    renderCheck({ store, variant: 'nav' });
    await act(async () => {
      Object.assign(store.sq, { sqResult: toSqResult(HFC), sqAddress: LYREBIRD.formattedAddress });
    });
    expect((input() as HTMLInputElement).value).toBe(LYREBIRD.formattedAddress);
    expect(screen.queryByRole('heading', { name: HIGH_SPEED_AVAILABLE })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show results' })).toBeTruthy();
  });

  it("elsewhere keeps it behind 'Show results'", async () => {
    mockFetch(siteApi());
    const store = stored();
    renderCheck({ store, path: '/broadband/nbn', variant: 'step' });
    await act(async () => {
      Object.assign(store.sq, { sqResult: toSqResult(HFC), sqAddress: LYREBIRD.formattedAddress });
    });
    expect(screen.queryByRole('heading', { name: HIGH_SPEED_AVAILABLE })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('heading', { name: HIGH_SPEED_AVAILABLE })).toBeTruthy();
  });
});
