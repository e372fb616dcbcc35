// One mapping from what can go wrong in a handler to the site API's answer (docs/architecture.md#contracts, docs/architecture.md#reliability-and-security, docs/product/frame.md#error-reporting):
// a refused input (validation), a failed upstream call (UpstreamError, by kind) or a bug (500).
// Every route answers through here, the hand-off and the contact form included, so one failure
// has one status and code wherever it happens.
import type { ZodError } from 'zod';
import type { ReportError } from '../error-reporting';
import { UpstreamError, apiErrorFor } from '../upstream/upstream-error';
import { apiError } from './api-responses';

/** Why a request was refused, before it becomes JSON (or, for a form post, a page). */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  headers?: Record<string, string>;
}

/** The JSON answer `{ error: { code, message } }` for a refusal. */
export const refusalAnswer = (refusal: Refusal): Response =>
  apiError(refusal.status, refusal.code, refusal.message, refusal.headers);

/** A schema failure: 400 naming the fields (at most five), never echoing the values sent. */
export function invalidInput(error: ZodError): Refusal {
  const message = error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return { status: 400, code: 'bad_request', message };
}

export interface ErrorContext {
  /** The route pattern, for the report. */
  route: string;
  request: Request;
  reportError: ReportError;
  /**
   * An upstream's 401/404/422 is passed on when the visitor's own input went upstream (the proxies);
   * when the site called the upstream on its own account (hand-off, contact) it is the site's
   * failure: 502.
   */
  upstreamRefusals?: 'pass-on' | 'bad-gateway';
}

/**
 * The answer for an error a handler threw: an UpstreamError by kind (reported when reportable, ADR
 * 008), anything else a reported 500.
 */
export function errorRefusal(err: unknown, { route, request, reportError, upstreamRefusals = 'pass-on' }: ErrorContext): Refusal {
  const requestId = request.headers.get('x-request-id') ?? undefined;
  if (!(err instanceof UpstreamError)) {
    reportError(err, { route, requestId });
    return { status: 500, code: 'internal_error', message: 'Something went wrong on our end.' };
  }
  if (err.reportable) {
    reportError(err, { route, upstream: err.upstream, kind: err.kind, upstreamStatus: err.upstreamStatus, requestId });
  }
  const answer = apiErrorFor(err);
  const status = upstreamRefusals === 'bad-gateway' && err.kind === 'caller' ? 502 : answer.status;
  return {
    status,
    code: answer.code,
    message: answer.message,
    ...(answer.retryAfterSeconds ? { headers: { 'retry-after': String(answer.retryAfterSeconds) } } : {}),
  };
}
