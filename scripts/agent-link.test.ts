import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createAgentTokenVerifier } from '../server/api/agent/verify-agent-token';
import { DEV_AGENT_TOKEN_SECRET } from '../server/config/env';
import { agentLink } from './agent-link';

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('agentLink', () => {
  it('mints a link the server accepts, on the given page, expiring after the given hours', async () => {
    const link = new URL(
      await agentLink({ name: 'Jane Citizen', code: 'A123', hours: 2, base: 'http://127.0.0.1:4000', path: '/flip-to-fibre', now: NOW }),
    );
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:4000/flip-to-fibre');
    const token = link.searchParams.get('token')!;
    const verify = createAgentTokenVerifier({ secret: DEV_AGENT_TOKEN_SECRET, clock: () => NOW });
    expect(await verify(token)).toMatchObject({ agentUsername: 'Jane', agentCode: 'A123', expiry: NOW / 1000 + 7200 });
    const later = createAgentTokenVerifier({ secret: DEV_AGENT_TOKEN_SECRET, clock: () => NOW + 7200 * 1000 });
    expect(await later(token)).toBeNull();
  });

  it('signs with the given secret instead of the development one', async () => {
    const secret = 'an-operator-secret-that-is-long-enough-0123';
    const token = new URL(await agentLink({ name: 'Jane', code: 'A1', secret, now: NOW })).searchParams.get('token')!;
    expect(await createAgentTokenVerifier({ secret, clock: () => NOW })(token)).not.toBeNull();
    expect(await createAgentTokenVerifier({ secret: DEV_AGENT_TOKEN_SECRET, clock: () => NOW })(token)).toBeNull();
  });

  it('refuses a missing name or code, a bad duration and an off-site path', async () => {
    await expect(agentLink({ name: ' ', code: 'A1' })).rejects.toThrow(/--name/);
    await expect(agentLink({ name: 'Jane', code: '' })).rejects.toThrow(/--code/);
    await expect(agentLink({ name: 'Jane', code: 'A1', hours: 0 })).rejects.toThrow(/--hours/);
    await expect(agentLink({ name: 'Jane', code: 'A1', path: '//evil.example' })).rejects.toThrow(/--path/);
  });

  it('runs from the command line and prints the link', async () => {
    const root = path.resolve(import.meta.dirname, '..');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/agent-link.ts', '--name', 'Jane Citizen', '--code', 'A123', '--path', '/flip-to-fibre'],
      { cwd: root, env: { ...process.env, AGENT_TOKEN_SECRET: '', AGENT_JWKS_URL: '', SITE_URL: '' } },
    );
    expect(stdout.trim()).toMatch(/^http:\/\/localhost:3000\/flip-to-fibre\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});
