import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig, SECRET_KEYS } from './env';

/** Random secrets, as an operator makes them with `openssl rand`. */
const key = () => randomBytes(32).toString('hex');
const PRODUCTION = () => ({
  NODE_ENV: 'production',
  ALLOW_EMBEDDED_PROVIDER: 'true',
  ORDER_AES_SECRET: key(),
  AGENT_TOKEN_SECRET: key(),
  QUOTE_SECRET: key(),
  ORDER_SIGNING_SECRET: key(),
});

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
    expect(config.AGENT_TOKEN_REVOKED_REFRESH_MS).toBe(5000);
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
      AGENT_TOKEN_REVOKED_REFRESH_MS: '200',
    });
    expect(config).toMatchObject({ AGENT_TOKEN_REVOKED_REFRESH_MS: 200, AGENT_TOKEN_MAX_AGE_S: 3600, AGENT_TOKEN_ISSUER: 'https://sales.example', AGENT_TOKEN_AUDIENCE: 'kookaburra-web' });
    expect(config.AGENT_TOKEN_REVOKED).toEqual(['jti:tok-1', 'agent:A123', 'agent:B7@1750000000']);
  });

  it.each([
    ['AGENT_TOKEN_MAX_AGE_S', '315360000'],
    ['AGENT_TOKEN_MAX_AGE_S', '12h'],
    ['AGENT_TOKEN_REVOKED', 'A123'],
    ['AGENT_TOKEN_REVOKED', 'jti:ok, agent:A1@tomorrow'],
    ['AGENT_TOKEN_REVOKED_REFRESH_MS', '50'],
    ['AGENT_TOKEN_REVOKED_REFRESH_MS', '5s'],
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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(
      /ORDER_AES_SECRET[\s\S]*QUOTE_SECRET[\s\S]*ORDER_SIGNING_SECRET[\s\S]*AGENT_TOKEN_SECRET[\s\S]*ADDRESS_API_URL/,
    );
  });

  it('lets production run on the embedded provider only when explicitly allowed', () => {
    const production = PRODUCTION();
    const config = loadConfig(production);
    expect(config.isProduction).toBe(true);
    expect(config.QUOTE_SECRET).toBe(production.QUOTE_SECRET);
    expect(config.AGENT_TOKEN_SECRET).toBe(production.AGENT_TOKEN_SECRET);
    expect(config.ORDER_SIGNING_SECRET).toBe(production.ORDER_SIGNING_SECRET);
    expect(config.secretsMadeForThisStart).toEqual([]);
  });

  it.each(['QUOTE_SECRET', 'ORDER_SIGNING_SECRET', 'ORDER_AES_SECRET'] as const)('%s is required in production', (name) => {
    const { [name]: _left, ...without } = PRODUCTION();
    expect(() => loadConfig(without)).toThrow(new RegExp(`${name} is required in production`));
  });

  it('no secret is written in the source: outside production each unset secret is random per start, and named', () => {
    const [one, two] = [loadConfig({}), loadConfig({})];
    for (const name of ['ORDER_AES_SECRET', 'QUOTE_SECRET', 'ORDER_SIGNING_SECRET', 'AGENT_TOKEN_SECRET'] as const) {
      expect(one[name], name).toMatch(/^[\w-]{43,64}$/);
      expect(one[name], name).not.toBe(two[name]);
    }
    expect(one.secretsMadeForThisStart.sort()).toEqual(['AGENT_TOKEN_SECRET', 'ORDER_AES_SECRET', 'ORDER_SIGNING_SECRET', 'QUOTE_SECRET']);
    const given = loadConfig({ QUOTE_SECRET: 'q'.repeat(32), ORDER_SIGNING_SECRET: 's'.repeat(32) });
    expect([given.QUOTE_SECRET, given.ORDER_SIGNING_SECRET]).toEqual(['q'.repeat(32), 's'.repeat(32)]);
    expect(given.secretsMadeForThisStart.sort()).toEqual(['AGENT_TOKEN_SECRET', 'ORDER_AES_SECRET']);
  });

  it.each(['QUOTE_SECRET', 'ORDER_SIGNING_SECRET', 'AGENT_TOKEN_SECRET_PREVIOUS', 'QUOTE_SECRET_PREVIOUS', 'ORDER_SIGNING_SECRET_PREVIOUS'])(
    '%s: at least 32 characters',
    (name) => {
      expect(() => loadConfig({ [name]: 'short' })).toThrow(new RegExp(`${name} must be at least 32 characters`));
    },
  );

  it('the previous secrets of a rotation are read when set, and unset by default', () => {
    const previous = { AGENT_TOKEN_SECRET_PREVIOUS: key(), QUOTE_SECRET_PREVIOUS: key(), ORDER_SIGNING_SECRET_PREVIOUS: key() };
    expect(loadConfig({ ...PRODUCTION(), ...previous })).toMatchObject(previous);
    const none = loadConfig({});
    expect([none.AGENT_TOKEN_SECRET_PREVIOUS, none.QUOTE_SECRET_PREVIOUS, none.ORDER_SIGNING_SECRET_PREVIOUS]).toEqual([undefined, undefined, undefined]);
  });

  it.each([
    ['ORDER_AES_SECRET', 'change-me-change-me'],
    ['AGENT_TOKEN_SECRET', 'CHANGEME-to-64-hex-characters-from-openssl'],
    ['QUOTE_SECRET', 'replace-with-64-hex-characters-from-openssl-rand-hex-32'],
    ['ORDER_SIGNING_SECRET', 'an-example-order-signing-key-for-the-docs'],
    ['ORDER_SIGNING_SECRET_PREVIOUS', 'PLACEHOLDER_PLACEHOLDER_PLACEHOLDER'],
    ['QUOTE_SECRET_PREVIOUS', 'my-super-secret-quote-key-of-length-32'],
    ['AGENT_TOKEN_SECRET_PREVIOUS', 'replace_me_replace_me_replace_me_00'],
    ['PURGE_TOKEN', 'your-token-here-0123'],
  ])('refuses the example placeholder %s=%j in production, naming the key', (name, value) => {
    try {
      loadConfig({ ...PRODUCTION(), [name]: value });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([expect.stringMatching(new RegExp(`^${name} looks like an example placeholder`))]);
    }
  });

  it('checks every secret key for placeholders, and accepts them outside production (tests, local runs)', () => {
    expect(SECRET_KEYS).toEqual(expect.arrayContaining(['ORDER_AES_SECRET', 'AGENT_TOKEN_SECRET', 'QUOTE_SECRET', 'ORDER_SIGNING_SECRET', 'PURGE_TOKEN']));
    expect(loadConfig({ ORDER_SIGNING_SECRET: 'an-example-order-signing-key-for-the-docs' }).ORDER_SIGNING_SECRET).toBe(
      'an-example-order-signing-key-for-the-docs',
    );
  });

  it('too short a secret is refused, in production too, naming the key', () => {
    expect(() => loadConfig({ ...PRODUCTION(), ORDER_SIGNING_SECRET: 'k'.repeat(31) })).toThrow(/ORDER_SIGNING_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ ...PRODUCTION(), ORDER_AES_SECRET: 'k'.repeat(15) })).toThrow(/ORDER_AES_SECRET must be at least 16 characters/);
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
    const production = PRODUCTION();
    expect(loadConfig({}).ENABLE_SENTRY_TEST_ERROR).toBe(false);
    expect(loadConfig(production).ENABLE_SENTRY_TEST_ERROR).toBe(false);
    expect(loadConfig({ ...production, ENABLE_SENTRY_TEST_ERROR: 'true' }).ENABLE_SENTRY_TEST_ERROR).toBe(true);
    expect(() => loadConfig({ ENABLE_SENTRY_TEST_ERROR: 'yes' })).toThrow(/ENABLE_SENTRY_TEST_ERROR/);
  });
});
