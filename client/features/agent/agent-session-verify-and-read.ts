// The agent-mode work only agents need (docs/product/agents.md#agent-mode), loaded by use-agent-session:
// verifying a token on the server and reading the stored session with its expiry.
import { apiPath } from '../../../shared/routes/api-paths';
import { agentSessionSchema, type AgentSession } from '../../../shared/schemas/site-api';
import { ApiError, apiFetch } from '../../lib/api-fetch';
import { AGENT_STORAGE_KEYS } from '../../lib/agent-storage-keys';
import { agentStorage, clearAgentSession, mayHoldAgentSession, type AgentStorage } from './agent-session-check-and-clear';

// docs/product/agents.md#agent-session: what the server verified; the browser only keeps it and checks its expiry.
const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

function saveAgentSession(storage: AgentStorage | null, session: AgentSession): void {
  if (!storage) return;
  try {
    for (const key of ['agentUsername', 'agentName', 'agentCode', 'expiry', 'orderFormToken'] as const) {
      storage.setItem(AGENT_STORAGE_KEYS[key], String(session[key]));
    }
    storage.setItem(AGENT_STORAGE_KEYS.isAgent, 'true');
  } catch {
    // Storage full or blocked: agent mode lasts for this page only.
  }
}

type StoredAgent = { state: 'agent'; session: AgentSession } | { state: 'none' } | { state: 'stale' };

/** An agent (docs/product/agents.md#agent-mode), nobody, or a stale session the caller must clear. */
function readStoredAgent(storage: AgentStorage | null, nowSeconds: number): StoredAgent {
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

/** The server verifies the token (docs/architecture.md#reliability-and-security); null: not an agent. */
async function requestAgentSession(token: string): Promise<AgentSession | null> {
  try {
    return await apiFetch(apiPath('agentSession'), { method: 'POST', body: { token }, credentials: 'same-origin', schema: agentSessionSchema });
  } catch (error) {
    // A refusal (401) or an answer that is not a session: not an agent. Other failures are thrown.
    if (error instanceof ApiError && (error.code === 'status' || error.code === 'shape')) return null;
    throw error;
  }
}

/** docs/product/agents.md#leaving-agent-mode: a missing or invalid token turns agent mode off; a verified one is stored. */
export async function verifyAndStore(token: string): Promise<AgentSession | null> {
  try {
    const session = token.trim() === '' ? null : await requestAgentSession(token);
    if (session) saveAgentSession(agentStorage(), session);
    else clearAgentSession(agentStorage());
    return session;
  } catch {
    clearAgentSession(agentStorage());
    return null;
  }
}

/** docs/product/agents.md#expiry: "Expiry is checked on every visit." A stale or partial session is cleared. */
export function storedSession(): AgentSession | null {
  const storage = agentStorage();
  const stored = readStoredAgent(storage, nowInSeconds());
  if (stored.state === 'agent') return stored.session;
  if (stored.state === 'stale') clearAgentSession(storage);
  return null;
}
