// @vitest-environment happy-dom
// docs/architecture.md#budgets: the agent code stays out of the first-load bundle and loads only when an agent link
// arrives or storage may hold a session (use-agent-session.ts, agent-session-check-and-clear.ts).
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mayHoldAgentSession } from './agent-session-check-and-clear';
import { useAgentSession } from './use-agent-session';

const verifyAndRead = vi.hoisted(() => ({
  verifyAndStore: vi.fn(async () => null),
  storedSession: vi.fn(() => ({ agentUsername: 'Jane', agentCode: 'A1', expiry: Math.floor(Date.now() / 1000) + 600, orderFormToken: 't' })),
}));
vi.mock('./agent-session-verify-and-read', () => verifyAndRead);

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  verifyAndRead.verifyAndStore.mockClear();
  verifyAndRead.storedSession.mockClear();
});

describe('mayHoldAgentSession', () => {
  it('is false for an empty storage, a logged-out flag or blocked storage', () => {
    expect(mayHoldAgentSession()).toBe(false);
    window.localStorage.setItem('isAgent', 'false');
    expect(mayHoldAgentSession()).toBe(false);
    expect(mayHoldAgentSession(null)).toBe(false);
    const throwing = { getItem: () => { throw new Error('blocked'); }, setItem: () => {}, removeItem: () => {} };
    expect(mayHoldAgentSession(throwing)).toBe(false);
  });

  it("is true for isAgent 'true', or an order form token left behind (a stale session to clear)", () => {
    window.localStorage.setItem('isAgent', 'true');
    expect(mayHoldAgentSession()).toBe(true);
    window.localStorage.clear();
    window.localStorage.setItem('orderFormToken', 'x');
    expect(mayHoldAgentSession()).toBe(true);
  });
});

describe('useAgentSession loads the agent code on demand', () => {
  it('a visitor with nothing stored and no token never loads it', async () => {
    const { result } = renderHook(() => useAgentSession());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.agent).toBeNull();
    expect(verifyAndRead.storedSession).not.toHaveBeenCalled();
    expect(verifyAndRead.verifyAndStore).not.toHaveBeenCalled();
  });

  it('a stored session is read through it', async () => {
    window.localStorage.setItem('isAgent', 'true');
    const { result } = renderHook(() => useAgentSession());
    await waitFor(() => expect(result.current.agent).toEqual({ name: 'Jane' }));
    expect(verifyAndRead.storedSession).toHaveBeenCalledTimes(1);
  });

  it('an agent link is verified through it', async () => {
    window.history.replaceState(null, '', '/?token=abc');
    renderHook(() => useAgentSession());
    await waitFor(() => expect(verifyAndRead.verifyAndStore).toHaveBeenCalledWith('abc'));
  });
});
