// In agent mode the calls carry the agent's token, so the server counts them against the agent's own limits
// (docs/decisions/014-agent-limits-and-trusted-proxies.md); an expired one is left out.
import { AGENT_STORAGE_KEYS } from './agent-storage-keys';

export function agentAuthorization(): { authorization?: string } {
  try {
    const storage = window.localStorage;
    if (storage.getItem(AGENT_STORAGE_KEYS.isAgent) !== 'true') return {};
    const token = storage.getItem(AGENT_STORAGE_KEYS.orderFormToken);
    const expiry = Number(storage.getItem(AGENT_STORAGE_KEYS.expiry));
    if (!token || !(expiry > Math.floor(Date.now() / 1000))) return {};
    return { authorization: `Bearer ${token}` };
  } catch {
    // No window (server render) or storage blocked: no agent mode.
    return {};
  }
}
