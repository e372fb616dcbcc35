// Integration (the real runtime, renderer from source): every page's head carries the Organization
// JSON-LD; the public DSN for browser error reports and its ingest origin in the
// CSP only when reporting is configured.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../../shared/routes/page-meta';
import type { Runtime } from '../compose';
import { startTestRuntime } from '../../tests/support/test-runtime';

const BROWSER_DSN = 'https://publickey@o7.ingest.example/99';
let plain: Runtime;
let reporting: Runtime;

beforeAll(async () => {
  [plain, reporting] = await Promise.all([startTestRuntime(), startTestRuntime({ SENTRY_BROWSER_DSN: BROWSER_DSN })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([plain?.close(), reporting?.close()]);
});

const ldJson = (html: string) =>
  [...html.matchAll(/<script[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('structured data in every page head', () => {
  it.each(PAGE_PATHS.map((path) => [path]))('%s: an Organization block in the head', async (path) => {
    const res = await request(plain.app).get(path).set('user-agent', 'Googlebot/2.1');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const blocks = ldJson(head);
    expect(blocks[0]).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', url: 'https://www.kookaburra.example/' });
    expect(ldJson(res.text)).toEqual(blocks);
  });
});

describe('browser error reporting config reaches the page', () => {
  it('off by default: no DSN in the page, connect-src is self only', async () => {
    const res = await request(plain.app).get('/');
    expect(res.text).not.toContain('name="sentry-dsn"');
    expect(res.headers['content-security-policy']).toMatch(/connect-src 'self';/);
  });

  it('configured: the public DSN in a <meta> and its ingest origin in connect-src', async () => {
    const res = await request(reporting.app).get('/broadband/nbn');
    expect(res.text).toContain(`<meta name="sentry-dsn" content="${BROWSER_DSN}"/>`);
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' https://o7.ingest.example");
  });
});
