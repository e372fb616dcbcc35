// The built server as operators run it: cache headers on assets, graceful shutdown with requests
// in flight, and the operator routes off the public port.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, startBuiltServer, type BuiltServer } from '../../harness/built-server';
import { startFakeSentry, startReportingSite } from '../support/fake-sentry';

// Error reports themselves (the /sentry-test-error exception reaching a Sentry-protocol endpoint) are
// tests/e2e/error-report-scrubbing.test.ts.

let running: BuiltServer | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

describe('static files', () => {
  // One site for both: neither changes it.
  let site: BuiltServer | undefined;
  beforeAll(async () => {
    site = await startBuiltServer();
  });
  afterAll(() => site?.stop());

  it('serves hashed assets as immutable for a year and public files with a short cache', async () => {
    const running = site!;
    const manifest = JSON.parse(readFileSync(`${PROJECT_ROOT}/dist/client/.vite/manifest.json`, 'utf8'));
    const entry = manifest['client/entry-client.tsx'].file as string;
    const asset = await fetch(`${running.url}/${entry}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const favicon = await fetch(`${running.url}/favicon.svg`);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
    const missing = await fetch(`${running.url}/assets/no-such-file.js`);
    expect(missing.status).toBe(404);
  });

  it('compresses pages as the browser asks', async () => {
    const res = await fetch(`${site!.url}/about-us`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('graceful shutdown (docs/architecture.md#reliability-and-security)', () => {
  it('turns readiness 503 at once, finishes in-flight requests and exits 0 within 10 s', async () => {
    running = await startBuiltServer({ SHUTDOWN_DRAIN_MS: '800' });
    // A slow upstream keeps a page request in flight while SIGTERM arrives.
    running.provider.knobs.set({ web: { latencyMs: 1500 } });
    const inFlight = fetch(`${running.url}/privacy-policy`).then(async (r) => ({ status: r.status, body: await r.text() }));
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    // Listened for before the signal: the server may exit as soon as the page is answered, before the test reads it.
    const exited = once(running.process, 'exit');
    running.process.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    const readiness = await fetch(`${running.url}/readyz`);
    expect(readiness.status).toBe(503);
    const page = await inFlight;
    expect(page.status).toBe(200);
    expect(page.body).toContain('</html>');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    await running.provider.close();
    running = undefined;
  });
});

describe('operator routes off the public port (docs/operations.md#operator-routes)', () => {
  it('serves /metrics on METRICS_PORT only, and /sentry-test-error not at all unless switched on: no report is sent', async () => {
    const sentry = await startFakeSentry();
    try {
      running = await startReportingSite(sentry.dsn);
      const scrape = await fetch(running.metricsUrl);
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await scrape.text()).toContain('process_resident_memory_bytes');
      expect((await fetch(new URL('/healthz', running.metricsUrl))).status).toBe(404);
      expect((await fetch(running.metricsUrl, { method: 'POST' })).status).toBe(405);

      const publicMetrics = await fetch(`${running.url}/metrics`);
      expect(publicMetrics.status).toBe(404);
      expect(await publicMetrics.text()).not.toContain('process_resident_memory_bytes');
      const testError = await fetch(`${running.url}/sentry-test-error`);
      expect(testError.status).toBe(404);
      expect(await testError.text()).not.toContain('Whoops!');
      await new Promise((r) => setTimeout(r, 1000));
      expect(sentry.envelopes.filter((e) => e.includes('Deliberate test error'))).toEqual([]);
    } finally {
      sentry.close();
    }
  });
});
