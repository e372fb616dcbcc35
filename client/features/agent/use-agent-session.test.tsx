// @vitest-environment happy-dom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPath } from '../../../shared/routes/api-paths';
import { useAgentSession } from './use-agent-session';

const NOW_S = Math.floor(Date.now() / 1000);
const TOKEN = 'header.payload.signature';
const SESSION = { agentUsername: 'Jane', agentName: 'Jane Citizen', agentCode: 'A123', expiry: NOW_S + 3600, orderFormToken: TOKEN };
const JANE = { name: 'Jane' };

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
/**
 * The requests to the agent session endpoint: what these tests are about. A component test of another
 * file in this worker may finish a request of its own late, on this test's fetch stub.
 */
const sessionCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === apiPath('agentSession'));

// The hook loads its runtime chunk (with its schema) on need. Loaded here first, with a hook's time:
// transforming it took more than a test's wait on a busy machine, and the tests are about the session.
beforeAll(async () => {
  await import('./agent-session-verify-and-read');
}, 60_000);

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
  window.history.replaceState({ idx: 0, key: 'default', usr: null }, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function storeSession(session = SESSION) {
  window.localStorage.setItem('isAgent', 'true');
  window.localStorage.setItem('agentUsername', session.agentUsername);
  window.localStorage.setItem('agentName', session.agentName);
  window.localStorage.setItem('agentCode', session.agentCode);
  window.localStorage.setItem('expiry', String(session.expiry));
  window.localStorage.setItem('orderFormToken', session.orderFormToken);
}

const stored = () => ({
  isAgent: window.localStorage.getItem('isAgent'),
  agentUsername: window.localStorage.getItem('agentUsername'),
  agentName: window.localStorage.getItem('agentName'),
  agentCode: window.localStorage.getItem('agentCode'),
  expiry: window.localStorage.getItem('expiry'),
  orderFormToken: window.localStorage.getItem('orderFormToken'),
});

const CLEARED = { isAgent: 'false', agentUsername: null, agentName: null, agentCode: null, expiry: null, orderFormToken: null };

describe('useAgentSession: arriving with ?token=', () => {
  it('posts the token, stores the docs/product/agents.md#agent-session items and removes the token from the address bar, keeping the rest', async () => {
    fetchMock.mockResolvedValue(answer(200, SESSION));
    window.history.replaceState({ idx: 3, key: 'abc', usr: null }, '', `/flip-to-fibre?utm_source=mail&token=${TOKEN}#plans`);
    const { result } = renderHook(() => useAgentSession());

    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/flip-to-fibre?utm_source=mail#plans');
    expect(window.history.state).toEqual({ idx: 3, key: 'abc', usr: null });
    await waitFor(() => expect(result.current.agent).toEqual(JANE));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/agent/session');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
    expect(stored()).toEqual({
      isAgent: 'true',
      agentUsername: 'Jane',
      agentName: 'Jane Citizen',
      agentCode: 'A123',
      expiry: String(SESSION.expiry),
      orderFormToken: TOKEN,
    });
  });

  it('clears agent mode when the server refuses the token (401), even over an earlier session', async () => {
    storeSession();
    fetchMock.mockResolvedValue(answer(401, { error: { code: 'invalid_agent_token', message: 'no' } }));
    window.history.replaceState(null, '', '/?token=forged.token.here');
    const { result } = renderHook(() => useAgentSession());
    await waitFor(() => expect(stored()).toEqual(CLEARED));
    expect(result.current.agent).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('clears agent mode when the request fails or the answer is malformed', async () => {
    for (const reply of [() => Promise.reject(new TypeError('network')), () => Promise.resolve(answer(200, { agentUsername: 'Jane' }))]) {
      storeSession();
      fetchMock.mockImplementationOnce(reply);
      window.history.replaceState(null, '', `/?token=${TOKEN}`);
      const { result, unmount } = renderHook(() => useAgentSession());
      await waitFor(() => expect(stored()).toEqual(CLEARED));
      expect(result.current.agent).toBeNull();
      unmount();
    }
  });

  it('treats an empty ?token= as missing: clears without asking the server', async () => {
    storeSession();
    window.history.replaceState(null, '', '/?token=&a=1');
    renderHook(() => useAgentSession());
    await waitFor(() => expect(stored()).toEqual(CLEARED));
    expect(sessionCalls()).toEqual([]);
    expect(window.location.search).toBe('?a=1');
  });

  it('survives React StrictMode double effects: one request, agent mode on', async () => {
    fetchMock.mockResolvedValue(answer(200, SESSION));
    window.history.replaceState(null, '', `/?token=${TOKEN}`);
    const { result } = renderHook(() => useAgentSession(), { wrapper: StrictMode });
    await waitFor(() => expect(result.current.agent).toEqual(JANE));
    expect(sessionCalls()).toHaveLength(1);
  });
});

describe('useAgentSession: later visits (docs/product/agents.md#expiry expiry checked on every visit)', () => {
  it('restores agent mode from storage without asking the server', async () => {
    storeSession();
    const { result } = renderHook(() => useAgentSession());
    await waitFor(() => expect(result.current.agent).toEqual(JANE));
    expect(sessionCalls()).toEqual([]);
  });

  it('clears an expired session', async () => {
    storeSession({ ...SESSION, expiry: NOW_S - 1 });
    const { result } = renderHook(() => useAgentSession());
    await waitFor(() => expect(stored()).toEqual(CLEARED));
    expect(result.current.agent).toBeNull();
  });

  it('clears a partial session (isAgent true without an order form token)', async () => {
    storeSession();
    window.localStorage.removeItem('orderFormToken');
    renderHook(() => useAgentSession());
    await waitFor(() => expect(stored()).toEqual(CLEARED));
  });

  it('is not in agent mode when isAgent is not "true"', async () => {
    storeSession();
    window.localStorage.setItem('isAgent', 'false');
    const { result } = renderHook(() => useAgentSession());
    await act(async () => {});
    expect(result.current.agent).toBeNull();
  });

  it('turns agent mode off when the token expires while the page is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW_S * 1000);
    storeSession({ ...SESSION, expiry: NOW_S + 2 });
    const { result } = renderHook(() => useAgentSession());
    await act(async () => {});
    expect(result.current.agent).toEqual(JANE);
    await act(async () => {
      vi.advanceTimersByTime(2500);
    });
    expect(result.current.agent).toBeNull();
    expect(stored()).toEqual(CLEARED);
  });
});

function Nav() {
  const { agent, logOut } = useAgentSession();
  return agent ? (
    <button type="button" onClick={logOut}>
      Not {agent.name}? Log Out
    </button>
  ) : (
    <a href="/login">Log in</a>
  );
}

describe('useAgentSession: log out', () => {
  it("'Not Jane? Log Out' clears everything and shows the login link again", async () => {
    storeSession();
    render(<Nav />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not Jane? Log Out' }));
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(stored()).toEqual(CLEARED);
  });

  it('renders no agent UI on the server even with a stored session, so hydration matches', () => {
    storeSession();
    expect(renderToString(<Nav />)).toBe('<a href="/login">Log in</a>');
  });
});
