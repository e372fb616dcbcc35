import { describe, expect, it } from 'vitest';
import { browserErrorReporting, publicSentryDsn } from './browser-error-reporting';
import { loadConfig } from './env';

describe('publicSentryDsn', () => {
  it("keeps a DSN's public key, host and project, and drops a secret key", () => {
    expect(publicSentryDsn('https://pub:secret@o12.ingest.sentry.example/345')).toEqual({
      dsn: 'https://pub@o12.ingest.sentry.example/345',
      ingestOrigin: 'https://o12.ingest.sentry.example',
    });
    expect(publicSentryDsn('http://pub@127.0.0.1:9000/sub/7/')).toEqual({ dsn: 'http://pub@127.0.0.1:9000/sub/7', ingestOrigin: 'http://127.0.0.1:9000' });
  });

  it('is null for what is not a DSN', () => {
    for (const value of ['not a url', 'https://sentry.example/1', 'https://pub@sentry.example/', 'https://pub@sentry.example/x', 'ftp://pub@h/1', 'https://pub@h/1?x=1'])
      expect(publicSentryDsn(value), value).toBeNull();
  });
});

describe('browserErrorReporting (only in production or when configured)', () => {
  const base = { ORDER_AES_SECRET: 'x'.repeat(32), AGENT_TOKEN_SECRET: 'y'.repeat(32), QUOTE_SECRET: 'q'.repeat(32), ORDER_SIGNING_SECRET: 's'.repeat(32), ALLOW_EMBEDDED_PROVIDER: 'true' };

  it('is off with no configuration, and SENTRY_DSN alone does not turn it on outside production', () => {
    expect(browserErrorReporting(loadConfig({}))).toBeUndefined();
    expect(browserErrorReporting(loadConfig({ SENTRY_DSN: 'https://pub:sec@sentry.example/1' }))).toBeUndefined();
  });

  it("in production, SENTRY_DSN's public part", () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production', SENTRY_DSN: 'https://pub:sec@sentry.example/1' });
    expect(browserErrorReporting(config)).toEqual({ dsn: 'https://pub@sentry.example/1', ingestOrigin: 'https://sentry.example' });
  });

  it('SENTRY_BROWSER_DSN in any environment, before SENTRY_DSN', () => {
    expect(browserErrorReporting(loadConfig({ SENTRY_BROWSER_DSN: 'https://browser@b.example/2' }))?.dsn).toBe('https://browser@b.example/2');
    const config = loadConfig({ ...base, NODE_ENV: 'production', SENTRY_DSN: 'https://pub@a.example/1', SENTRY_BROWSER_DSN: 'https://browser@b.example/2' });
    expect(browserErrorReporting(config)?.ingestOrigin).toBe('https://b.example');
  });

  it('a SENTRY_BROWSER_DSN that is no DSN stops the start with its name', () => {
    expect(() => loadConfig({ SENTRY_BROWSER_DSN: 'https://sentry.example/1' })).toThrowError(/SENTRY_BROWSER_DSN must be a Sentry DSN/);
  });
});
