// `POST /api/agent/session` (SPEC §6 agent mode): the browser hands over the token it arrived with
// and gets back what SPEC §3 says to keep in local storage, but only for a token the server has
// verified (DESIGN §6). Anything else is a 401 and the browser clears agent mode (SPEC §8).
import { z } from 'zod';
import type { AgentSession } from '../../shared/schemas/site-api';
import type { ApiRoute } from '../api/api-route';
import { apiError, json } from '../api/api-responses';
import { mediaTypeOf, readBodyText } from '../api/read-body';
import { MAX_AGENT_TOKEN_LENGTH, type VerifyAgentToken } from './verify-agent-token';

export const AGENT_SESSION_PATH = '/api/agent/session';


const sessionRequestSchema = z.object({ token: z.string().min(1).max(MAX_AGENT_TOKEN_LENGTH) });

const NO_STORE = { 'cache-control': 'no-store' };

export function createAgentSessionRoute(deps: { verifyAgentToken: VerifyAgentToken }): ApiRoute {
  return {
    method: 'POST',
    pattern: AGENT_SESSION_PATH,
    handler: async (request) => {
      if (mediaTypeOf(request) !== 'application/json')
        return apiError(415, 'unsupported_media_type', 'Send the token as JSON: {"token": "..."}.');
      const body = await readBodyText(request);
      if (!body.ok)
        return body.reason === 'too_large'
          ? apiError(413, 'too_large', 'The request is too large.')
          : apiError(400, 'bad_request', 'The request body could not be read.');
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.text);
      } catch {
        return apiError(400, 'bad_request', 'The request body is not JSON.');
      }
      const input = sessionRequestSchema.safeParse(parsed);
      if (!input.success) return apiError(400, 'bad_request', 'token: a token is required.');
      const agent = await deps.verifyAgentToken(input.data.token);
      if (!agent) return apiError(401, 'invalid_agent_token', 'The agent token is invalid or has expired.');
      const answer: AgentSession = {
        agentUsername: agent.agentUsername,
        agentCode: agent.agentCode,
        expiry: agent.expiry,
        orderFormToken: agent.token,
      };
      return json(200, answer, NO_STORE);
    },
  };
}
