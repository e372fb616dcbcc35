import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callAborted, deadlinePassed, type HttpTransport, type TransportError, type TransportResponse } from './http-transport';
import { createUpstreamClient } from './upstream-client';
import { UpstreamError } from './upstream-error';
import { NO_UPSTREAM_METRICS } from './upstream-metrics';

// The breaker is cockatiel's, and cockatiel reads Date.now: only Date is faked, so promises settle.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: 1_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A transport whose calls wait until the test answers them (or their signal ends them). */
function heldTransport() {
  const held: { answer: (status: number) => void; fail: (err: TransportError) => void }[] = [];
  const transport: HttpTransport = (_url, init) =>
    new Promise<TransportResponse>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(callAborted()), { once: true });
      held.push({ answer: (status) => resolve({ status, bodyText: '{}' }), fail: reject });
    });
  return { transport, held };
}

function setup() {
  const { transport, held } = heldTransport();
  const client = createUpstreamClient({
    name: 'test',
    baseUrl: 'http://upstream.test',
    transport,
    timeoutMs: 60_000,
    breaker: { failureThreshold: 3, cooldownMs: 5_000 },
    metrics: NO_UPSTREAM_METRICS,
  });
  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
  /** Starts a call the breaker must let through to the transport; `end` answers it and waits for the outcome. */
  const admit = (signal?: AbortSignal) => {
    const before = held.length;
    const call = client.getJson('/item', undefined, z.object({}), { signal }).then(
      () => 'ok',
      (err: UpstreamError) => err.kind,
    );
    return {
      started: () => held.length > before,
      end: async (status: number) => {
        held[before]!.answer(status);
        return call;
      },
      /** Ends it with no answer: its deadline passed. */
      timeOut: async () => {
        held[before]!.fail(deadlinePassed(60_000));
        return call;
      },
      outcome: () => call,
    };
  };
  /** A call started now, whose transport was asked (after the policies' own awaits). */
  const started = async (signal?: AbortSignal) => {
    const call = admit(signal);
    await vi.waitFor(() => expect(call.started()).toBe(true), { timeout: 15_000 });
    return call;
  };
  const fail = async (times: number) => {
    for (let i = 0; i < times; i += 1) expect(await (await started()).end(500)).toBe('status');
  };
  /** A call refused at once: the transport never asked. */
  const refused = async () => {
    const asked = held.length;
    const err = await client.getJson('/item', undefined, z.object({})).catch((error: UpstreamError) => error);
    expect(held.length).toBe(asked);
    expect(err).toBeInstanceOf(UpstreamError);
    return err as UpstreamError;
  };
  return { client, advance, started, fail, refused };
}

describe('circuit breaker (docs/architecture.md#reliability-and-security, cockatiel)', () => {
  it('stays closed below the threshold and a success resets the count', async () => {
    const { client, started, fail } = setup();
    await fail(2);
    expect(await (await started()).end(200)).toBe('ok');
    await fail(2);
    expect(client.breakerState()).toBe('closed');
  });

  it('opens after N consecutive failures and refuses at once until the cool-down ends', async () => {
    const { client, advance, fail, refused } = setup();
    await fail(3);
    expect(client.breakerState()).toBe('open');
    expect(await refused()).toMatchObject({ kind: 'unavailable', retryAfterMs: 5_000 });
    advance(4_999);
    expect(await refused()).toMatchObject({ kind: 'unavailable', retryAfterMs: 1 });
    expect(client.breakerState()).toBe('open');
  });

  it('lets exactly one trial through when half-open; its success closes the breaker', async () => {
    const { client, advance, started, fail, refused } = setup();
    await fail(3);
    advance(5_000);
    expect(client.breakerState()).toBe('half-open');
    const trial = await started();
    expect(client.breakerState()).toBe('half-open');
    expect(await refused()).toMatchObject({ kind: 'unavailable' });
    expect(await trial.end(200)).toBe('ok');
    expect(client.breakerState()).toBe('closed');
    expect(await (await started()).end(200)).toBe('ok');
  });

  it('re-opens at once when the trial fails, for another full cool-down', async () => {
    const { client, advance, started, fail, refused } = setup();
    await fail(3);
    advance(5_000);
    expect(await (await started()).end(503)).toBe('status');
    expect(client.breakerState()).toBe('open');
    expect(await refused()).toMatchObject({ kind: 'unavailable', retryAfterMs: 5_000 });
    advance(5_000);
    await started();
  });

  it('a call its caller abandoned counts neither way in the closed state', async () => {
    const { client, started, fail } = setup();
    await fail(2);
    const controller = new AbortController();
    const call = await started(controller.signal);
    controller.abort();
    expect(await call.outcome()).toBe('aborted');
    expect(client.breakerState()).toBe('closed');
    await fail(1);
    expect(client.breakerState()).toBe('open');
  });
  // The fault drills' soak (docs/operations.md#fault-drills): calls sent just before the breaker opened
  // on a slow upstream reached their deadline after it had closed again, and re-opened it for a healthy upstream.
  it('a failure of a call started before the breaker last opened or closed does not count against it', async () => {
    const { client, advance, started, fail } = setup();
    const hanging = [await started(), await started(), await started()];
    await fail(3);
    expect(client.breakerState()).toBe('open');
    advance(5_000);
    expect(await (await started()).end(200)).toBe('ok');
    expect(client.breakerState()).toBe('closed');
    // The three calls of the closed state before it opened end now, with no answer and with a 503.
    expect(await hanging[0]!.timeOut()).toBe('timeout');
    expect(await hanging[1]!.timeOut()).toBe('timeout');
    expect(await hanging[2]!.end(503)).toBe('status');
    expect(client.breakerState()).toBe('closed');
    expect(await (await started()).end(200)).toBe('ok');
    // Failures of calls started after it closed still count.
    await fail(2);
    expect(await (await started()).timeOut()).toBe('timeout');
    expect(client.breakerState()).toBe('open');
  });
});

describe('where cockatiel decides differently from the hand-written breaker it replaced', () => {
  it('a success from a call started before the breaker opened does not close it', async () => {
    const { client, started, fail, refused } = setup();
    const slow = await started(); // still running while three others fail
    await fail(3);
    expect(client.breakerState()).toBe('open');
    expect(await slow.end(200)).toBe('ok');
    expect(client.breakerState()).toBe('open');
    await refused();
  });

  it('a trial its caller abandoned closes the breaker, and the next failure re-opens it at once', async () => {
    const { client, advance, started, fail } = setup();
    await fail(3);
    advance(5_000);
    const controller = new AbortController();
    const trial = await started(controller.signal);
    controller.abort();
    expect(await trial.outcome()).toBe('aborted');
    expect(client.breakerState()).toBe('closed');
    await fail(1);
    expect(client.breakerState()).toBe('open');
  });
});
