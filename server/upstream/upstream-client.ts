// One client per upstream: builds the URL, applies the timeout, one retry of a GET on connection
// errors, the circuit breaker, status mapping and schema checking (docs/architecture.md#reliability-and-security). It never returns or
// throws the upstream's raw body.
import type { ZodType } from 'zod';
import type { CircuitBreaker } from './circuit-breaker';
import type { CallerSignal, HttpTransport, TransportResponse } from './http-transport';
import { TransportError } from './http-transport';
import type { UpstreamMetrics, UpstreamOutcome } from './upstream-metrics';
import { CALLER_STATUSES, UpstreamError } from './upstream-error';

export type QueryParams = Record<string, string | undefined>;

export interface UpstreamClientOptions {
  name: string;
  baseUrl: string;
  transport: HttpTransport;
  timeoutMs: number;
  breaker: CircuitBreaker;
  metrics: UpstreamMetrics;
  /** Extra headers on every call (e.g. an API key); never logged. */
  headers?: Record<string, string>;
}

export interface CallOptions {
  signal?: CallerSignal;
}

export interface UpstreamClient {
  readonly name: string;
  getJson<T>(path: string, query: QueryParams | undefined, schema: ZodType<T>, options?: CallOptions): Promise<T>;
  /** POST a JSON body; the answer body is ignored (docs/product/content.md#analytics-events events: "answer ignored"). */
  postJson(path: string, body: unknown, options?: CallOptions): Promise<void>;
}

/**
 * The base URL as `new URL` normalises it, without a trailing slash: worked out once per client, so
 * a call joins strings instead of parsing a URL (the proxies' CPU per answer).
 */
export function normalisedBase(baseUrl: string): string {
  const href = new URL(baseUrl.replace(/\/+$/, '')).href;
  return href.endsWith('/') ? href.slice(0, -1) : href;
}

/**
 * A query value as URLSearchParams writes it (application/x-www-form-urlencoded): UTF-8 percent
 * escapes, a space as '+', only letters, digits and `*-._` left bare. encodeURIComponent also
 * leaves `!'()~` bare, and throws on a lone surrogate where URLSearchParams writes U+FFFD.
 */
function formEncode(value: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(value);
  } catch {
    encoded = encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
  }
  return encoded.replace(/%20/g, '+').replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Joins a normalised base (normalisedBase), a path the caller built from encoded segments, and
 * the query. Only defined query values are sent.
 */
export function upstreamUrl(base: string, path: string, query?: QueryParams): string {
  let url = `${base}${path}`;
  let separator = url.includes('?') ? '&' : '?';
  for (const name in query) {
    const value = query[name];
    if (value === undefined) continue;
    url += `${separator}${formEncode(name)}=${formEncode(value)}`;
    separator = '&';
  }
  return url;
}

const now = () => performance.now();

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const { name, breaker, metrics } = options;
  const base = normalisedBase(options.baseUrl);
  metrics.watchBreaker(name, () => breaker.state());

  const observe = (outcome: UpstreamOutcome, startedAt: number) =>
    metrics.observeUpstream(name, outcome, (now() - startedAt) / 1000);

  /** Sends the call through the breaker; returns the answer for statuses below 500 that are 2xx or caller errors. */
  async function send(
    method: 'GET' | 'POST',
    url: string,
    body: string | undefined,
    callOptions: CallOptions | undefined,
  ): Promise<{ answer: TransportResponse; startedAt: number }> {
    const startedAt = now();
    const permit = breaker.tryAcquire();
    if (!permit) {
      observe('rejected', startedAt);
      throw new UpstreamError(name, 'unavailable', `${name} circuit open`, { retryAfterMs: breaker.retryAfterMs() });
    }
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init = { method, headers, body, timeoutMs: options.timeoutMs, signal: callOptions?.signal };

    let answer: TransportResponse;
    try {
      try {
        answer = await options.transport(url, init);
      } catch (err) {
        // docs/architecture.md#reliability-and-security: one retry, for idempotent reads only, when the request cannot have been processed.
        if (method === 'GET' && err instanceof TransportError && err.retryable) answer = await options.transport(url, init);
        else throw err;
      }
    } catch (err) {
      const failure = err instanceof TransportError ? err : new TransportError('connection', 'transport failed', { cause: err });
      if (failure.kind === 'aborted') {
        await permit.release();
        observe('aborted', startedAt);
        throw new UpstreamError(name, 'aborted', `${name} call aborted`, { cause: failure });
      }
      if (failure.kind === 'too_large') {
        await permit.recordSuccess();
        observe('malformed', startedAt);
        throw new UpstreamError(name, 'malformed', `${name} answer too large`);
      }
      await permit.recordFailure();
      observe(failure.kind === 'timeout' ? 'timeout' : 'connection', startedAt);
      throw new UpstreamError(name, failure.kind === 'timeout' ? 'timeout' : 'connection', `${name}: ${failure.message}`, {
        cause: failure,
      });
    }

    if (answer.status >= 500) {
      await permit.recordFailure();
      observe('server_error', startedAt);
      throw new UpstreamError(name, 'status', `${name} answered ${answer.status}`, { upstreamStatus: answer.status });
    }
    await permit.recordSuccess();
    if (answer.status >= 200 && answer.status < 300) return { answer, startedAt };
    if (CALLER_STATUSES.has(answer.status)) {
      observe('caller_error', startedAt);
      throw new UpstreamError(name, 'caller', `${name} answered ${answer.status}`, { upstreamStatus: answer.status });
    }
    // Redirects, 400, 403, 429...: the site's call should never earn these, so they are upstream faults.
    observe('server_error', startedAt);
    throw new UpstreamError(name, 'status', `${name} answered ${answer.status}`, { upstreamStatus: answer.status });
  }

  return {
    name,
    async getJson<T>(path: string, query: QueryParams | undefined, schema: ZodType<T>, callOptions?: CallOptions) {
      const { answer, startedAt } = await send('GET', upstreamUrl(base, path, query), undefined, callOptions);
      let parsed: unknown;
      try {
        parsed = JSON.parse(answer.bodyText);
      } catch {
        observe('malformed', startedAt);
        throw new UpstreamError(name, 'malformed', `${name} answer is not JSON`);
      }
      const checked = schema.safeParse(parsed);
      if (!checked.success) {
        observe('malformed', startedAt);
        // Only the paths of the failing fields: the values are upstream data and stay out of reports.
        const where = checked.error.issues
          .slice(0, 3)
          .map((issue) => issue.path.join('.') || '(root)')
          .join(', ');
        throw new UpstreamError(name, 'malformed', `${name} answer failed its schema at ${where}`);
      }
      observe('ok', startedAt);
      return checked.data;
    },
    async postJson(path: string, body: unknown, callOptions?: CallOptions) {
      const { startedAt } = await send('POST', upstreamUrl(base, path), JSON.stringify(body), callOptions);
      observe('ok', startedAt);
    },
  };
}
