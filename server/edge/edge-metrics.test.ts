import { describe, expect, it } from 'vitest';
import type { BreakerState } from '../upstream/upstream-metrics';
import { createEdgeMetrics } from './edge-metrics';

describe('createEdgeMetrics', () => {
  it('counts upstream calls with their time, cache events and the breaker state as it is now', () => {
    const metrics = createEdgeMetrics();
    metrics.observeUpstream('address', 'ok', 0.25);
    metrics.observeUpstream('address', 'ok', 0.5);
    metrics.observeUpstream('sq', 'timeout', 20);
    metrics.countCache('content', 'miss');
    metrics.countCache('content', 'hit');
    metrics.countCache('content', 'hit');
    let sq: BreakerState = 'open';
    metrics.watchBreaker('sq', () => sq);
    sq = 'half-open';
    expect(metrics.snapshot()).toEqual({
      upstreamCalls: { 'address ok': { count: 2, seconds: 0.75 }, 'sq timeout': { count: 1, seconds: 20 } },
      cacheEvents: { 'content miss': 1, 'content hit': 2 },
      breakerStates: { sq: 'half-open' },
    });
  });

  it('hands out copies: a snapshot does not change afterwards', () => {
    const metrics = createEdgeMetrics();
    metrics.observeUpstream('cms', 'ok', 1);
    const before = metrics.snapshot();
    metrics.observeUpstream('cms', 'ok', 1);
    expect(before.upstreamCalls['cms ok']).toEqual({ count: 1, seconds: 1 });
    expect(metrics.snapshot().upstreamCalls['cms ok']).toEqual({ count: 2, seconds: 2 });
  });
});
