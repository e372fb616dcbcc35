// Integration tests on createApp through the real runtime: every route's status
// and head tags, redirects, short links, security headers, health and error reporting.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_PATHS, pageMetaFor } from '../shared/routes/page-meta';
import { pricedPageMetaFor } from '../shared/routes/priced-page-meta';
import { pageAt } from '../shared/routes/pages';
import { PATHS } from '../shared/routes/paths';
import { apiPath, type ApiRead } from '../shared/routes/api-paths';
import type { Runtime } from './compose';
import { startTestRuntime } from '../tests/support/test-runtime';

const SITE_URL = 'https://www.kookaburra.example';
const reported: unknown[] = [];
let runtime: Runtime;

beforeAll(async () => {
  runtime = await startTestRuntime({}, (error) => reported.push(error));
}, 60_000);
afterAll(async () => {
  await runtime?.close();
});

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('every route of docs/product/frame.md#unknown-routes', () => {
  it.each(PAGE_PATHS.map((p) => [p]))('%s answers with its own title, description, canonical link and heading', async (path) => {
    // A title that names a "from" price reads it from the page's own catalogue: the expected head is
    // computed from the same documents the page loads (docs/product/pricing.md#from-prices).
    const data = Object.fromEntries(
      await Promise.all(
        Object.entries(pageAt(path)?.data ?? {}).map(async ([name, api]) => [name, (await request(runtime.app).get((apiPath as (...read: ApiRead) => string)(...api))).body] as const),
      ),
    );
    const meta = pricedPageMetaFor(path, data);
    const res = await request(runtime.app).get(path).set('user-agent', 'Googlebot/2.1');
    expect(res.status).toBe(path === PATHS.notFound ? 404 : 200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(html).toContain(`<title>${escapeHtml(meta.title)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(meta.description)}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(meta.title)}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${SITE_URL}${path}"/>`);
    // One h1, saying the page's heading (a content hero's title that says it and more becomes the h1:
    // client/features/content/hero-text.ts).
    const h1s = [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1] ?? '');
    expect(h1s).toHaveLength(1);
    expect(h1s[0]!.toLowerCase()).toContain(escapeHtml(meta.heading).toLowerCase());
    // The site frame: skip link, nav bar phone link, footer with the ABN.
    expect(html).toContain('href="tel:133938"');
    expect(html).toContain('Skip to main content');
    expect(html).toMatch(/ABN/);
    // The head carries one title only (no duplicate hoisting; SVG titles in the body are fine).
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
  });

  it('/not-found is a helpful 404 with a home link and 13 39 38', async () => {
    const res = await request(runtime.app).get(PATHS.notFound);
    expect(res.status).toBe(404);
    expect(res.text).toContain('href="/"');
    expect(res.text).toContain('13 39 38');
  });

  it('sends any other path to /not-found with a 302', async () => {
    for (const path of ['/nope', '/broadband/nbn/extra', '/api-like', '/%2e%2e/etc/passwd']) {
      const res = await request(runtime.app).get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.location).toBe('/not-found');
    }
  });

  it('sends a dot segment where a quote token goes to /not-found, not to the page the segment would resolve to', async () => {
    for (const path of ['/quote/..', '/quote/.']) {
      const res = await request(runtime.app).get(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.location).toBe('/not-found');
    }
  });

  it('folds a trailing slash into the canonical path', async () => {
    const res = await request(runtime.app).get('/about-us/?utm_source=x');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/about-us?utm_source=x');
  });

  it('folds capitals into the canonical path, and sends an unknown one to /not-found', async () => {
    const res = await request(runtime.app).get('/Flip-To-Fibre/?utm_source=print');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/flip-to-fibre?utm_source=print');
    expect((await request(runtime.app).get('/Broadband/NBN')).headers.location).toBe('/broadband/nbn');
    expect((await request(runtime.app).get('/Flip-To-Fibre-Now')).headers.location).toBe('/not-found');
  });

  it('answers HEAD without a body', async () => {
    const res = await request(runtime.app).head('/');
    expect(res.status).toBe(200);
    expect(res.text ?? '').toBe('');
  });

  it('refuses other methods on pages', async () => {
    const res = await request(runtime.app).post('/about-us');
    expect(res.status).toBe(405);
  });
});

describe('short links (docs/product/content.md#short-links /s/{shortLinkId})', () => {
  it('redirects a known id to its on-site target', async () => {
    const res = await request(runtime.app).get('/s/ftf');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/flip-to-fibre');
  });

  it('sends unknown ids to /not-found', async () => {
    const res = await request(runtime.app).get('/s/no-such-link');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/not-found');
  });

  it('never redirects off the site, whatever the content holds', async () => {
    for (const id of ['evil', 'evil2', '%2F%2Fevil.example', '..%2F..%2Fx', 'a%0d%0aLocation:%20https://evil.example']) {
      const res = await request(runtime.app).get(`/s/${id}`);
      expect(res.status, id).toBe(302);
      expect(res.headers.location, id).toBe('/not-found');
    }
  });
});

