// @vitest-environment jsdom
// In agent mode the address check's calls carry the agent token, so the server
// counts them against the agent's own limits (server/api/limit-subject.ts); a visitor's carry none.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_STORAGE_KEYS } from '../../lib/agent-storage-keys';
import { findAddresses, qualifyAddress, reportAddressNotFound } from './address-check-api';

const TOKEN = 'header.payload.signature';
const NOW_S = Math.floor(Date.now() / 1000);
const ENTRY = { formattedAddress: '14 Lyrebird Rise, Brunswick VIC 3056', providers: [{ locationId: 'LOC000184726551', name: 'nbn' }] };

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    const body = url.startsWith('/api/service-qualification')
      ? { sqSummary: {}, availablePlanCategories: [], priority: [] }
      : url.startsWith('/api/address')
        ? [ENTRY]
        : { accepted: true };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function storeAgent(expiry = NOW_S + 3600) {
  window.localStorage.setItem(AGENT_STORAGE_KEYS.isAgent, 'true');
  window.localStorage.setItem(AGENT_STORAGE_KEYS.agentUsername, 'Jane');
  window.localStorage.setItem(AGENT_STORAGE_KEYS.agentCode, 'A123');
  window.localStorage.setItem(AGENT_STORAGE_KEYS.expiry, String(expiry));
  window.localStorage.setItem(AGENT_STORAGE_KEYS.orderFormToken, TOKEN);
}

async function authorizationSent(): Promise<(string | undefined)[]> {
  const signal = new AbortController().signal;
  const [entry] = await findAddresses('14 Lyrebird Rise', signal);
  await findAddresses('LOC000184726551', signal);
  await qualifyAddress(entry!, signal);
  await reportAddressNotFound('/availability', '1 Nowhere Road');
  return fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('authorization') ?? undefined);
}

describe('address check calls in agent mode', () => {
  it('send Authorization: Bearer with the stored token on searches, lookups by id, SQ and the not-found report', async () => {
    storeAgent();
    expect(await authorizationSent()).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`, `Bearer ${TOKEN}`, `Bearer ${TOKEN}`]);
  });

  it('send nothing for a visitor, a session past its expiry, or isAgent false', async () => {
    expect(await authorizationSent()).toEqual([undefined, undefined, undefined, undefined]);
    fetchMock.mockClear();
    storeAgent(NOW_S - 1);
    expect(new Set(await authorizationSent())).toEqual(new Set([undefined]));
    fetchMock.mockClear();
    storeAgent();
    window.localStorage.setItem(AGENT_STORAGE_KEYS.isAgent, 'false');
    expect(new Set(await authorizationSent())).toEqual(new Set([undefined]));
  });
});
