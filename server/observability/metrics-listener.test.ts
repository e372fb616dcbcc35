// The metrics port answers Prometheus's scrape and nothing else (docs/operations.md#metrics).
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Registry } from 'prom-client';
import { createMetrics } from './metrics';
import { createMetricsServer } from './metrics-listener';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function listen(registry: Pick<Registry, 'metrics' | 'contentType'>): Promise<string> {
  const server = createMetricsServer(registry).listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = () => {
    server.close();
    server.closeAllConnections();
  };
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the metrics port', () => {
  it("answers GET and HEAD /metrics with the registry's text exposition", async () => {
    const metrics = createMetrics();
    metrics.observeHttp({ method: 'GET', route: '/', status: 200 }, 0.01);
    const base = await listen(metrics.registry);
    const scrape = await fetch(`${base}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toBe(metrics.registry.contentType);
    expect(scrape.headers.get('cache-control')).toBe('no-store');
    expect(await scrape.text()).toContain('http_request_duration_seconds_count{method="GET",route="/",status="200"} 1');
    const withQuery = await fetch(`${base}/metrics?name[]=x`);
    expect(withQuery.status).toBe(200);
    const head = await fetch(`${base}/metrics`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers 404 for any other path and 405 for other methods', async () => {
    const base = await listen(createMetrics().registry);
    for (const path of ['/', '/healthz', '/metrics/extra', '/api/nav']) expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    const post = await fetch(`${base}/metrics`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 500 when the scrape fails, and keeps serving', async () => {
    let fail = true;
    const base = await listen({
      contentType: 'text/plain; version=0.0.4; charset=utf-8',
      metrics: async () => {
        if (fail) throw new Error('registry broke');
        return 'ok_metric 1\n';
      },
    } as Pick<Registry, 'metrics' | 'contentType'>);
    expect((await fetch(`${base}/metrics`)).status).toBe(500);
    fail = false;
    expect(await (await fetch(`${base}/metrics`)).text()).toBe('ok_metric 1\n');
  });
});
