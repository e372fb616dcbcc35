import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_QUOTE_SECRET, loadConfig } from './env';

describe('loadConfig (docs/architecture.md#contracts)', () => {
  it('runs with no configuration on the defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.SITE_URL).toBe('http://localhost:3000');
    expect(config.ORDER_AES_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(config.AGENT_TOKEN_SECRET).toMatch(/^[\w-]{43}$/);
    expect(config.agentSecretMadeForThisStart).toBe(true);
    expect(config.AGENT_TOKEN_MAX_AGE_S).toBe(43_200);
    expect(config.AGENT_TOKEN_ISSUER).toBeUndefined();
    expect(config.AGENT_TOKEN_AUDIENCE).toBeUndefined();
    expect(config.AGENT_TOKEN_REVOKED).toEqual([]);
    expect(config.ADDRESS_API_URL).toBeUndefined();
  });

  it('makes a new order secret on every start outside production', () => {
    expect(loadConfig({}).ORDER_AES_SECRET).not.toBe(loadConfig({}).ORDER_AES_SECRET);
  });

  it('makes a new agent secret on every start outside production, unless one (or a key set) is configured', () => {
    expect(loadConfig({}).AGENT_TOKEN_SECRET).not.toBe(loadConfig({}).AGENT_TOKEN_SECRET);
    const configured = loadConfig({ AGENT_TOKEN_SECRET: 'z'.repeat(32) });
    expect(configured.AGENT_TOKEN_SECRET).toBe('z'.repeat(32));
    expect(configured.agentSecretMadeForThisStart).toBe(false);
    const keySet = loadConfig({ AGENT_JWKS_URL: 'https://sales.example/jwks.json' });
    expect(keySet.AGENT_TOKEN_SECRET).toBeUndefined();
    expect(keySet.agentSecretMadeForThisStart).toBe(false);
  });

  it('reads the agent-token policy: longest life, issuer, audience and revocations', () => {
    const config = loadConfig({
      AGENT_TOKEN_MAX_AGE_S: '3600',
      AGENT_TOKEN_ISSUER: 'https://sales.example',
      AGENT_TOKEN_AUDIENCE: 'kookaburra-web',
      AGENT_TOKEN_REVOKED: 'jti:tok-1, agent:A123 agent:B7@1750000000',
    });
    expect(config).toMatchObject({ AGENT_TOKEN_MAX_AGE_S: 3600, AGENT_TOKEN_ISSUER: 'https://sales.example', AGENT_TOKEN_AUDIENCE: 'kookaburra-web' });
    expect(config.AGENT_TOKEN_REVOKED).toEqual(['jti:tok-1', 'agent:A123', 'agent:B7@1750000000']);
  });

  it.each([
    ['AGENT_TOKEN_MAX_AGE_S', '315360000'],
    ['AGENT_TOKEN_MAX_AGE_S', '12h'],
    ['AGENT_TOKEN_REVOKED', 'A123'],
    ['AGENT_TOKEN_REVOKED', 'jti:ok, agent:A1@tomorrow'],
  ])('refuses %s=%j, naming it', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(key));
  });

  it('names each bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', ADDRESS_API_URL: 'not a url', ORDER_AES_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('ADDRESS_API_URL');
      expect(message).toContain('ORDER_AES_SECRET');
    }
  });

  it('refuses production without secrets or real upstreams', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/ORDER_AES_SECRET[\s\S]*QUOTE_SECRET[\s\S]*AGENT_TOKEN_SECRET[\s\S]*ADDRESS_API_URL/);
  });

  it('lets production run on the embedded provider only when explicitly allowed', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_PROVIDER: 'true',
      ORDER_AES_SECRET: 'a-production-secret-of-enough-length',
      AGENT_TOKEN_SECRET: 'x'.repeat(32),
      QUOTE_SECRET: 'q'.repeat(32),
    });
    expect(config.isProduction).toBe(true);
    expect(config.QUOTE_SECRET).toBe('q'.repeat(32));
    expect(config.AGENT_TOKEN_SECRET).toBe('x'.repeat(32));
  });

  it('QUOTE_SECRET: at least 32 characters; a development default outside production only', () => {
    expect(loadConfig({}).QUOTE_SECRET).toBe(DEVELOPMENT_QUOTE_SECRET);
    expect(loadConfig({}).QUOTE_SECRET).toBe(loadConfig({}).QUOTE_SECRET);
    expect(() => loadConfig({ QUOTE_SECRET: 'short' })).toThrow(/QUOTE_SECRET must be at least 32 characters/);
    const production = { NODE_ENV: 'production', ORDER_AES_SECRET: 'x'.repeat(16), AGENT_TOKEN_SECRET: 'y'.repeat(32), ALLOW_EMBEDDED_PROVIDER: 'true' };
    expect(() => loadConfig(production)).toThrow(/QUOTE_SECRET is required in production/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ SITE_URL: '', PORT: '8080' }).SITE_URL).toBe('http://localhost:8080');
  });

  it('REDIS_URL is a redis:// or rediss:// URL, unset by default (limits in memory)', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://redis:6379/0' }).REDIS_URL).toBe('redis://redis:6379/0');
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache.internal:6380' }).REDIS_URL).toBe('rediss://user:pw@cache.internal:6380');
  });

  it.each(['http://redis:6379', 'redis', 'localhost:6379'])('refuses REDIS_URL=%j, naming it', (value) => {
    expect(() => loadConfig({ REDIS_URL: value })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
  });

  it('PURGE_TOKEN is unset by default (no purge route), else a token a VCL string holds as it is', () => {
    expect(loadConfig({}).PURGE_TOKEN).toBeUndefined();
    expect(loadConfig({ PURGE_TOKEN: 'abcdefghij0123456789._~-' }).PURGE_TOKEN).toBe('abcdefghij0123456789._~-');
  });

  it.each(['short-token', 'a token with spaces in it', 'quote"in-the-middle-of-it', 'x'.repeat(201)])('refuses PURGE_TOKEN=%j, naming it', (value) => {
    expect(() => loadConfig({ PURGE_TOKEN: value })).toThrow(/PURGE_TOKEN must be 16 to 200 characters/);
  });

  it('TRUST_PROXY is a count of proxy hops, 0 (direct) by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10' }).TRUST_PROXY).toBe(10);
  });

  it("TRUST_PROXY may instead name the proxies, as Express takes them: IPs, CIDRs, netmasks, loopback, linklocal, uniquelocal", () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,fd00::/8 , ::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.0.2.7', 'fd00::/8', '::1']);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal,linklocal,10.1.0.0/255.255.0.0' }).TRUST_PROXY).toEqual([
      'loopback',
      'uniquelocal',
      'linklocal',
      '10.1.0.0/255.255.0.0',
    ]);
  });

  it.each(['-1', '1.5', '1.0', 'true', '*', '0x1', ' 1', '11', '999999999', '10.0.0.0/33', '1.2.3', 'loopback,', 'localhost', '0.0.0.0/0', '::/0', '10.0.0.0/0.0.0.0'])(
    'refuses TRUST_PROXY=%j, naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(
        "TRUST_PROXY must be the number of trusted proxy hops in front of the site (a whole number from 0, direct, to 10) or the proxies' addresses: comma-separated IPs or CIDRs, or loopback, linklocal, uniquelocal",
      );
    },
  );

  it('AGENT_RATE_LIMIT_FACTOR is a whole multiple from 1 to 100, 2 by default', () => {
    expect(loadConfig({}).AGENT_RATE_LIMIT_FACTOR).toBe(2);
    expect(loadConfig({ AGENT_RATE_LIMIT_FACTOR: '5' }).AGENT_RATE_LIMIT_FACTOR).toBe(5);
    for (const value of ['0', '0.5', '101', 'lots'])
      expect(() => loadConfig({ AGENT_RATE_LIMIT_FACTOR: value }), value).toThrowError(/AGENT_RATE_LIMIT_FACTOR must be a whole number from 1 to 100/);
  });
  it('cache lifetimes default to 5 minutes (content, pages) and 60 s (addresses) and take whole milliseconds from 1 s to 1 h', () => {
    const defaults = loadConfig({});
    expect([defaults.CONTENT_CACHE_TTL_MS, defaults.PAGE_CACHE_TTL_MS, defaults.ADDRESS_CACHE_TTL_MS]).toEqual([300_000, 300_000, 60_000]);
    const short = loadConfig({ CONTENT_CACHE_TTL_MS: '2000', PAGE_CACHE_TTL_MS: '1500', ADDRESS_CACHE_TTL_MS: '1000' });
    expect([short.CONTENT_CACHE_TTL_MS, short.PAGE_CACHE_TTL_MS, short.ADDRESS_CACHE_TTL_MS]).toEqual([2000, 1500, 1000]);
    for (const bad of ['0', '999', '2s', '3600001']) expect(() => loadConfig({ CONTENT_CACHE_TTL_MS: bad }), bad).toThrow(/CONTENT_CACHE_TTL_MS/);
  });

  it('METRICS_PORT is 9464 by default, 0 (any free port) or a port other than PORT', () => {
    expect(loadConfig({}).METRICS_PORT).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '0', PORT: '0' }).METRICS_PORT).toBe(0);
    expect(loadConfig({ METRICS_PORT: '9100' }).METRICS_PORT).toBe(9100);
    for (const bad of ['-1', '65536', 'metrics', '9464.0'])
      expect(() => loadConfig({ METRICS_PORT: bad }), bad).toThrow(/METRICS_PORT must be a port number from 0 to 65535, other than PORT/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must be a port number from 0 to 65535, other than PORT/);
  });

  it('ENABLE_SENTRY_TEST_ERROR is off unless set to true, in production too', () => {
    const production = { NODE_ENV: 'production', ORDER_AES_SECRET: 'x'.repeat(16), AGENT_TOKEN_SECRET: 'y'.repeat(32), QUOTE_SECRET: 'q'.repeat(32), ALLOW_EMBEDDED_PROVIDER: 'true' };
    expect(loadConfig({}).ENABLE_SENTRY_TEST_ERROR).toBe(false);
    expect(loadConfig(production).ENABLE_SENTRY_TEST_ERROR).toBe(false);
    expect(loadConfig({ ...production, ENABLE_SENTRY_TEST_ERROR: 'true' }).ENABLE_SENTRY_TEST_ERROR).toBe(true);
    expect(() => loadConfig({ ENABLE_SENTRY_TEST_ERROR: 'yes' })).toThrow(/ENABLE_SENTRY_TEST_ERROR/);
  });
});
