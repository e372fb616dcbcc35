// The one error mapper of the site's routes (docs/product/frame.md#error-reporting): unknown path or
// method, refused input, failed upstream call (by kind) or a bug (500); one failure has one status and
// code wherever it happens.
import type { ZodError } from 'zod';
import type { ReportError } from '../error-reporting';
import { UpstreamError, apiErrorFor } from '../upstream/upstream-error';
import type { ApiRequest, Refusal, UpstreamRefusals } from './api-route';
import { apiError } from './api-responses';

/** The JSON answer `{ error: { code, message } }` for a refusal. */
export const refusalAnswer = (refusal: Refusal): Response =>
  apiError(refusal.status, refusal.code, refusal.message, refusal.headers);

export const NOT_FOUND: Refusal = { status: 404, code: 'not_found', message: 'No such API route.' };

/** A failure nobody answered more precisely: reported, and never a stack trace. */
export const INTERNAL_ERROR: Refusal = { status: 500, code: 'internal_error', message: 'Something went wrong on our end.' };

/** A path a route has, with a method it does not take: `allow` names the ones it does. */
export const methodNotAllowed = (allow: string): Refusal => ({
  status: 405,
  code: 'method_not_allowed',
  message: 'This method is not allowed here.',
  headers: { allow },
});

/** A path of a route's shape whose percent-encoding does not decode. */
export const BAD_PATH: Refusal = { status: 400, code: 'bad_request', message: 'The path is not valid.' };

/** A request that cannot be read as one at all (a malformed Host). */
export const BAD_REQUEST: Refusal = { status: 400, code: 'bad_request', message: 'The request is not valid.' };

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
  request: Pick<ApiRequest, 'requestId'>;
  reportError: ReportError;
  upstreamRefusals?: UpstreamRefusals;
}

/** The answer for an error a handler threw: an UpstreamError by kind (reported when reportable, ADR 008), else a reported 500. */
export function errorRefusal(err: unknown, { route, request, reportError, upstreamRefusals = 'pass-on' }: ErrorContext): Refusal {
  // The site's id, never a header the caller chose (request-logging.ts keeps a proxy's only when trusted).
  const { requestId } = request;
  if (!(err instanceof UpstreamError)) {
    reportError(err, { route, requestId });
    return INTERNAL_ERROR;
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
