// Answers of the site's API: JSON bodies, `{ error: { code, message } }` on failure (docs/architecture.md#contracts).
import type { ApiErrorBody } from '../../shared/schemas/site-api';
import { cacheControl } from './cache-control';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** A jsonText answer as it was made: its status, text and headers (lower-case names). */
export interface WholeBody {
  status: number;
  text: string;
  headers: Readonly<Record<string, string>>;
}

/** What each jsonText answer was made from (see wholeBodyOf). */
const wholeBodies = new WeakMap<Response, WholeBody>();

/** A JSON answer from its text; its headers are final once made (`headers` names in lower case). */
export function jsonText(status: number, json: string, headers: Record<string, string> = {}): Response {
  const whole: WholeBody = { status, text: json, headers: { 'content-type': JSON_TYPE, ...headers } };
  const response = new Response(json, { status, headers: whole.headers });
  wholeBodies.set(response, whole);
  return response;
}

/**
 * What an answer made by jsonText was made from, so the Node stack writes it as it is. It never
 * touches the answer's body, not even `bodyUsed`, nor its `headers`: either turns @hono/node-server's
 * light Response into a Web one (docs/decisions/038-the-api-on-hono.md: the proxies' CPU).
 */
export function wholeBodyOf(response: Response): WholeBody | undefined {
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

