import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeJwt } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRuntime } from '../tests/support/test-runtime';
import { DEV_AGENT_LINK_PATH } from '../server/api/agent/dev-agent-link-route';
import { createAgentTokenVerifier } from '../server/api/agent/verify-agent-token';
import type { Runtime } from '../server/compose';
import { agentLink } from './agent-link';

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
/** Made for this run: no test signs with a key written in the repository. */
const SECRET = randomBytes(32).toString('base64url');
const ROOT = path.resolve(import.meta.dirname, '..');

/** `npm run agent-link` as a person runs it, with the given environment. */
const runScript = (args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/agent-link.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, AGENT_TOKEN_SECRET: '', AGENT_JWKS_URL: '', SITE_URL: '', AGENT_TOKEN_MAX_AGE_S: '', ...env },
  });

describe('agentLink signing with AGENT_TOKEN_SECRET', () => {
  it('mints a link the server accepts, on the given page, with iat, jti and exp after the given hours', async () => {
    const link = new URL(
      await agentLink({ name: 'Jane Citizen', code: 'A123', hours: 2, base: 'http://127.0.0.1:4000', path: '/flip-to-fibre', secret: SECRET, now: NOW }),
    );
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:4000/flip-to-fibre');
    const token = link.searchParams.get('token')!;
    expect(decodeJwt(token)).toMatchObject({ iat: NOW / 1000, exp: NOW / 1000 + 7200, jti: expect.any(String) });
    const verify = createAgentTokenVerifier({ secret: SECRET, clock: () => NOW });
    expect(await verify(token)).toMatchObject({ agentUsername: 'Jane', agentCode: 'A123', expiry: NOW / 1000 + 7200 });
    const later = createAgentTokenVerifier({ secret: SECRET, clock: () => NOW + 7200 * 1000 });
    expect(await later(token)).toBeNull();
    const otherKey = createAgentTokenVerifier({ secret: randomBytes(32).toString('base64url'), clock: () => NOW });
    expect(await otherKey(token)).toBeNull();
  });

  it('refuses a missing name or code, a bad duration, a life past the longest accepted and an off-site path', async () => {
    await expect(agentLink({ name: ' ', code: 'A1', secret: SECRET })).rejects.toThrow(/--name/);
    await expect(agentLink({ name: 'Jane', code: '', secret: SECRET })).rejects.toThrow(/--code/);
    await expect(agentLink({ name: 'Jane', code: 'A1', hours: 0, secret: SECRET })).rejects.toThrow(/--hours/);
    await expect(agentLink({ name: 'Jane', code: 'A1', hours: 13, secret: SECRET })).rejects.toThrow(/at most 12/);
    await expect(agentLink({ name: 'Jane', code: 'A1', path: '//evil.example', secret: SECRET })).rejects.toThrow(/--path/);
  });

  it('runs from the command line with AGENT_TOKEN_SECRET and prints the link', async () => {
    const { stdout } = await runScript(['--name', 'Jane Citizen', '--code', 'A123', '--path', '/flip-to-fibre'], { AGENT_TOKEN_SECRET: SECRET });
    expect(stdout.trim()).toMatch(/^http:\/\/localhost:3000\/flip-to-fibre\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});

describe('npm run agent-link against a started server (a random agent secret per start)', () => {
  let runtime: Runtime;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    runtime = await startTestRuntime();
    server = createServer(runtime.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await runtime?.close();
  });

  it('the server made its own secret: the script gets a link from it, and the server accepts that link', async () => {
    expect(runtime.config.agentSecretMadeForThisStart).toBe(true);
    // No secret given: the link comes from the server (the command line's own reading is the test above).
    const link = new URL(await agentLink({ name: 'Jane Citizen', code: 'A123', hours: 3, base, path: '/broadband/nbn' }));
    expect(`${link.origin}${link.pathname}`).toBe(`${base}/broadband/nbn`);
    const session = await request(runtime.app).post('/api/agent/session').send({ token: link.searchParams.get('token') }).expect(200);
    expect(session.body).toMatchObject({ agentUsername: 'Jane', agentCode: 'A123' });
  });

  it('answers only a client on this machine talking to it directly', async () => {
    const ask = () => request(base).get(DEV_AGENT_LINK_PATH).query({ name: 'Jane', code: 'A1' });
    await ask().expect(200);
    await ask().set('host', 'rebound.example').expect(404);
    await ask().set('x-forwarded-for', '203.0.113.9').expect(404);
    await ask().set('forwarded', 'for=203.0.113.9').expect(404);
    await ask().query({ hours: '13' }).expect(400);
  });

  it('a server with a configured secret makes no links; the script says what to do', async () => {
    const configured = await startTestRuntime({ AGENT_TOKEN_SECRET: SECRET });
    const other = createServer(configured.app);
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      // No such route: the site's answer to an unknown path, never a token.
      const answer = await request(otherBase).get(DEV_AGENT_LINK_PATH).query({ name: 'Jane', code: 'A1' });
      expect(answer.status).not.toBe(200);
      expect(answer.text).not.toMatch(/token/);
      await expect(agentLink({ name: 'Jane', code: 'A1', base: otherBase })).rejects.toThrow(/makes no agent links[\s\S]*AGENT_TOKEN_SECRET/);
    } finally {
      other.closeAllConnections();
      await new Promise<void>((resolve) => other.close(() => resolve()));
      await configured.close();
    }
  });
});
