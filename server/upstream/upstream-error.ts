// What an upstream call can end in (docs/product/frame.md#error-reporting): each kind one answer, in our words.

export type UpstreamErrorKind =
  | 'caller' // 401, 404 or 422 from the upstream: the caller's problem, passed on, not reported
  | 'status' // 5xx or an unexpected status: 502, reported
  | 'malformed' // the answer failed its schema or was not JSON: 502, reported
  | 'timeout' // no answer in time: 504, reported
  | 'connection' // refused, reset, unreachable: 502, reported
  | 'unavailable' // the breaker is open: 503 at once, not reported (the opening failures were)
  | 'aborted'; // the visitor went away: nothing to answer, not reported

export class UpstreamError extends Error {
  /** The upstream's HTTP status, when it answered. */
  readonly upstreamStatus: number | undefined;
  /** For 'unavailable': when to try again. */
  readonly retryAfterMs: number | undefined;

  constructor(
    readonly upstream: string,
    readonly kind: UpstreamErrorKind,
    message: string,
    details: { upstreamStatus?: number; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'UpstreamError';
    this.upstreamStatus = details.upstreamStatus;
    this.retryAfterMs = details.retryAfterMs;
  }

  get reportable(): boolean {
    return this.kind === 'status' || this.kind === 'malformed' || this.kind === 'timeout' || this.kind === 'connection';
  }
}

/** Upstream statuses passed to the caller as they are (docs/product/frame.md#error-reporting: 401 and 422 are the caller's). */
export const CALLER_STATUSES = new Set([401, 404, 422]);

export interface ApiErrorAnswer {
  status: number;
  code: string;
  message: string;
  retryAfterSeconds?: number;
}

/** The answers of the kinds whose answer does not depend on the error. */
const FIXED_ANSWERS: Record<Exclude<UpstreamErrorKind, 'caller' | 'unavailable'>, ApiErrorAnswer> = {
  timeout: { status: 504, code: 'upstream_timeout', message: 'The upstream service did not answer in time.' },
  malformed: { status: 502, code: 'upstream_malformed', message: 'The upstream service gave an unusable answer.' },
  connection: { status: 502, code: 'upstream_unreachable', message: 'The upstream service could not be reached.' },
  aborted: { status: 499, code: 'aborted', message: 'The request was aborted.' },
  status: { status: 502, code: 'upstream_error', message: 'The upstream service failed.' },
};

/** The site's answer for a failed upstream call. */
export function apiErrorFor(err: UpstreamError): ApiErrorAnswer {
  if (err.kind === 'unavailable') {
    return {
      status: 503,
      code: 'upstream_unavailable',
      message: 'The upstream service is unavailable. Please try again shortly.',
      retryAfterSeconds: Math.max(1, Math.ceil((err.retryAfterMs ?? 1000) / 1000)),
    };
  }
  if (err.kind !== 'caller') return FIXED_ANSWERS[err.kind];
  const status = err.upstreamStatus ?? 400;
  if (status === 401) return { status, code: 'unauthorized', message: 'The upstream service refused the request.' };
  if (status === 404) return { status, code: 'not_found', message: 'Not found.' };
  return { status, code: 'unprocessable', message: 'The upstream service could not process the request.' };
}
