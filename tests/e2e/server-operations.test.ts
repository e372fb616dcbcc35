// The built server as operators run it: cache headers on assets, graceful shutdown with requests
// in flight, and the operator routes off the public port.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, type BuiltServer } from '../../harness/built-server';
import { startFakeSentry, startReportingSite, type FakeSentry } from '../support/fake-sentry';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { PATHS } from '../../shared/routes/paths';

// Error reports themselves (the /sentry-test-error exception reaching a Sentry-protocol endpoint) are
// tests/e2e/error-report-scrubbing.test.ts.

// Static files and compression: a shared site, which neither test changes.
const site = useSiteAndBrowser();

describe('static files', () => {
  it('serves hashed assets as immutable for a year and public files with a short cache', async () => {
    const manifest = JSON.parse(readFileSync(`${PROJECT_ROOT}/dist/client/.vite/manifest.json`, 'utf8'));
    const entry = manifest['client/entry-client.tsx'].file as string;
    const asset = await fetch(`${site.server.url}/${entry}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const [file, type] of [
      ['favicon.png', 'image/png'],
      ['favicon.svg', 'image/svg+xml'],
    ]) {
      const icon = await fetch(`${site.server.url}/${file}`);
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')?.split(';')[0]).toBe(type);
      expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    }
    const missing = await fetch(`${site.server.url}/assets/no-such-file.js`);
    expect(missing.status).toBe(404);
    // A path climbing out of the assets is refused; a 4xx is never reported, so its page does not say it was.
    // Sent as it is: fetch would resolve the dot segments first.
    const { port } = new URL(site.server.url);
    const climbing = await new Promise<{ status: number; page: string }>((resolve, reject) => {
      const asked = request({ host: '127.0.0.1', port, path: '/assets/%2e%2e/%2e%2e/server/index.js' }, (answer) => {
        let page = '';
        answer.on('data', (chunk: Buffer) => (page += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode!, page }));
      });
      asked.on('error', reject).end();
    });
    expect(climbing.status).toBe(403);
    expect(climbing.page).toContain('Whoops!');
    expect(climbing.page).not.toContain('notified');
  });

  // The tab's icon is a picture, not an SVG document, which Chromium draws on the page's main thread
  // after the first paint (docs/operations.md#lighthouse). It must stay the logo: scripts/favicon-png.ts.
  it('links the tab icon as a PNG that shows what the logo SVG draws', async () => {
    const { page } = await site.openPage(PATHS.home);
    await expect(page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('type')]))).resolves.toEqual([['/favicon.png', 'image/png']]);
    const difference = await page.evaluate(async () => {
      const pixelsOf = async (src: string) => {
        const image = new Image(64, 64);
        image.src = src;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 64;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0, 64, 64);
        return { size: [image.naturalWidth, image.naturalHeight], data: context.getImageData(0, 0, 64, 64).data };
      };
      const [png, svg] = await Promise.all([pixelsOf('/favicon.png'), pixelsOf('/favicon.svg')]);
      let largest = 0;
      let total = 0;
      for (let i = 0; i < png.data.length; i += 1) {
        const delta = Math.abs(png.data[i]! - svg.data[i]!);
        largest = Math.max(largest, delta);
        total += delta;
      }
      return { pngSize: png.size, largest, mean: total / png.data.length };
    });
    expect(difference.pngSize).toEqual([64, 64]);
    // The same drawing at the same size: only anti-aliasing may differ, and only a little.
    expect(difference.mean).toBeLessThan(1);
    expect(difference.largest).toBeLessThan(64);
  });

  it('compresses pages as the browser asks', async () => {
    const res = await fetch(`${site.server.url}/about-us`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

// One production site, reporting to a Sentry-protocol endpoint, for the operator routes and then the
// graceful shutdown, which ends it: a site costs 1.5-1.8 CPU-seconds to start
// (docs/operations.md#how-long-the-suite-takes-and-where-the-time-goes).
describe('the production site, reporting errors', () => {
  let sentry: FakeSentry | undefined;
  let running: BuiltServer | undefined;
  beforeAll(async () => {
    sentry = await startFakeSentry();
    running = await startReportingSite(sentry.dsn, { SHUTDOWN_DRAIN_MS: '800' });
  }, 60_000);
  afterAll(async () => {
    // After the shutdown test, this only closes its provider.
    await running?.stop();
    sentry?.close();
  });

  describe('operator routes off the public port (docs/operations.md#operator-routes)', () => {
    it('serves /metrics on METRICS_PORT only, and /sentry-test-error not at all unless switched on: no report is sent', async () => {
      const scrape = await fetch(running!.metricsUrl);
      expect(scrape.status).toBe(200);
      expect(scrape.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await scrape.text()).toContain('process_resident_memory_bytes');
      expect((await fetch(new URL('/healthz', running!.metricsUrl))).status).toBe(404);
      expect((await fetch(running!.metricsUrl, { method: 'POST' })).status).toBe(405);

      const publicMetrics = await fetch(`${running!.url}/metrics`);
      expect(publicMetrics.status).toBe(404);
      expect(await publicMetrics.text()).not.toContain('process_resident_memory_bytes');
      const testError = await fetch(`${running!.url}/sentry-test-error`);
      expect(testError.status).toBe(404);
      expect(await testError.text()).not.toContain('Whoops!');
      await new Promise((r) => setTimeout(r, 1000));
      expect(sentry!.envelopes.filter((e) => e.includes('Deliberate test error'))).toEqual([]);
    });
  });

  // Last: it ends the site.
  describe('graceful shutdown (docs/architecture.md#reliability-and-security)', () => {
    it('turns readiness 503 at once, finishes in-flight requests and exits 0 within 10 s', async () => {
      const server = running!;
      // A slow upstream keeps a page request in flight while SIGTERM arrives.
      server.provider.knobs.set({ web: { latencyMs: 1500 } });
      const inFlight = fetch(`${server.url}/privacy-policy`).then(async (r) => ({ status: r.status, body: await r.text() }));
      await new Promise((r) => setTimeout(r, 200));
      const started = Date.now();
      // Listened for before the signal: the server may exit as soon as the page is answered, before the test reads it.
      const exited = once(server.process, 'exit');
      server.process.kill('SIGTERM');
      // Not ready while the slow page is still on its way (its upstream answers after 1.5 s): polled,
      // since on a loaded machine the signal may take longer than a fixed wait to be handled.
      await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status, { timeout: 1_000, interval: 25 }).toBe(503);
      const page = await inFlight;
      expect(page.status).toBe(200);
      expect(page.body).toContain('</html>');
      const [code] = (await exited) as [number | null];
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
    });
  });
});
