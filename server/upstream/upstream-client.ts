// One client per upstream: URL, cockatiel's breaker and retry, the transport's deadline (docs/architecture.md#reliability-and-security), status, schema.
import type { ZodType } from 'zod';
import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, retry, wrap, type IPolicy } from 'cockatiel';
import { TransportError, connectionError, type HttpTransport, type TransportResponse } from './http-transport';
import type { BreakerState, UpstreamMetrics, UpstreamOutcome } from './upstream-metrics';
import { CALLER_STATUSES, UpstreamError } from './upstream-error';

export type QueryParams = Record<string, string | undefined>;

export interface UpstreamClientOptions {
  name: string;
  baseUrl: string;
  transport: HttpTransport;
  /** Each attempt's deadline, connect to last byte. */
  timeoutMs: number;
  /** Opens after `failureThreshold` consecutive failures (5); lets one trial through after `cooldownMs` (10 s). */
  breaker?: { failureThreshold?: number; cooldownMs?: number };
  metrics: UpstreamMetrics;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>;

/** The base URL as `new URL` normalises it, without a trailing slash: once per client, so calls join strings (ADR 018). */
export function normalisedBase(baseUrl: string): string {
  const href = new URL(baseUrl.replace(/\/+$/, '')).href;
  return href.endsWith('/') ? href.slice(0, -1) : href;
}

/** The characters URLSearchParams writes as they are: most ids and codes the proxies pass on are only these. */
const FORM_SAFE = /^[\w.*-]*$/;

/** A query value as URLSearchParams writes it: unlike encodeURIComponent, `!'()~` escaped, a space as '+', a lone surrogate as U+FFFD. */
function formEncode(value: string): string {
  if (FORM_SAFE.test(value)) return value;
  let encoded: string;
  try {
    encoded = encodeURIComponent(value);
  } catch {
    encoded = encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
  }
  return encoded.replace(/%20/g, '+').replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A normalised base, a path of encoded segments and the query's defined values. */
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

/**
 * Outcomes of calls that started before their breaker last opened or closed. A failure among them does
 * not count against it: the breaker has judged that time already (an answer resets its count, as any
 * success does). A call sent just before it opened on a slow upstream reaches its deadline up to a whole
 * timeout later, when a trial may have closed it again, and would re-open it for an upstream that is
 * well (docs/architecture.md#reliability-and-security).
 */
const outcomesOfAnEarlierEra = new WeakSet<TransportError | TransportResponse>();

/** What counts against an upstream in its breaker: no answer in time, no connection, or a 5xx, from a call started since it last opened or closed. */
const upstreamFault = handleWhen(
  (err) => err instanceof TransportError && (err.kind === 'timeout' || err.kind === 'connection') && !outcomesOfAnEarlierEra.has(err),
).orWhenResult((answer) => (answer as TransportResponse).status >= 500 && !outcomesOfAnEarlierEra.has(answer as TransportResponse));
/** docs/architecture.md#reliability-and-security: one retry, for reads only, when the request cannot have been processed. */
const retryUnprocessed = retry(
  handleWhen((err) => err instanceof TransportError && err.retryable),
  { maxAttempts: 1 },
);

export function createUpstreamClient(options: UpstreamClientOptions) {
  const { name, metrics } = options;
  const base = normalisedBase(options.baseUrl);
  const { failureThreshold = 5, cooldownMs = 10_000 } = options.breaker ?? {};
  const breaker = circuitBreaker(upstreamFault, { halfOpenAfter: cooldownMs, breaker: new ConsecutiveBreaker(failureThreshold) });
  // cockatiel stamps the opening with Date.now() and tells onBreak at once: the cool-down runs from here.
  let openedAt = 0;
  /** Counts the breaker's openings and closings: an attempt that ends after one it did not begin after is not counted. */
  let breakerEra = 0;
  breaker.onBreak(() => {
    openedAt = Date.now();
    breakerEra += 1;
  });
  // Not on going half-open: cockatiel starts the trial before it says so, and the trial's outcome must count.
  breaker.onReset(() => {
    breakerEra += 1;
  });
  const retryAfterMs = () => (breaker.state === CircuitState.Open ? Math.max(0, cooldownMs - (Date.now() - openedAt)) : 0);
  const breakerState = (): BreakerState =>
    breaker.state === CircuitState.Closed ? 'closed' : breaker.state === CircuitState.HalfOpen || retryAfterMs() === 0 ? 'half-open' : 'open';
  // Each attempt's deadline is the transport's own timer (docs/decisions/040-the-deadline-in-the-transport.md).
  const policies: Record<'GET' | 'POST', IPolicy> = { GET: wrap(breaker, retryUnprocessed), POST: breaker };
  metrics.watchBreaker(name, breakerState);

  const observe = (outcome: UpstreamOutcome, startedAt: number) =>
    metrics.observeUpstream(name, outcome, (performance.now() - startedAt) / 1000);

  /** Sends the call through the policies; returns the answer for statuses below 500 that are 2xx or caller errors. */
  async function send(method: 'GET' | 'POST', url: string, body: string | undefined, callOptions?: CallOptions): Promise<{ answer: TransportResponse; startedAt: number }> {
    const startedAt = performance.now();
    const callerSignal = callOptions?.signal;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    // The caller's own signal, not the policies' (theirs is one shared signal when the caller has none).
    // Marked when the breaker opened or closed while it ran: only what its filter could count.
    const attempt = () => {
      const era = breakerEra;
      return options.transport(url, { method, headers, body, timeoutMs: options.timeoutMs, signal: callerSignal }).then(
        (answer) => {
          if (answer.status >= 500 && era !== breakerEra) outcomesOfAnEarlierEra.add(answer);
          return answer;
        },
        (err: unknown) => {
          if (err instanceof TransportError && era !== breakerEra) outcomesOfAnEarlierEra.add(err);
          throw err;
        },
      );
    };

    let answer: TransportResponse;
    try {
      // cockatiel queues a half-open caller behind the trial; here it is refused at once.
      if (breaker.state === CircuitState.HalfOpen) throw new BrokenCircuitError();
      answer = await policies[method].execute(attempt, callerSignal);
    } catch (err) {
      if (err instanceof BrokenCircuitError) {
        observe('rejected', startedAt);
        throw new UpstreamError(name, 'unavailable', `${name} circuit open`, { retryAfterMs: retryAfterMs() });
      }
      const failure = err instanceof TransportError ? err : connectionError(err);
      if (failure.kind === 'aborted') {
        observe('aborted', startedAt);
        throw new UpstreamError(name, 'aborted', `${name} call aborted`, { cause: failure });
      }
      if (failure.kind === 'too_large') {
        observe('malformed', startedAt);
        throw new UpstreamError(name, 'malformed', `${name} answer too large`);
      }
      observe(failure.kind, startedAt);
      throw new UpstreamError(name, failure.kind, `${name}: ${failure.message}`, { cause: failure });
    }

    if (answer.status >= 200 && answer.status < 300) return { answer, startedAt };
    // Any status but the caller's own faults (401, 404, 422) is an upstream fault like a 5xx.
    const callerFault = CALLER_STATUSES.has(answer.status);
    observe(callerFault ? 'caller_error' : 'server_error', startedAt);
    throw new UpstreamError(name, callerFault ? 'caller' : 'status', `${name} answered ${answer.status}`, { upstreamStatus: answer.status });
  }

  return {
    name,
    /** The breaker as it stands now: open turns half-open by time alone, with no call to say so. */
    breakerState,
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
    /** POST a JSON body; the answer body is ignored (docs/product/content.md#analytics-events events: "answer ignored"). */
    async postJson(path: string, body: unknown): Promise<void> {
      const { startedAt } = await send('POST', upstreamUrl(base, path), JSON.stringify(body));
      observe('ok', startedAt);
    },
  };
}
