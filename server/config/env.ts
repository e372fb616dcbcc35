// docs/architecture.md#contracts: config from the environment only, validated at start naming each bad key; none of it reaches the browser.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_AGENT_TOKEN_MAX_AGE_S } from '../../shared/domain/agent/agent-token-lifetime';
import { REVOCATION_ENTRY, splitRevocationSetting } from './agent-revocation-setting';
import { publicSentryDsn } from './browser-error-reporting';
import { placeholderSecretProblem } from './placeholder-secret';
import { DEFAULT_ADDRESS_TTL_MS, DEFAULT_AGENT_LIMIT_FACTOR, DEFAULT_AGENT_REVOCATION_REFRESH_MS, DEFAULT_CONTENT_TTL_MS, DEFAULT_PAGE_CACHE_MAX_BYTES, DEFAULT_PAGE_CACHE_TTL_MS, DEFAULT_REQUEST_DEADLINE_MS } from './defaults';
import { trustProxySchema } from './trust-proxy';
import { UPSTREAM_KEYS } from './upstream-keys';

const url = z.url({ protocol: /^https?$/ });
const optionalUrl = url.optional();
const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
/** A whole number written plainly ('1', not '1.0', '0x1', '-0' or 'true'), from min to max. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
/** A whole number of milliseconds from min to max. */
const millis = (min: number, max: number) => wholeNumber(min, max, `must be a whole number of milliseconds from ${min} to ${max}`);
/** A secret: long enough that it cannot be guessed. */
const secret = (min: number) => z.string().min(min, `must be at least ${min} characters`).optional();

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    SITE_URL: optionalUrl,
    ADDRESS_API_URL: optionalUrl,
    WEB_SERVICES_URL: optionalUrl,
    MOBILE_PLANS_URL: optionalUrl,
    CMS_URL: optionalUrl,
    EVENTS_API_URL: optionalUrl,
    ORDER_SITE_URL: optionalUrl,
    ORDER_AES_SECRET: secret(16),
    AGENT_TOKEN_SECRET: secret(32),
    /** Signs shared quote links (/quote/<token>, server/api/quotes/quote-signer.ts); every instance must share it. */
    QUOTE_SECRET: secret(32),
    /** Signs every hand-off to the order site (`order_sig`, server/api/handoff/order-signature.ts); the order site checks it. */
    ORDER_SIGNING_SECRET: secret(32),
    /** The keys before a rotation (docs/operations.md#rotating-secrets): still accepted, never signing. */
    AGENT_TOKEN_SECRET_PREVIOUS: secret(32),
    QUOTE_SECRET_PREVIOUS: secret(32),
    ORDER_SIGNING_SECRET_PREVIOUS: secret(32),
    AGENT_JWKS_URL: optionalUrl,
    /** The longest agent-token life accepted, `exp` − `iat` in seconds (docs/product/agents.md#agent-token). */
    AGENT_TOKEN_MAX_AGE_S: wholeNumber(60, 604_800, 'must be a whole number of seconds from 60 to 604800 (7 days)').default(
      DEFAULT_AGENT_TOKEN_MAX_AGE_S,
    ),
    /** When set, an agent token's `iss` must equal it; unset: not checked. */
    AGENT_TOKEN_ISSUER: z.string().min(1).max(500).optional(),
    /** When set, an agent token's `aud` must name it; unset: not checked. */
    AGENT_TOKEN_AUDIENCE: z.string().min(1).max(500).optional(),
    /** Revoked agent tokens (server/api/agent/agent-revocations.ts); with REDIS_URL, the Redis set adds to them. */
    AGENT_TOKEN_REVOKED: z
      .string()
      .transform(splitRevocationSetting)
      .refine(
        (entries) => entries.every((entry) => REVOCATION_ENTRY.test(entry)),
        'must be entries jti:<id>, agent:<code> or agent:<code>@<seconds since the epoch>, separated by commas or spaces',
      )
      .default([]),
    /** With REDIS_URL, how often the Redis revocation set is read again: the longest a revocation there waits. */
    AGENT_TOKEN_REVOKED_REFRESH_MS: millis(100, 600_000).default(DEFAULT_AGENT_REVOCATION_REFRESH_MS),
    SENTRY_DSN: optionalUrl,
    /** `GET /sentry-test-error` (a page that throws): off by default, in production too, so nobody can send reports at will. */
    ENABLE_SENTRY_TEST_ERROR: bool.default(false),
    /** Prometheus's `/metrics` on its own listener (same HOST), never the public port; 0: any free port (tests); 9464: OpenTelemetry's exporter's. */
    METRICS_PORT: wholeNumber(0, 65535, 'must be a port number from 0 to 65535, other than PORT').default(9464),
    /** The DSN browsers report to (its public part only reaches the page); see browser-error-reporting.ts. */
    SENTRY_BROWSER_DSN: url
      .refine((dsn) => publicSentryDsn(dsn) !== null, 'must be a Sentry DSN (https://KEY@HOST/PROJECT_ID)')
      .optional(),
    ALLOW_EMBEDDED_PROVIDER: bool.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(7000),
    /** After SIGTERM, keep serving (readiness 503) this long so load balancers stop sending first. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(30_000).default(1000),
    /** How long content answers (content, plans, nav, rates) are fresh in the upstream cache. */
    CONTENT_CACHE_TTL_MS: millis(1000, 3_600_000).default(DEFAULT_CONTENT_TTL_MS),
    /** How long address answers are fresh in the address cache (no stale-if-error there). */
    ADDRESS_CACHE_TTL_MS: millis(1000, 3_600_000).default(DEFAULT_ADDRESS_TTL_MS),
    /** The upstream calls' deadlines and the breakers' cool-down; unset, the upstream layer's own (5 s, SQ 20 s, 10 s). */
    UPSTREAM_TIMEOUT_MS: millis(100, 60_000).optional(),
    SQ_TIMEOUT_MS: millis(100, 60_000).optional(),
    BREAKER_COOLDOWN_MS: millis(100, 600_000).optional(),
    /** How long a rendered page is served from the page cache; a page lives as long as its content by default. */
    PAGE_CACHE_TTL_MS: millis(1000, 3_600_000).default(DEFAULT_PAGE_CACHE_TTL_MS),
    /** The most the page cache's stored pages take, in bytes (least recently used out first). */
    PAGE_CACHE_MAX_BYTES: z.coerce.number().int().min(1_048_576).max(4_294_967_296).default(DEFAULT_PAGE_CACHE_MAX_BYTES),
    /** How long a request's headers and body may take to arrive in full before it is cut with 408 (server/http-server.ts). */
    REQUEST_DEADLINE_MS: millis(1000, 300_000).default(DEFAULT_REQUEST_DEADLINE_MS),
    /** The proxies in front: a hop count, or their addresses (trust-proxy.ts); trusting too many lets a client pick its bucket. */
    TRUST_PROXY: trustProxySchema.default(0),
    /** Redis shared by every instance (limits, purges, revocations); unset: each process on its own. */
    REDIS_URL: z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional(),
    /** The bearer token of POST /api/purge (unset: no such route), in characters a VCL string holds as they are. */
    PURGE_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9._~-]{16,200}$/, 'must be 16 to 200 characters of A-Z a-z 0-9 . _ ~ -')
      .optional(),
    /** A verified agent's rate limits, as a multiple of a visitor's (docs/decisions/014-agent-limits-and-trusted-proxies.md). */
    AGENT_RATE_LIMIT_FACTOR: wholeNumber(1, 100, 'must be a whole number from 1 to 100 (times a visitor\'s limits)').default(
      DEFAULT_AGENT_LIMIT_FACTOR,
    ),
  })
  .superRefine((env, ctx) => {
    if (env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT)
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must be a port number from 0 to 65535, other than PORT' });
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['ORDER_AES_SECRET', 'QUOTE_SECRET', 'ORDER_SIGNING_SECRET'] as const)
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    // An example file's value copied as it is would sign and encrypt with a key anyone can read.
    for (const key of SECRET_KEYS) {
      const value = env[key];
      const problem = value === undefined ? null : placeholderSecretProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', path: [key], message: problem });
    }
    if (!env.AGENT_TOKEN_SECRET && !env.AGENT_JWKS_URL)
      ctx.addIssue({ code: 'custom', path: ['AGENT_TOKEN_SECRET'], message: 'or AGENT_JWKS_URL is required in production' });
    if (!env.ALLOW_EMBEDDED_PROVIDER) {
      for (const key of UPSTREAM_KEYS)
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required in production (or set ALLOW_EMBEDDED_PROVIDER=true to run on the embedded provider)',
          });
    }
  });

