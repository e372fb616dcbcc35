// @vitest-environment happy-dom
// docs/product/address-check.md#no-dead-ends: the not-found and no-service screens lead on to a
// manual address and a call-back request, confirmed with a reference and counted in analytics; an
// agent gets the form at once, without the phone number.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ADDRESS_NOT_FOUND, NO_SERVICE } from '../../../shared/domain/address/messages';
import { AGENT_STORAGE_KEYS } from '../../lib/agent-storage-keys';
import { createSessionStore } from '../../store/session-store';
import { StoreProvider } from '../../store/store-context';
import { AddressCheck } from './address-check';
import { loadCallBackForm } from './call-back/recovery-options';
import { loadAddressApi } from './use-address-check';
import { pasteInto } from '../../../tests/support/paste-into';

const GIDGEE = { formattedAddress: '2 Gidgee Track, Tibooburra NSW 2880', providers: [{ locationId: 'LOC000280664791', name: 'nbn' }] };
const NO_SERVICE_SQ = {
  sqSummary: {
    nbn: {
      serviceClass: 0,
      newDevelopmentsChargeApplies: false,
      technologyShortCode: '',
      technology: '',
      locationId: 'LOC000280664791',
      alternativeTechnologyDetails: null,
      readyDate: null,
      maximumDownloadSpeed: 0,
      activeService: false,
      campaigns: [],
    },
  },
  availablePlanCategories: [],
  priority: [],
};

interface Sent {
  url: string;
  body: Record<string, string>;
  authorization: string | null;
}

const BILBY = { formattedAddress: '31 Bilby Parade, Glenelg SA 5045', providers: [{ locationId: 'LOC000201337895', name: 'nbn' }] };
/** 31 Bilby Parade: FTTN, the upgrade 'Ready' without a date: only by request. */
const BY_REQUEST_SQ = {
  sqSummary: {
    nbn: {
      ...NO_SERVICE_SQ.sqSummary.nbn,
      serviceClass: 13,
      technologyShortCode: 'FTTN',
      technology: 'Fibre to the Node',
      locationId: 'LOC000201337895',
      alternativeTechnologyDetails: { readyStatus: 'Ready', readyDate: null },
      readyDate: '2018-08-27',
      maximumDownloadSpeed: 75,
      activeService: true,
    },
  },
  availablePlanCategories: ['nbn', 'hwbb', 'mbb'],
  priority: ['nbn'],
};

function mockSite({
  suggestions = [] as unknown[],
  callBack = { status: 202, body: { reference: 'CB-7K2M-9QXD' } as unknown },
  sq = NO_SERVICE_SQ as unknown,
} = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.startsWith('/api/call-back')) {
        sent.push({ url, body: JSON.parse(String(init?.body)) as Record<string, string>, authorization: new Headers(init?.headers).get('authorization') });
        return answer(callBack.status, callBack.body);
      }
      if (url.startsWith('/api/service-qualification')) return answer(200, sq);
      if (url.startsWith('/api/address')) return answer(200, suggestions);
      if (url === '/api/events') return answer(202, { accepted: true });
      throw new Error(`unexpected ${url}`);
    }),
  );
  return sent;
}

function renderCheck(path = '/availability') {
  return render(
    <StoreProvider store={createSessionStore()}>
      <MemoryRouter initialEntries={[path]}>
        <AddressCheck variant="page" />
      </MemoryRouter>
    </StoreProvider>,
  );
}

