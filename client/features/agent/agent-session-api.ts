// POST /api/agent/session: the server verifies the agent token (signature, pinned algorithm, exp,
// claims; DESIGN §6) and answers what the browser may keep. null means "not an agent".
import type { AgentSession } from './agent-storage';
import { apiPath } from '../../../shared/routes/api-paths';

export const AGENT_SESSION_URL = apiPath('agentSession');

function isAgentSession(value: unknown): value is AgentSession {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return (
    typeof answer.agentUsername === 'string' &&
    answer.agentUsername !== '' &&
    typeof answer.agentCode === 'string' &&
    answer.agentCode !== '' &&
    typeof answer.expiry === 'number' &&
    Number.isFinite(answer.expiry) &&
    typeof answer.orderFormToken === 'string' &&
    answer.orderFormToken !== ''
  );
}

export async function requestAgentSession(token: string, signal?: AbortSignal): Promise<AgentSession | null> {
  const response = await fetch(AGENT_SESSION_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ token }),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) {
    // Read the refusal to the end: an unread body keeps the request open (and the page busy).
    await response.text().catch(() => '');
    return null;
  }
  const answer: unknown = await response.json();
  return isAgentSession(answer) ? answer : null;
}
