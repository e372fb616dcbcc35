// In agent mode the address check's calls carry the stored agent token as `Authorization: Bearer`, so
// the server counts them against the agent's own limits rather than the call centre's shared address
// (docs/decisions/014-agent-limits-and-trusted-proxies.md). The server verifies the token; this only
// leaves out one that is plainly over (docs/product/agents.md#agent-token).
import { AGENT_STORAGE_KEYS } from './agent-storage-keys';

export function agentAuthorization(nowMs = Date.now()): { authorization?: string } {
  try {
    const storage = window.localStorage;
    if (storage.getItem(AGENT_STORAGE_KEYS.isAgent) !== 'true') return {};
    const token = storage.getItem(AGENT_STORAGE_KEYS.orderFormToken);
    const expiry = Number(storage.getItem(AGENT_STORAGE_KEYS.expiry));
    if (!token || !(expiry > Math.floor(nowMs / 1000))) return {};
    return { authorization: `Bearer ${token}` };
  } catch {
    // No window (server render) or storage blocked: no agent mode.
    return {};
  }
}