let user: ReturnType<typeof userEvent.setup>;
beforeAll(async () => {
  await loadAddressApi();
  await loadCallBackForm();
});
beforeEach(() => {
  // The search's debounce and display delay on a fake clock, as address-check.test.tsx runs them:
  // Testing Library's waits advance it when they see a `jest` global.
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  window.dataLayer = [];
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function searchNothing(text = '42 Wallaby Way, Sydney NSW 2000') {
  await pasteInto(user, screen.getByRole('combobox'), text);
  await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === ADDRESS_NOT_FOUND);
}

describe('not found: no dead end', () => {
  it('a call back with the address typed: sent, confirmed with the reference, counted in analytics', async () => {
    const sent = mockSite();
    renderCheck();
    await searchNothing();
    await user.click(await screen.findByRole('button', { name: 'Request a call back' }));
    const form = await screen.findByRole('form', { name: 'Request a call back' });
    expect((screen.getByLabelText('Your address') as HTMLInputElement).value).toBe('42 Wallaby Way, Sydney NSW 2000');
    expect(document.activeElement).toBe(screen.getByLabelText('Your name'));
    await pasteInto(user, screen.getByLabelText('Your name'), 'Alex Citizen');
    await pasteInto(user, screen.getByLabelText('Phone number'), '0412 345 678');
    await user.selectOptions(screen.getByLabelText('Best time to call'), 'evening');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const reference = await screen.findByText('CB-7K2M-9QXD');
    expect(form.isConnected).toBe(false);
    const done = reference.closest('[role="status"]')!;
    expect(done.textContent).toContain('We will call Alex Citizen on 0412 345 678. Best time: Evening (5pm to 8pm).');
    expect(document.activeElement).toBe(done);
    expect(sent).toEqual([
      {
        url: '/api/call-back',
        authorization: null,
        body: {
          reason: 'not-found',
          addressMode: 'typed',
          name: 'Alex Citizen',
          phone: '0412 345 678',
          bestTime: 'evening',
          pageUrl: '/',
          website: '',
          address: '42 Wallaby Way, Sydney NSW 2000',
        },
      },
    ]);
    expect(window.dataLayer).toContainEqual({ event: 'callBackRequested', reason: 'not-found', addressMode: 'typed', reference: 'CB-7K2M-9QXD', agent: false });
  });

  it('a manual address: the fields are sent, the server’s postcode refusal shows beside its field, and focus moves to the summary', async () => {
    const sent = mockSite({
      callBack: {
        status: 400,
        body: { error: { code: 'invalid_call_back', message: 'x', messages: [], fields: { suburb: ['Fitzroy is not in postcode 3056. Suburbs there: Brunswick.'] } } },
      },
    });
    renderCheck();
    await searchNothing('3/12 Nowhere Street');
    await user.click(await screen.findByRole('button', { name: 'Enter your address manually' }));
    await screen.findByRole('form', { name: 'Enter your address manually' });
    expect(document.activeElement).toBe(screen.getByLabelText('Unit or lot (optional)'));
    // Autofill fills a field only by its true purpose (WCAG 1.3.5): no token names a unit, a street
    // number or a street name alone, so those three carry none (address-line1 would put a whole street line in the unit).
    const purposes = ['Unit or lot (optional)', 'Street number', 'Street name', 'Suburb', 'State', 'Postcode', 'Your name', 'Phone number'].map(
      (label) => [label, screen.getByLabelText(label).getAttribute('autocomplete')],
    );
    expect(Object.fromEntries(purposes)).toEqual({
      'Unit or lot (optional)': null, 'Street number': null, 'Street name': null,
      Suburb: 'address-level2', State: 'address-level1', Postcode: 'postal-code', 'Your name': 'name', 'Phone number': 'tel',
    });
    await pasteInto(user, screen.getByLabelText('Unit or lot (optional)'), '3');
    await pasteInto(user, screen.getByLabelText('Street number'), '12');
    await pasteInto(user, screen.getByLabelText('Street name'), 'Smith Street');
    await pasteInto(user, screen.getByLabelText('Suburb'), 'Fitzroy');
    await user.selectOptions(screen.getByLabelText('State'), 'VIC');
    await pasteInto(user, screen.getByLabelText('Postcode'), '3056');
    await pasteInto(user, screen.getByLabelText('Your name'), 'Alex Citizen');
    await pasteInto(user, screen.getByLabelText('Phone number'), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const suburb = screen.getByLabelText('Suburb');
    expect(suburb.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(suburb.getAttribute('aria-describedby')!)!.textContent).toBe('Fitzroy is not in postcode 3056. Suburbs there: Brunswick.');
    expect(sent[0]!.body).toMatchObject({ addressMode: 'manual', unit: '3', streetNumber: '12', streetName: 'Smith Street', suburb: 'Fitzroy', state: 'VIC', postcode: '3056' });
    expect(sent[0]!.body).not.toHaveProperty('address');
  });

  it('in agent mode: the call-back form at once, carrying the agent (token as bearer), no phone number', async () => {
    window.localStorage.setItem(AGENT_STORAGE_KEYS.isAgent, 'true');
    window.localStorage.setItem(AGENT_STORAGE_KEYS.agentUsername, 'Jane');
    window.localStorage.setItem(AGENT_STORAGE_KEYS.agentCode, 'A123');
    window.localStorage.setItem(AGENT_STORAGE_KEYS.expiry, String(Math.floor(Date.now() / 1000) + 3600));
    window.localStorage.setItem(AGENT_STORAGE_KEYS.orderFormToken, 'agent.token.sig');
    const sent = mockSite();
    renderCheck();
    await pasteInto(user, screen.getByRole('combobox'), '42 Wallaby Way, Sydney NSW 2000');
    await screen.findByRole('form', { name: 'Request a call back' });
    expect(screen.queryByRole('link', { name: '13 39 38' })).toBeNull();
    expect(screen.getByText(/agent code A123/)).toBeTruthy();
    await pasteInto(user, screen.getByLabelText('Your name'), 'Alex Citizen');
    await pasteInto(user, screen.getByLabelText('Phone number'), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('CB-7K2M-9QXD');
    expect(sent[0]!.authorization).toBe('Bearer agent.token.sig');
  });
});

describe('no service: register interest and the services that need no line', () => {
  it('offers the phone number and registers interest with the location id; no service it cannot get (docs/product/address-check.md#ways-on)', async () => {
    const sent = mockSite({ suggestions: [GIDGEE] });
    renderCheck();
    await pasteInto(user, screen.getByRole('combobox'), '2 Gidgee Track');
    await user.click(await screen.findByRole('option', { name: GIDGEE.formattedAddress }));
    await screen.findByRole('heading', { name: NO_SERVICE });
    expect(screen.getByRole('link', { name: '13 39 38' }).getAttribute('href')).toBe('tel:133938');
    // Nothing reaches 2 Gidgee Track: no mobile broadband page that would then say it is not available there.
    expect(screen.queryByRole('link', { name: 'Mobile SIM plans' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Mobile broadband' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register interest' }));
    await screen.findByRole('form', { name: 'Register interest' });
    await pasteInto(user, screen.getByLabelText('Your name'), 'Alex Citizen');
    await pasteInto(user, screen.getByLabelText('Phone number'), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('CB-7K2M-9QXD');
    expect(sent[0]!.body).toMatchObject({ reason: 'no-service', address: GIDGEE.formattedAddress, locationId: 'LOC000280664791' });
    await waitFor(() => expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'callBackRequested', reason: 'no-service' })));
  });
});

describe('upgrade only by request: the way to request it (docs/product/address-check.md#upgrade-by-request)', () => {
  it.each(['/flip-to-fibre', '/broadband/nbn'])('31 Bilby Parade on %s asks for the upgrade with the call-back form, reason upgrade-request', async (path) => {
    const sent = mockSite({ suggestions: [BILBY], sq: BY_REQUEST_SQ });
    renderCheck(path);
    await pasteInto(user, screen.getByRole('combobox'), '31 Bilby Parade');
    await user.click(await screen.findByRole('option', { name: BILBY.formattedAddress }));
    await screen.findByText(/The fibre upgrade cannot be ordered online here, but you can ask for it/);
    await user.click(screen.getByRole('button', { name: 'Request the fibre upgrade' }));
    await screen.findByRole('form', { name: 'Request the fibre upgrade' });
    await pasteInto(user, screen.getByLabelText('Your name'), 'Alex Citizen');
    await pasteInto(user, screen.getByLabelText('Phone number'), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('CB-7K2M-9QXD');
    expect(sent[0]!.body).toMatchObject({ reason: 'upgrade-request', address: BILBY.formattedAddress, locationId: 'LOC000201337895' });
  });
});
