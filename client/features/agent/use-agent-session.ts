// docs/product/agents.md#agent-mode: an agent arrives with ?token=..., which leaves the address bar at once
// (no bookmarks, shared links or history). The verification loads only for an agent link or a stored
// session (docs/architecture.md#budgets).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { AGENT_LINK_TOKEN_PARAM } from '../../../shared/domain/agent/agent-claims';
import { AGENT_STORAGE_KEYS } from '../../lib/agent-storage-keys';
import { takeSearchParam } from '../../lib/take-search-param';
import { agentStorage, clearAgentSession, mayHoldAgentSession } from './agent-session-check-and-clear';
import type { AgentSession } from '../../../shared/schemas/site-api';

/** setTimeout's longest delay (about 24.8 days); a longer expiry is simply checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

const loadVerifyAndRead = () => import('./agent-session-verify-and-read');

/** One verification per arrival: a remount must not lose the token that has already left the address bar. */
let pending: Promise<AgentSession | null> | null = null;

function startSession(token: string): Promise<AgentSession | null> {
  const settled = loadVerifyAndRead()
    .then((verifyAndRead) => verifyAndRead.verifyAndStore(token))
    .catch(() => {
      clearAgentSession(agentStorage());
      return null;
    })
    .finally(() => {
      if (pending === settled) pending = null;
    });
  pending = settled;
  return settled;
}

/** docs/product/agents.md#expiry: "Expiry is checked on every visit"; nothing to load when storage holds no session. */
async function storedSession(): Promise<AgentSession | null> {
  if (!mayHoldAgentSession()) return null;
  return (await loadVerifyAndRead()).storedSession();
}

export function useAgentSession() {
  // Nothing during render (the server has no storage): the first client render matches the HTML.
  const [session, setSession] = useState<AgentSession | null>(null);

  useEffect(() => {
    let active = true;
    const apply = (value: AgentSession | null) => {
      if (active) setSession(value);
    };
    const token = takeSearchParam(AGENT_LINK_TOKEN_PARAM);
    if (token !== null) void startSession(token).then(apply);
    else if (pending) void pending.then(apply);
    else void storedSession().then(apply);
    // Logging in or out in another tab applies here too.
    const keys: readonly string[] = Object.values(AGENT_STORAGE_KEYS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || keys.includes(event.key)) void storedSession().then(apply);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      active = false;
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  // Turn agent mode off when the token expires while the page is open.
  useEffect(() => {
    if (!session) return;
    let active = true;
    const delay = Math.min(Math.max(0, session.expiry * 1000 - Date.now()), MAX_TIMER_MS);
    const timer = setTimeout(() => {
      void storedSession().then((current) => {
        if (active) setSession(current ? { ...current } : null);
      });
    }, delay);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [session]);

  const logOut = useCallback(() => {
    clearAgentSession(agentStorage());
    setSession(null);
  }, []);

  // Set in agent mode: `name` is the first word of the agent's name (docs/product/agents.md#agent-session agentUsername).
  const name = session?.agentUsername ?? null;
  return useMemo(() => ({ agent: name === null ? null : { name }, logOut }), [name, logOut]);
}
