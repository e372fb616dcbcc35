import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BreakerState } from './circuit-breaker';
import { createCircuitBreaker } from './circuit-breaker';

// cockatiel reads Date.now: only Date is faked, so its promises still settle.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: 1_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const changes: BreakerState[] = [];
  const breaker = createCircuitBreaker({
    failureThreshold: 3,
    cooldownMs: 5_000,
    onStateChange: (state) => changes.push(state),
  });
  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
  /** A permit the breaker must grant now. */
  const admit = () => {
    const permit = breaker.tryAcquire();
    expect(permit).toBeDefined();
    return permit!;
  };
  const fail = async (times: number) => {
    for (let i = 0; i < times; i += 1) await admit().recordFailure();
  };
  return { breaker, changes, advance, admit, fail };
}

describe('circuit breaker (docs/architecture.md#reliability-and-security, cockatiel)', () => {
  it('stays closed below the threshold and a success resets the count', async () => {
    const { breaker, admit, fail } = setup();
    await fail(2);
    await admit().recordSuccess();
    await fail(2);
    expect(breaker.state()).toBe('closed');
  });

  it('opens after N consecutive failures and refuses at once until the cool-down ends', async () => {
    const { breaker, changes, advance, fail } = setup();
    await fail(3);
    expect(breaker.state()).toBe('open');
    expect(changes).toEqual(['open']);
    expect(breaker.tryAcquire()).toBeUndefined();
    expect(breaker.retryAfterMs()).toBe(5_000);
    advance(4_999);
    expect(breaker.tryAcquire()).toBeUndefined();
    expect(breaker.retryAfterMs()).toBe(1);
  });

  it('lets exactly one trial through when half-open; its success closes the breaker', async () => {
    const { breaker, changes, advance, admit, fail } = setup();
    await fail(3);
    advance(5_000);
    expect(breaker.state()).toBe('half-open');
    expect(breaker.retryAfterMs()).toBe(0);
    const trial = admit();
    expect(breaker.tryAcquire()).toBeUndefined();
    await trial.recordSuccess();
    expect(breaker.state()).toBe('closed');
    admit();
    expect(changes).toEqual(['open', 'half-open', 'closed']);
  });

  it('re-opens at once when the trial fails, for another full cool-down', async () => {
    const { breaker, advance, admit, fail } = setup();
    await fail(3);
    advance(5_000);
    await admit().recordFailure();
    expect(breaker.state()).toBe('open');
    expect(breaker.tryAcquire()).toBeUndefined();
    expect(breaker.retryAfterMs()).toBe(5_000);
    advance(5_000);
    admit();
  });

  it('a trial released without a verdict lets the next caller try', async () => {
    const { advance, admit, fail } = setup();
    await fail(3);
    advance(5_000);
    await admit().release();
    admit();
  });

  it('a released call in the closed state counts neither way', async () => {
    const { breaker, admit, fail } = setup();
    await fail(2);
    await admit().release();
    expect(breaker.state()).toBe('closed');
    await fail(1);
    expect(breaker.state()).toBe('open');
  });

  it('judges each call by its own verdict, whatever order the calls end in', async () => {
    const { breaker, advance, admit, fail } = setup();
    await fail(3);
    advance(5_000);
    const trial = admit();
    // The trial ends first and succeeds: the breaker closes without waiting for anything else.
    await trial.recordSuccess();
    expect(breaker.state()).toBe('closed');
  });
});

describe('where cockatiel decides differently from the hand-written breaker it replaced', () => {
  it('a success from a call started before the breaker opened does not close it', async () => {
    const { breaker, admit, fail } = setup();
    const slow = admit(); // still running while three others fail
    await fail(3);
    expect(breaker.state()).toBe('open');
    await slow.recordSuccess();
    expect(breaker.state()).toBe('open');
    expect(breaker.tryAcquire()).toBeUndefined();
  });

  it('a released trial closes the breaker, and the next failure re-opens it at once', async () => {
    const { breaker, changes, advance, admit, fail } = setup();
    await fail(3);
    advance(5_000);
    await admit().release();
    expect(breaker.state()).toBe('closed');
    await fail(1);
    expect(breaker.state()).toBe('open');
    expect(changes).toEqual(['open', 'half-open', 'closed', 'open']);
  });
});
