// The agent-mode work only agents need (docs/product/agents.md#agent-mode), loaded by use-agent-session:
// verifying a token on the server and reading the stored session with its expiry.
import { apiPath } from '../../../shared/routes/api-paths';
import { agentSessionSchema } from '../../../shared/schemas/site-api';
import { ApiError, apiFetch } from '../../lib/api-fetch';
import { nowInSeconds, readStoredAgent, saveAgentSession, type AgentSession } from './agent-storage';
import { agentStorage, clearAgentSession } from './agent-session-check-and-clear';

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
