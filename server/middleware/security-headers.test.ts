import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, cspNonce, securityHeaders } from './security-headers';

function appWith(options: Parameters<typeof securityHeaders>[0]) {
  const app = express();
  app.disable('x-powered-by');
  app.use(cspNonce(), securityHeaders(options));
  app.get('/', (_req, res) => {
    res.type('text/plain').send(res.locals.cspNonce);
  });
  return app;
}

describe('security headers (helmet, worked out once, nonce per response)', () => {
  it('names this response’s nonce in script-src and style-src, and only the nonce changes between responses', async () => {
    const app = appWith({ isProduction: true, isDev: false, formTargets: ['https://order.example'] });
    const [a, b] = [await request(app).get('/'), await request(app).get('/')];
    const nonces = [a.text, b.text];
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    const csp = a.headers['content-security-policy']!;
    expect(csp).toContain(`script-src 'nonce-${nonces[0]}' 'strict-dynamic'`);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonces[0]}'`);
    expect(csp).toContain("form-action 'self' https://order.example");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(b.headers['content-security-policy']).toBe(csp.replaceAll(nonces[0]!, nonces[1]!));
    expect(a.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(a.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['x-frame-options']).toBe('DENY');
    expect(a.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(a.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it("lets the page connect to the browser error reporter's ingest origin when one is configured", async () => {
    const withReporter = (await request(appWith({ isProduction: true, isDev: false, formTargets: [], connectTargets: ['https://o1.ingest.example'] })).get('/')).headers['content-security-policy']!;
    expect(withReporter).toContain("connect-src 'self' https://o1.ingest.example");
    const without = (await request(appWith({ isProduction: true, isDev: false, formTargets: [] })).get('/')).headers['content-security-policy']!;
    expect(without).toContain("connect-src 'self';");
  });

  it('gives every response a distinct nonce across a refill of the random pool', async () => {
    const app = appWith({ isProduction: false, isDev: false, formTargets: [] });
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add((await request(app).get('/')).text);
    expect(seen.size).toBe(300);
  });

  it('keeps development free of HSTS and upgrade-insecure-requests', async () => {
    const res = await request(appWith({ isProduction: false, isDev: true, formTargets: [] })).get('/');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });

  it("gives API answers the OWASP REST set: a policy that allows nothing, nosniff, DENY, CORP, HSTS in production, no document-only headers", async () => {
    const options = { isProduction: true, isDev: false, formTargets: ['https://order.example'] };
    const page = (await request(appWith(options)).get('/')).headers;
    const apiApp = (isProduction: boolean) => {
      const api = express();
      const write = apiSecurityHeaders({ isProduction });
      api.use((_req, res, next) => {
        write(res);
        next();
      });
      api.get('/api/x', (_req, res) => res.json({}));
      return api;
    };
    const [a, b] = [(await request(apiApp(true)).get('/api/x')).headers, (await request(apiApp(true)).get('/api/x')).headers];
    expect(a['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(a['x-content-type-options']).toBe('nosniff');
    expect(a['x-frame-options']).toBe('DENY');
    expect(a['cross-origin-resource-policy']).toBe('same-origin');
    expect(a['strict-transport-security']).toBe(page['strict-transport-security']);
    // Headers that only mean something to a document: pages send them, API answers do not.
    for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection', 'x-permitted-cross-domain-policies']) {
      expect(page[name], name).toBeDefined();
      expect(a[name], name).toBeUndefined();
    }
    expect(a['x-powered-by']).toBeUndefined();
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-resource-policy']) expect(b[name]).toBe(a[name]);
    expect((await request(apiApp(false)).get('/api/x')).headers['strict-transport-security']).toBeUndefined();
  });
});