describe('security headers', () => {
  it('sends a strict CSP with a fresh nonce that the page scripts carry on a render', async () => {
    // Credentials bypass the page cache: these are renders (cached pages: page-cache-http.test.ts).
    const a = await request(runtime.app).get('/').set('authorization', 'Basic eDp5');
    const b = await request(runtime.app).get('/').set('authorization', 'Basic eDp5');
    expect(a.headers['cache-control']).toBe('private, no-store');
    const csp = a.headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(b.headers['content-security-policy']).not.toContain(nonce);
    const scripts = a.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("a request no Request can be made of (a malformed Host) is still the API's JSON 400, with the API's headers", async () => {
    const res = await request(runtime.app).get('/api/nav').set('Host', '[::1');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'bad_request', message: 'The request is not valid.' } });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('hides x-powered-by and sends no HSTS outside production', async () => {
    const res = await request(runtime.app).get('/');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('escapes serialized loader data so it cannot close the script tag', async () => {
    const res = await request(runtime.app).get('/');
    const hydration = /window.__staticRouterHydrationData = JSON.parse\("(.*?)"\);/s.exec(res.text);
    expect(hydration).not.toBeNull();
    expect(hydration![1]).not.toMatch(/<\/script/i);
    expect(hydration![1]).not.toContain('<');
  });
});

describe('health and readiness', () => {
  it('answers /healthz and /readyz, and readiness turns 503 when shutting down', async () => {
    expect((await request(runtime.app).get('/healthz')).status).toBe(200);
    expect((await request(runtime.app).get('/readyz')).status).toBe(200);
    runtime.readiness.ready = false;
    try {
      expect((await request(runtime.app).get('/readyz')).status).toBe(503);
      expect((await request(runtime.app).get('/healthz')).status).toBe(200);
    } finally {
      runtime.readiness.ready = true;
    }
  });

  it('answers with the security headers of the API, as any JSON on the public port', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const { headers } = await request(runtime.app).get(path);
      expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'content-security-policy': "default-src 'none';frame-ancestors 'none'" });
    }
  });
});

describe('robots.txt and sitemap.xml from the head table', () => {
  it('lists every indexable page and keeps crawlers out of /not-found and /api', async () => {
    const robots = await request(runtime.app).get('/robots.txt');
    expect(robots.text).toContain('Disallow: /not-found');
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    const sitemap = await request(runtime.app).get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    for (const path of PAGE_PATHS.filter((p) => pageMetaFor(p).indexable)) expect(sitemap.text).toContain(`<loc>${SITE_URL}${path}</loc>`);
    expect(sitemap.text).not.toContain('/not-found');
  });
});

describe('the error path (docs/product/frame.md#error-boundary /sentry-test-error)', () => {
  it('throws a real error when ENABLE_SENTRY_TEST_ERROR=true: 500, the Whoops! page, reported', async () => {
    const errors: unknown[] = [];
    const enabled = await startTestRuntime({ ENABLE_SENTRY_TEST_ERROR: 'true' }, (error) => errors.push(error));
    try {
      const res = await request(enabled.app).get('/sentry-test-error');
      expect(res.status).toBe(500);
      expect(res.text).toContain('Whoops!');
      expect(res.text).toContain('We are sorry, something seems to have gone wrong.');
      expect(res.text).toContain('We have been notified of this issue.');
      expect(errors.length).toBe(1);
      expect(String(errors[0])).toContain('Deliberate test error');
    } finally {
      await enabled.close();
    }
  });

  it('is a plain 404 by default, reporting nothing', async () => {
    const before = reported.length;
    for (const path of ['/sentry-test-error', '/sentry-test-error/']) {
      const res = await request(runtime.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain('Whoops!');
    }
    expect(reported.length).toBe(before);
  });
});

describe('metrics', () => {
  it('are not on the public port: /metrics answers 404', async () => {
    expect((await request(runtime.app).get('/metrics/')).status).toBe(404);
    const res = await request(runtime.app).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_request_duration_seconds');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('expose request and upstream series to the scrape the metrics port serves', async () => {
    await request(runtime.app).get('/about-us');
    const text = await runtime.metrics.registry.metrics();
    expect(text).toContain('http_request_duration_seconds');
    expect(text).toContain('upstream_request_duration_seconds');
  });
});

vi.setConfig({ testTimeout: 30_000 });
