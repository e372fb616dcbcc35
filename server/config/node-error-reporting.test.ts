import { describe, expect, it } from 'vitest';
import { nodeErrorReporting } from './node-error-reporting';

const DSN = 'https://public@errors.example/42';

describe('nodeErrorReporting (what server/instrument.ts starts Sentry with)', () => {
  it('starts only in production with SENTRY_DSN', () => {
    expect(nodeErrorReporting({ NODE_ENV: 'production', SENTRY_DSN: DSN })).toEqual({ dsn: DSN, environment: 'production', release: undefined });
    expect(nodeErrorReporting({ NODE_ENV: 'test', SENTRY_DSN: DSN })).toBeUndefined();
    expect(nodeErrorReporting({ NODE_ENV: 'production' })).toBeUndefined();
    expect(nodeErrorReporting({ NODE_ENV: 'production', SENTRY_DSN: '' })).toBeUndefined();
  });

  it('tags reports with SENTRY_ENVIRONMENT and SENTRY_RELEASE, an empty one counting as unset', () => {
    expect(nodeErrorReporting({ NODE_ENV: 'production', SENTRY_DSN: DSN, SENTRY_ENVIRONMENT: 'staging', SENTRY_RELEASE: 'abc123' })).toEqual({
      dsn: DSN,
      environment: 'staging',
      release: 'abc123',
    });
    expect(nodeErrorReporting({ NODE_ENV: 'production', SENTRY_DSN: DSN, SENTRY_ENVIRONMENT: '', SENTRY_RELEASE: '' })).toEqual({
      dsn: DSN,
      environment: 'production',
      release: undefined,
    });
  });
});
