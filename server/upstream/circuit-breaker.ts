// A circuit breaker per upstream (docs/architecture.md#reliability-and-security): after `failureThreshold` consecutive failures it opens
// and answers at once (503) instead of piling requests onto a sick upstream; after `cooldownMs` it
// lets one trial call through (half-open); that call's outcome closes or re-opens it.
//
// The breaker itself is cockatiel's (a consecutive-failure breaker with a constant half-open delay).
// The upstream client reports each call's outcome after the fact rather than handing cockatiel the
// call, so every admitted call runs inside cockatiel as a pending promise that its permit settles:
// cockatiel judges each call by the state it started in, so the verdict must reach that very call.
// Where cockatiel decides differently from the breaker it replaced (docs in circuit-breaker.test.ts):
// - a success from a call that started before the breaker opened does not close it; only a trial does;
// - a trial that ends without a verdict (release: the caller aborted) closes the breaker, whose
//   consecutive count still stands, so the next failure re-opens it at once.
// cockatiel reads the wall clock itself (Date.now), so tests move that clock with fake timers.
import { CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  failureThreshold?: number;
  cooldownMs?: number;
  onStateChange?: (state: BreakerState) => void;
}

/** One admitted call's verdict; each resolves once the breaker has taken it into account. */
export interface BreakerPermit {
  recordSuccess(): Promise<void>;
  recordFailure(): Promise<void>;
  /** The call ended without a verdict (e.g. the caller aborted). */
  release(): Promise<void>;
}

export interface CircuitBreaker {
  /** A permit when a call may go ahead now, else undefined; in half-open only the single trial gets one. */
  tryAcquire(): BreakerPermit | undefined;
  state(): BreakerState;
  /** Milliseconds until a trial is allowed (0 when not open). */
  retryAfterMs(): number;
}

/** How an acquired call ended; only `failure` counts against the upstream. */
type Verdict = 'success' | 'failure' | 'no-verdict';

class UpstreamFailure extends Error {}
class NoVerdict extends Error {}

const STATES: Record<CircuitState, BreakerState> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  // Never used here (isolate() is not called); held open by hand would read as open.
  [CircuitState.Isolated]: 'open',
};

export function createCircuitBreaker(options: BreakerOptions = {}): CircuitBreaker {
  const cooldownMs = options.cooldownMs ?? 10_000;
  // Only our own failure marker counts: NoVerdict passes through cockatiel uncounted.
  const policy: CircuitBreakerPolicy = circuitBreaker(
    handleWhen((error) => error instanceof UpstreamFailure),
    { halfOpenAfter: cooldownMs, breaker: new ConsecutiveBreaker(options.failureThreshold ?? 5) },
  );
  /** When the breaker last opened (cockatiel stamps the same Date.now() as it tells us); undefined unless open. */
  let openedAt: number | undefined;
  policy.onStateChange((state) => {
    openedAt = state === CircuitState.Open ? Date.now() : undefined;
    options.onStateChange?.(STATES[state]);
  });
  const coolingDown = () => openedAt !== undefined && Date.now() - openedAt < cooldownMs;

  return {
    tryAcquire() {
      // cockatiel would queue a half-open caller behind the trial; here it is refused at once.
      if (policy.state === CircuitState.HalfOpen || coolingDown()) return undefined;
      let settle: (verdict: Verdict) => void = () => {};
      const outcome = new Promise<void>((resolve, reject) => {
        settle = (verdict) => {
          if (verdict === 'success') resolve();
          else reject(verdict === 'failure' ? new UpstreamFailure() : new NoVerdict());
        };
      });
      // cockatiel calls the function at once when it admits the call (closed, or the trial).
      let admitted = false;
      const done = policy
        .execute(() => {
          admitted = true;
          return outcome;
        })
        .catch(() => undefined);
      if (!admitted) return undefined;
      // The first verdict counts; `done` settles once cockatiel has counted it.
      const verdict = async (value: Verdict) => {
        settle(value);
        await done;
      };
      return {
        recordSuccess: () => verdict('success'),
        recordFailure: () => verdict('failure'),
        release: () => verdict('no-verdict'),
      };
    },
    state: () => (policy.state === CircuitState.Open && !coolingDown() ? 'half-open' : STATES[policy.state]),
    retryAfterMs: () => (openedAt === undefined ? 0 : Math.max(0, cooldownMs - (Date.now() - openedAt))),
  };
}
