import { afterEach, describe, expect, it } from 'vitest';
import type { TestSite } from '../api/api-test-kit.test-helper';
import { goodUpstream, startTestSite } from '../api/api-test-kit.test-helper';
import { createMetrics } from './metrics';

let site: TestSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

describe('metrics', () => {
  it('two apps in one process keep separate registries', () => {
    const first = createMetrics();
    const second = createMetrics();
    first.countCache('content', 'hit');
    expect(first.registry).not.toBe(second.registry);
  });

  it('exposes upstream, cache, breaker and http series as text', async () => {
    const handlers = goodUpstream();
    handlers['GET /v2/service-qualification'] = { status: 500 };
    site = await startTestSite({ handlers });
    await site.get('/api/nav');
    await site.get('/api/nav');
    await site.get('/api/service-qualification?nbn=LOC000000000001');
    site.metrics.observeHttp({ method: 'GET', route: '/api/nav', status: 200 }, 0.003);

    const text = await site.metrics.registry.metrics();
    expect(text).toContain('upstream_request_duration_seconds_count{upstream="webServices",outcome="ok"} 1');
    expect(text).toContain('upstream_request_duration_seconds_count{upstream="sq",outcome="server_error"} 1');
    expect(text).toContain('cache_misses_total{cache="content"} 1');
    expect(text).toContain('cache_hits_total{cache="content"} 1');
    expect(text).toContain('upstream_breaker_state{upstream="sq"} 0');
    expect(text).toContain('upstream_breaker_state{upstream="webServices"} 0');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/nav",status="200"} 1');
    expect(text).toContain('# TYPE cache_stale_served_total counter');
    // Three calls one after another on a kept-alive connection: one connection opened.
    expect(text).toMatch(/^upstream_connections_opened_total\{origin="http:\/\/127\.0\.0\.1:\d+"\} 1$/m);
  });

  it('shows an open breaker as 2', async () => {
    const handlers = goodUpstream();
    handlers['GET /api/nav'] = { status: 503 };
    site = await startTestSite({ handlers, upstreamConfig: { breaker: { failureThreshold: 1, cooldownMs: 60_000 } } });
    await site.get('/api/nav');
    const text = await site.metrics.registry.metrics();
    expect(text).toContain('upstream_breaker_state{upstream="webServices"} 2');
    expect(text).toContain('upstream_breaker_state{upstream="address"} 0');
  });

  it('shows a breaker that cooled down as half-open (1) without a call in between: read at the scrape', async () => {
    const handlers = goodUpstream();
    handlers['GET /api/nav'] = { status: 503 };
    site = await startTestSite({ handlers, upstreamConfig: { breaker: { failureThreshold: 1, cooldownMs: 50 } } });
    await site.get('/api/nav');
    const scrape = () => site!.metrics.registry.metrics();
    expect(await scrape()).toContain('upstream_breaker_state{upstream="webServices"} 2');
    await expect.poll(scrape, { interval: 20 }).toContain('upstream_breaker_state{upstream="webServices"} 1');
  });
});
