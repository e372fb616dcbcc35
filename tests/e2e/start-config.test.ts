// docs/architecture.md#contracts: the built server refuses to start on bad configuration, naming each bad variable.
// Each start costs the built server's whole import (about 3 CPU-seconds on this machine), so a start
// carries every bad variable it can name at once. Which values each variable refuses is the unit
// test's (server/config/env.test.ts: TRUST_PROXY -1, 1.5, 11, 0.0.0.0/0 and more, AGENT_RATE_LIMIT_FACTOR,
// METRICS_PORT); here the built server turns a refusal into exit 1 with every message, and no listening.
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
  it('refuses TRUST_PROXY="yes" and AGENT_RATE_LIMIT_FACTOR=0 together, exits 1 with a message naming each', () => {
    const run = start({ TRUST_PROXY: 'yes', AGENT_RATE_LIMIT_FACTOR: '0' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "TRUST_PROXY must be the number of trusted proxy hops in front of the site (a whole number from 0, direct, to 10) or the proxies' addresses",
    );
    expect(run.stderr).toContain('AGENT_RATE_LIMIT_FACTOR must be a whole number from 1 to 100');
    expect(run.stdout).not.toContain('site listening');
  });

  // Alone: the check against PORT runs only once every variable has parsed.
  it('refuses METRICS_PORT on the public port', () => {
    const run = start({ PORT: '3999', METRICS_PORT: '3999' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('METRICS_PORT must be a port number from 0 to 65535, other than PORT');
  });
});
