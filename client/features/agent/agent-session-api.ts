// POST /api/agent/session: the server verifies the agent token (signature, pinned algorithm, exp,
// claims; docs/architecture.md#reliability-and-security) and answers what the browser may keep. null means "not an agent".
import { apiPath } from '../../../shared/routes/api-paths';
import { agentSessionSchema, type AgentSession } from '../../../shared/schemas/site-api';
import { ApiError, apiFetch } from '../../lib/api-fetch';

export async function requestAgentSession(token: string, signal?: AbortSignal): Promise<AgentSession | null> {
  try {
    return await apiFetch(apiPath('agentSession'), {
      method: 'POST',
      body: { token },
      credentials: 'same-origin',
      signal,
      schema: agentSessionSchema,
    });
  } catch (error) {
    // A refusal (401) or an answer that is not a session: not an agent. Other failures are thrown.
    if (error instanceof ApiError && (error.code === 'status' || error.code === 'shape')) return null;
    throw error;
  }
}
