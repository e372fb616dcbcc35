// What every first load needs of the agent session (docs/product/agents.md#agent-session): clearing it and
// a cheap test of whether there can be one; the rest loads only then (docs/architecture.md#budgets).
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

/** False when storage holds neither an isAgent 'true' flag nor an order form token. */
export function mayHoldAgentSession(storage: AgentStorage | null = agentStorage()): boolean {
  if (!storage) return false;
  try {
    return storage.getItem(AGENT_STORAGE_KEYS.isAgent) === 'true' || Boolean(storage.getItem(AGENT_STORAGE_KEYS.orderFormToken));
  } catch {
    return false;
  }
}
