// The part of the agent session in local storage (docs/product/agents.md#agent-session) every first page
// load needs: clearing it ('Not {name}? Log Out' takes effect at once) and a cheap test of whether there
// can be a session at all. The rest loads only when that test or an agent link says so (docs/architecture.md#budgets).
import { AGENT_STORAGE_KEYS } from '../../lib/agent-storage-keys';

export type AgentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null when the browser blocks it (private modes, sandboxed frames). */
export function agentStorage(): AgentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** docs/product/agents.md#leaving-agent-mode: "Turns off (credentials cleared, isAgent false)". */
export function clearAgentSession(storage: AgentStorage | null): void {
  if (!storage) return;
  try {
    // Every agent item (the quotes made in the session too), then the flag.
    for (const key of Object.values(AGENT_STORAGE_KEYS)) storage.removeItem(key);
    storage.setItem(AGENT_STORAGE_KEYS.isAgent, 'false');
  } catch {
    // Nothing more we can do.
  }
}

/**
 * False when storage holds neither an isAgent 'true' flag nor an order form token: then there is
 * no session to read or clear (agent-storage.ts readStoredAgent starts with this test).
 */
export function mayHoldAgentSession(storage: AgentStorage | null = agentStorage()): boolean {
  if (!storage) return false;
  try {
    return storage.getItem(AGENT_STORAGE_KEYS.isAgent) === 'true' || Boolean(storage.getItem(AGENT_STORAGE_KEYS.orderFormToken));
  } catch {
    return false;
  }
}
