// docs/architecture.md#contracts: the built server refuses to start on bad configuration, naming each bad variable.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../harness/built-server';

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'dist/server/index.js')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('start-up configuration', () => {
  it.each(['yes', '-1', '1.5', '11', '0.0.0.0/0'])('refuses TRUST_PROXY=%j and exits 1 with a message naming it', (value) => {
    const run = start({ TRUST_PROXY: value });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "TRUST_PROXY must be the number of trusted proxy hops in front of the site (a whole number from 0, direct, to 10) or the proxies' addresses",
    );
    expect(run.stdout).not.toContain('site listening');
  });

  it('refuses AGENT_RATE_LIMIT_FACTOR=0', () => {
    const run = start({ AGENT_RATE_LIMIT_FACTOR: '0' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('AGENT_RATE_LIMIT_FACTOR must be a whole number from 1 to 100');
  });

  it('refuses METRICS_PORT on the public port', () => {
    const run = start({ PORT: '3999', METRICS_PORT: '3999' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('METRICS_PORT must be a port number from 0 to 65535, other than PORT');
  });
});
