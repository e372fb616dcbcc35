// Answers of the site's API: JSON bodies, `{ error: { code, message } }` on failure (docs/architecture.md#contracts).
import type { ApiErrorBody } from '../../shared/schemas/site-api';
import type { ApiRequest } from './api-route';
import { cacheControl } from './cache-control';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** The text each jsonText answer was made from (see wholeBodyText). */
const wholeBodies = new WeakMap<Response, string>();

export function jsonText(status: number, json: string, headers: Record<string, string> = {}): Response {
  const response = new Response(json, { status, headers: { 'content-type': JSON_TYPE, ...headers } });
  wholeBodies.set(response, json);
  return response;
}

/**
 * The text an answer made by jsonText was made from, so the Node stack writes it as it is. It never
 * touches the body, not even `bodyUsed` (docs/decisions/038-the-api-on-hono.md: the proxies' CPU).
 */
export function wholeBodyText(response: Response): string | undefined {
  return wholeBodies.get(response);
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return jsonText(status, JSON.stringify(body), headers);
}

export function apiError(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return json(status, { error: { code, message } } satisfies ApiErrorBody, { 'cache-control': cacheControl('none'), ...headers });
}

/** Retry-After for a client that may call again in `waitMs`: whole seconds, at least one. */
export const retryAfter = (waitMs: number): string => String(Math.max(1, Math.ceil(waitMs / 1000)));

/** 429 for a client over its limit, with when it may call again. */
export const rateLimited = (message: string, waitMs: number): Response =>
  apiError(429, 'rate_limited', message, { 'retry-after': retryAfter(waitMs) });

/** The query string as a plain object (first value of a repeated name); schemas drop unknown names. */
export function queryOf(request: Pick<ApiRequest, 'url'>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) {
    if (!(name in query)) query[name] = value;
  }
  return query;
}
