// The agent's whole name and code for the agent bar and the summary's agent tools
// (docs/product/agents.md#agent-bar), read from the stored session by those lazily loaded parts only.
import type { AgentIdentity } from './agent-identity';
import { AGENT_STORAGE_KEYS } from './agent-storage-keys';

/** The stored agent's whole name and code (docs/product/agents.md#agent-session); the first word stands in for an older session's name. */
export function agentDetails(agent: AgentIdentity): { fullName: string; code: string } {
  try {
    const storage = window.localStorage;
    return { fullName: storage.getItem(AGENT_STORAGE_KEYS.agentName) || agent.name, code: storage.getItem(AGENT_STORAGE_KEYS.agentCode) ?? '' };
  } catch {
    return { fullName: agent.name, code: '' };
  }
}
