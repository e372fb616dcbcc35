// `POST /api/agent/session` (docs/product/agents.md#agent-mode): a verified token's session for local
// storage (docs/product/frame.md#browser-storage); anything else is a 401 (docs/product/agents.md#leaving-agent-mode).
import { z } from 'zod';
import type { AgentSession } from '../../../shared/schemas/site-api';
import type { SiteDeps } from '../api-deps';
import type { ApiRoute } from '../api-route';
import { apiError, json } from '../api-responses';
import { defineRoute, MAX_FORM_BYTES } from '../define-route';
import { NO_STORE } from '../cache-control';
import { MAX_AGENT_TOKEN_LENGTH } from './verify-agent-token';

const sessionRequestSchema = z.object({ token: z.string().min(1).max(MAX_AGENT_TOKEN_LENGTH) });

export function createAgentSessionRoute(deps: Pick<SiteDeps, 'verifyAgentToken' | 'reportError'>): ApiRoute {
  return defineRoute(deps, {
    method: 'POST',
    path: 'agentSession',
    sameSiteOnly: true,
    body: { media: ['json'], maxBytes: MAX_FORM_BYTES, schema: sessionRequestSchema },
    handle: async (_request, { body }) => {
      const agent = await deps.verifyAgentToken(body.token);
      if (!agent) return apiError(401, 'invalid_agent_token', 'The agent token is invalid or has expired.');
      const answer: AgentSession = {
        agentUsername: agent.agentUsername,
        agentName: agent.name,
        agentCode: agent.agentCode,
        expiry: agent.expiry,
        orderFormToken: agent.token,
      };
      return json(200, answer, NO_STORE);
    },
  });
}
