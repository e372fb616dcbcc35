// docs/product/agents.md#agent-session: what the server verified; the browser only keeps it and checks its expiry.

import { AGENT_STORAGE_KEYS } from '../../lib/agent-storage-keys';
import type { AgentSession } from '../../../shared/schemas/site-api';
import { mayHoldAgentSession, type AgentStorage } from './agent-session-check-and-clear';

/** The answer of POST /api/agent/session (its schema is the one source of the shape). */
export type { AgentSession } from '../../../shared/schemas/site-api';

export const nowInSeconds = (nowMs = Date.now()): number => Math.floor(nowMs / 1000);

export function saveAgentSession(storage: AgentStorage | null, session: AgentSession): void {
  if (!storage) return;
  try {
    storage.setItem(AGENT_STORAGE_KEYS.agentUsername, session.agentUsername);
    storage.setItem(AGENT_STORAGE_KEYS.agentName, session.agentName);
    storage.setItem(AGENT_STORAGE_KEYS.agentCode, session.agentCode);
    storage.setItem(AGENT_STORAGE_KEYS.expiry, String(session.expiry));
    storage.setItem(AGENT_STORAGE_KEYS.orderFormToken, session.orderFormToken);
    storage.setItem(AGENT_STORAGE_KEYS.isAgent, 'true');
  } catch {
    // Storage full or blocked: agent mode lasts for this page only.
  }
}

export type StoredAgent = { state: 'agent'; session: AgentSession } | { state: 'none' } | { state: 'stale' };

/** An agent (docs/product/agents.md#agent-mode), nobody, or a stale session the caller must clear. */
export function readStoredAgent(storage: AgentStorage | null, nowSeconds: number): StoredAgent {
  if (!storage || !mayHoldAgentSession(storage)) return { state: 'none' };
  try {
    const orderFormToken = storage.getItem(AGENT_STORAGE_KEYS.orderFormToken);
    if (storage.getItem(AGENT_STORAGE_KEYS.isAgent) !== 'true') return { state: 'stale' };
    const agentUsername = storage.getItem(AGENT_STORAGE_KEYS.agentUsername) ?? '';
    // A session stored before the whole name was kept shows the first word.
    const agentName = storage.getItem(AGENT_STORAGE_KEYS.agentName) || agentUsername;
    const agentCode = storage.getItem(AGENT_STORAGE_KEYS.agentCode) ?? '';
    const expiry = Number(storage.getItem(AGENT_STORAGE_KEYS.expiry));
    // docs/product/agents.md#agent-token: exp in the future, compared in seconds.
    if (!orderFormToken || !agentUsername || !agentCode || !Number.isFinite(expiry) || !(expiry > nowSeconds))
      return { state: 'stale' };
    return { state: 'agent', session: { agentUsername, agentName, agentCode, expiry, orderFormToken } };
  } catch {
    return { state: 'none' };
  }
}
