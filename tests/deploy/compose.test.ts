// deploy/compose.yaml, deploy/.env and the Dockerfile hold to docs/operations.md#the-fleet-varnish-and-redis:
// they read in Docker Compose and in Debian's podman-compose 1.0 alike, every service comes back on
// its own, the front's port is configurable, only Varnish is published, and Varnish is told the
// sites by name so it can follow their addresses.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../server/config/env';

const composeText = readFileSync('deploy/compose.yaml', 'utf8');
const envText = readFileSync('deploy/.env', 'utf8');

interface Service {
  image: string;
  restart?: string;
  ports?: string[];
  user?: string;
  read_only?: boolean;
  cap_drop?: string[];
  security_opt?: string[];
  environment?: Record<string, string | null>;
  healthcheck?: { test?: string[]; disable?: boolean };
}
const compose = parse(composeText) as { services: Record<string, Service> };
const services = compose.services;

/** Every string in the parsed file: what the tools interpolate (comments are not). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...strings(v)]);
  return [];
}
const interpolated = strings(compose).join('\n');

/** deploy/.env as both tools read it: KEY=value lines, `${KEY}` replaced by earlier keys. */
function dotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) values[match[1]!] = match[2]!.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (_, name: string) => values[name] ?? '');
  }
  return values;
}
const defaults = dotenv(envText);

/** A value as compose writes it, with `${KEY}` from .env and `${KEY:?message}` from `shell`. */
function interpolate(value: string, shell: Record<string, string>): string {
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(:\?[^}]*)?\}/g, (_, name: string) => shell[name] ?? defaults[name] ?? '');
}

describe('deploy/compose.yaml', () => {
  it('uses only ${VAR} and ${VAR:?message}: podman-compose 1.0 leaves ${VAR:-} and other forms as they are', () => {
    const forms = [...interpolated.matchAll(/\$\{[^}]*\}?/g)].map((m) => m[0]);
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(form).toMatch(/^\$\{[A-Za-z_][A-Za-z0-9_]*(:\?[^}]+)?\}$/);
    expect(interpolated).not.toMatch(/\$\{[^}]*:-/);
    expect(interpolated).not.toMatch(/\$[A-Za-z_]/);
  });

  it('every ${VAR} without a message has its default in deploy/.env', () => {
    const plain = [...interpolated.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]!);
    for (const name of plain) expect(defaults, name).toHaveProperty(name);
  });

  it.each(Object.keys(services))('%s comes back by itself (restart policy)', (name) => {
    expect(['unless-stopped', 'always']).toContain(services[name]!.restart);
  });

  it.each(Object.keys(services))('%s runs with every capability dropped, no new privileges and a read-only root', (name) => {
    expect(services[name]!.cap_drop).toEqual(['ALL']);
    expect(services[name]!.security_opt).toContain('no-new-privileges:true');
    expect(services[name]!.read_only).toBe(true);
  });

  it("only Varnish is published, on loopback, at the port named SITE_PORT in deploy/.env", () => {
    const published = Object.entries(services).filter(([, s]) => s.ports).map(([name]) => name);
    expect(published).toEqual(['varnish']);
    expect(services.varnish!.ports).toEqual(['127.0.0.1:${SITE_PORT}:8080']);
    expect(defaults.SITE_PORT).toMatch(/^\d+$/);
    expect(defaults.SITE_URL).toBe(`http://127.0.0.1:${defaults.SITE_PORT}`);
  });

  it('Varnish is told both sites by name and port, to resolve and follow itself', () => {
    expect(services.varnish!.environment?.BACKENDS).toBe('site1:3000 site2:3000');
    expect(services.varnish!.healthcheck).toBeUndefined();
  });

  it('the sites trust Varnish as their one proxy, share Redis, and put /metrics on its own port', () => {
    for (const name of ['site1', 'site2']) {
      const env = services[name]!.environment!;
      expect(env.TRUST_PROXY).toBe('1');
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.METRICS_PORT).toBe('9464');
      expect(services[name]!.read_only).toBe(true);
    }
  });

  it("a site's environment, with the secrets given, is a production configuration the site accepts", () => {
    const shell = { ORDER_AES_SECRET: 'a'.repeat(48), AGENT_TOKEN_SECRET: 'b'.repeat(64), QUOTE_SECRET: 'q'.repeat(64), ORDER_SIGNING_SECRET: 's'.repeat(64), PURGE_TOKEN: 'c'.repeat(48) };
    const env = Object.fromEntries(
      Object.entries(services.site1!.environment!).map(([key, value]) => [key, value === null ? undefined : interpolate(value, shell)]),
    );
    const config = loadConfig({ NODE_ENV: 'production', ...env });
    expect(config.SITE_URL).toBe(`http://127.0.0.1:${defaults.SITE_PORT}`);
    expect(config.ADDRESS_API_URL).toBe('http://provider:4000');
    // SENTRY_DSN has no value: passed on from the shell only when set there.
    expect(services.site1!.environment!).toHaveProperty('SENTRY_DSN', null);
  });

  it("the provider's health check is switched off in a form podman-compose 1.0 understands", () => {
    expect(services.provider!.healthcheck).toEqual({ test: ['NONE'] });
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync('Dockerfile', 'utf8');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('FROM '));

  it('runs as a numeric uid:gid other than root, which Kubernetes can verify', () => {
    const users = [...runtime.matchAll(/^USER\s+(\S+)\s*$/gm)].map((m) => m[1]);
    expect(users).toEqual(['1000:1000']);
  });

  it('leaves the application files to root (the server cannot rewrite its own code)', () => {
    expect(runtime).not.toMatch(/--chown/);
  });

  it('has a HEALTHCHECK (kept by podman only with --format docker)', () => {
    expect(runtime).toMatch(/^HEALTHCHECK .*\/healthz/ms);
  });
});
