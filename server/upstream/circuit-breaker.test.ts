import { describe, expect, it } from 'vitest';
import type { BreakerState } from './circuit-breaker';
import { createCircuitBreaker } from './circuit-breaker';

function setup() {
  let now = 1_000;
  const changes: BreakerState[] = [];
  const breaker = createCircuitBreaker({
    failureThreshold: 3,
    cooldownMs: 5_000,
    clock: () => now,
    onStateChange: (state) => changes.push(state),
  });
  return { breaker, changes, advance: (ms: number) => (now += ms) };
}

describe('circuit breaker (DESIGN §6)', () => {
  it('stays closed below the threshold and a success resets the count', () => {
    const { breaker } = setup();
    for (let i = 0; i < 2; i += 1) {
      expect(breaker.tryAcquire()).toBe(true);
      breaker.recordFailure();
    }
    breaker.recordSuccess();
    for (let i = 0; i < 2; i += 1) {
      expect(breaker.tryAcquire()).toBe(true);
      breaker.recordFailure();
    }
    expect(breaker.state()).toBe('closed');
  });

  it('opens after N consecutive failures and refuses at once until the cool-down ends', () => {
    const { breaker, changes, advance } = setup();
    for (let i = 0; i < 3; i += 1) {
      breaker.tryAcquire();
      breaker.recordFailure();
    }
    expect(breaker.state()).toBe('open');
    expect(changes).toEqual(['open']);
    expect(breaker.tryAcquire()).toBe(false);
    expect(breaker.retryAfterMs()).toBe(5_000);
    advance(4_999);
    expect(breaker.tryAcquire()).toBe(false);
    expect(breaker.retryAfterMs()).toBe(1);
  });

  it('lets exactly one trial through when half-open; its success closes the breaker', () => {
    const { breaker, changes, advance } = setup();
    for (let i = 0; i < 3; i += 1) {
      breaker.tryAcquire();
      breaker.recordFailure();
    }
    advance(5_000);
    expect(breaker.state()).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.recordSuccess();
    expect(breaker.state()).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
    expect(changes).toEqual(['open', 'half-open', 'closed']);
  });

  it('re-opens at once when the trial fails, for another full cool-down', () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i += 1) {
      breaker.tryAcquire();
      breaker.recordFailure();
    }
    advance(5_000);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordFailure();
    expect(breaker.state()).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    advance(5_000);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('a trial released without a verdict lets the next caller try', () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i += 1) {
      breaker.tryAcquire();
      breaker.recordFailure();
    }
    advance(5_000);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.release();
    expect(breaker.tryAcquire()).toBe(true);
  });
});