/** Every key that holds a secret: checked for example values in production. */
export const SECRET_KEYS = ['ORDER_AES_SECRET', 'AGENT_TOKEN_SECRET', 'QUOTE_SECRET', 'ORDER_SIGNING_SECRET',
  'AGENT_TOKEN_SECRET_PREVIOUS', 'QUOTE_SECRET_PREVIOUS', 'ORDER_SIGNING_SECRET_PREVIOUS', 'PURGE_TOKEN'] as const;

/** The secrets made at random for a start when unset outside production (never written anywhere). */
export type MadeSecret = 'ORDER_AES_SECRET' | 'AGENT_TOKEN_SECRET' | 'QUOTE_SECRET' | 'ORDER_SIGNING_SECRET';

export type Env = z.infer<typeof EnvSchema>;

/** The validated config the server runs on: secrets filled in outside production. */
export interface ServerConfig extends Omit<Env, MadeSecret | 'SITE_URL'>, Record<Exclude<MadeSecret, 'AGENT_TOKEN_SECRET'> | 'SITE_URL', string> {
  AGENT_TOKEN_SECRET: string | undefined;
  /** The agent secret was made for this start: only then does the loopback agent-link route exist. */
  agentSecretMadeForThisStart: boolean;
  /** The names (never the values) of the secrets made at random for this start; the start log lists them. */
  secretsMadeForThisStart: MadeSecret[];
  isProduction: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): ServerConfig {
  // Empty strings mean "unset": compose files and CI often export empty variables.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'} ${i.message}`));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  // No secret in the source (docs/operations.md#configuration): outside production an unset one is random per start.
  const agentSecretMadeForThisStart = !isProduction && !env.AGENT_TOKEN_SECRET && !env.AGENT_JWKS_URL;
  const secretsMadeForThisStart: MadeSecret[] = [];
  const orMade = (key: MadeSecret, value: string | undefined, encoding: 'hex' | 'base64url'): string => {
    if (value !== undefined) return value;
    secretsMadeForThisStart.push(key);
    return randomBytes(32).toString(encoding);
  };
  return {
    ...env,
    isProduction,
    agentSecretMadeForThisStart,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    ORDER_AES_SECRET: orMade('ORDER_AES_SECRET', env.ORDER_AES_SECRET, 'hex'),
    QUOTE_SECRET: orMade('QUOTE_SECRET', env.QUOTE_SECRET, 'base64url'),
    ORDER_SIGNING_SECRET: orMade('ORDER_SIGNING_SECRET', env.ORDER_SIGNING_SECRET, 'base64url'),
    AGENT_TOKEN_SECRET: agentSecretMadeForThisStart ? orMade('AGENT_TOKEN_SECRET', undefined, 'base64url') : env.AGENT_TOKEN_SECRET,
    secretsMadeForThisStart,
  };
}
