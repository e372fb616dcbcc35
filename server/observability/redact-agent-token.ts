// An agent link carries the agent's token in its query (`?token=…`, docs/product/agents.md#agent-token).
// Error reports describe the failed request by URL and query string, so the token is replaced before
// a report leaves the server (DESIGN §6: reports carry no secrets).
import { AGENT_LINK_TOKEN_PARAM } from '../../shared/domain/agent-claims';

export const REDACTED = '[Filtered]';

const TOKEN_IN_QUERY = new RegExp(`([?&]${AGENT_LINK_TOKEN_PARAM}=)[^&#]*`, 'g');

/** `/x?token=abc&a=1` → `/x?token=[Filtered]&a=1`; a text without the parameter is returned as is. */
export function redactAgentTokenInUrl(text: string): string {
  return text.replace(TOKEN_IN_QUERY, `$1${REDACTED}`);
}

/** A query string as Sentry keeps it: `token=abc&a=1`, `{ token: 'abc' }` or `[['token', 'abc']]`. */
export function redactAgentTokenInQuery<Q>(query: Q): Q {
  if (typeof query === 'string') return redactAgentTokenInUrl(`?${query}`).slice(1) as Q;
  if (Array.isArray(query))
    return query.map((pair) =>
      Array.isArray(pair) && pair[0] === AGENT_LINK_TOKEN_PARAM ? [pair[0], REDACTED] : pair,
    ) as Q;
  if (query && typeof query === 'object' && AGENT_LINK_TOKEN_PARAM in query)
    return { ...query, [AGENT_LINK_TOKEN_PARAM]: REDACTED } as Q;
  return query;
}

interface ReportedRequest {
  url?: string;
  query_string?: unknown;
}

/** Sentry's `beforeSend`: the event's request without the agent link's token. */
export function redactAgentTokenInEvent<E extends { request?: ReportedRequest }>(event: E): E {
  const request = event.request;
  if (!request) return event;
  if (typeof request.url === 'string') request.url = redactAgentTokenInUrl(request.url);
  if (request.query_string !== undefined) request.query_string = redactAgentTokenInQuery(request.query_string);
  return event;
}
