// A small circuit breaker per upstream (DESIGN §6): after `failureThreshold` consecutive failures it
// opens and answers at once (503) instead of piling requests onto a sick upstream; after `cooldownMs`
// it lets one trial call through (half-open); that call's outcome closes or re-opens it.

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  failureThreshold?: number;
  cooldownMs?: number;
  clock?: () => number;
  onStateChange?: (state: BreakerState) => void;
}

export interface CircuitBreaker {
  /** True when a call may go ahead now; in half-open only the single trial call gets true. */
  tryAcquire(): boolean;
  recordSuccess(): void;
  recordFailure(): void;
  /** The trial call ended without a verdict (e.g. the caller aborted): let another one try. */
  release(): void;
  state(): BreakerState;
  /** Milliseconds until a trial is allowed (0 when not open). */
  retryAfterMs(): number;
}

export function createCircuitBreaker(options: BreakerOptions = {}): CircuitBreaker {
  const threshold = options.failureThreshold ?? 5;
  const cooldownMs = options.cooldownMs ?? 10_000;
  const clock = options.clock ?? Date.now;
  let current: BreakerState = 'closed';
  let failures = 0;
  let openedAt = 0;
  let trialInFlight = false;

  const moveTo = (next: BreakerState) => {
    if (next === current) return;
    current = next;
    options.onStateChange?.(next);
  };

  return {
    tryAcquire() {
      if (current === 'closed') return true;
      if (current === 'open') {
        if (clock() - openedAt < cooldownMs) return false;
        moveTo('half-open');
      }
      if (trialInFlight) return false;
      trialInFlight = true;
      return true;
    },
    recordSuccess() {
      failures = 0;
      trialInFlight = false;
      moveTo('closed');
    },
    recordFailure() {
      trialInFlight = false;
      failures += 1;
      if (current === 'half-open' || failures >= threshold) {
        openedAt = clock();
        moveTo('open');
      }
    },
    release() {
      trialInFlight = false;
    },
    state: () => (current === 'open' && clock() - openedAt >= cooldownMs ? 'half-open' : current),
    retryAfterMs: () => (current === 'open' ? Math.max(0, cooldownMs - (clock() - openedAt)) : 0),
  };
}
