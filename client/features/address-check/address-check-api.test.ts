// @vitest-environment happy-dom
// In agent mode the address check's calls carry the agent token, so the server
// counts them against the agent's own limits (server/api/rate-limit.ts); a visitor's carry none.
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

describe('findAddresses: unit and lot fallbacks (docs/product/address-check.md#unit-and-lot-fallbacks)', () => {
  const searched = () =>
    fetchMock.mock.calls.map(([input]) => {
      const url = new URL(String(input), 'http://site.test');
      return `${url.searchParams.get('source')}:${url.searchParams.get('fullText')}`;
    });

  it('tries the typed text with both sources, then each fallback, and stops at the first answer', async () => {
    fetchMock.mockImplementation(async (input) => {
      const found = new URL(String(input), 'http://site.test').searchParams.get('fullText') === '12 Smith St';
      return new Response(JSON.stringify(found ? [ENTRY] : []), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const list = await findAddresses('3/12 Smith St', new AbortController().signal);
    expect(list.map((entry) => entry.address)).toEqual([ENTRY.formattedAddress]);
    expect(searched()).toEqual([
      'footprint:3/12 Smith St',
      'api:3/12 Smith St',
      'footprint:Unit 3, 12 Smith St',
      'api:Unit 3, 12 Smith St',
      'footprint:12 Smith St',
    ]);
  });

  it('answers an empty list (not found) only when every fallback found nothing', async () => {
    fetchMock.mockImplementation(async () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await findAddresses('Lot 12 Smith St', new AbortController().signal)).toEqual([]);
    expect(searched()).toEqual(['footprint:Lot 12 Smith St', 'api:Lot 12 Smith St', 'footprint:12 Smith St', 'api:12 Smith St', 'footprint:Smith St', 'api:Smith St']);
    fetchMock.mockClear();
    expect(await findAddresses('42 Wallaby Way, Sydney NSW 2000', new AbortController().signal)).toEqual([]);
    expect(searched()).toHaveLength(2);
  });
});
