// deploy/varnish/start.sh with Debian's varnishd, as the containers run it (an unprivileged user):
// Varnish starts while its backend's name resolves to nothing, picks the instance up when the name
// appears, follows it to a new address, and spreads over every address a name has (a headless
// Service). Name resolution is the script's own `getent`, here a stand-in earlier in PATH that reads
// a hosts file the test rewrites, since the machine's DNS is not the test's to change. The script runs
// from a copy beside a site.vcl whose probe has the tests' patient deadline (harness/start-fleet.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteVcl } from '../../harness/start-fleet';
import { PATIENT_PROBE_TIMEOUT_SECONDS } from '../support/fleet-run';

const NOBODY = 65534;
const START_SH = path.resolve('deploy/varnish/start.sh');

function instance(name: string, host: string, port = 0): Promise<Server> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
    response.end(request.url === '/readyz' ? 'ready' : name);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('deploy/varnish/start.sh', () => {
  let scratch = '';
  let varnish: ChildProcess | undefined;
  let output = '';
  let front = '';
  const servers: Server[] = [];
  let port = 0;

  const setHosts = (...addresses: string[]) =>
    writeFileSync(path.join(scratch, 'hosts'), addresses.map((address) => `${address} site-a\n`).join(''));
  const get = async (query: string) => {
    const response = await fetch(`${front}/?${query}`);
    return { status: response.status, body: await response.text() };
  };

  beforeAll(async () => {
    // Debian puts varnishd in /usr/sbin, which a non-login PATH may lack.
    const PATH = `${process.env.PATH ?? ''}:/usr/sbin:/usr/bin`;
    const varnishd = spawnSync('sh', ['-c', 'command -v varnishd && command -v varnishadm'], { env: { PATH } });
    if (varnishd.status !== 0) throw new Error('varnishd is missing: apt-get install -y varnish');

    scratch = mkdtempSync(path.join(tmpdir(), 'varnish-start-'));
    for (const dir of ['bin', 'tmp', 'varnish']) mkdirSync(path.join(scratch, dir));
    const startSh = path.join(scratch, 'varnish', 'start.sh');
    copyFileSync(START_SH, startSh);
    writeFileSync(path.join(scratch, 'varnish', 'site.vcl'), siteVcl(PATIENT_PROBE_TIMEOUT_SECONDS));
    writeFileSync(
      path.join(scratch, 'bin', 'getent'),
      `#!/bin/sh\n[ "$1" = ahosts ] || exit 2\nawk -v name="$2" '$2 == name { print $1, "STREAM", name; found = 1 } END { exit found ? 0 : 2 }' "${scratch}/hosts"\n`,
    );
    chmodSync(path.join(scratch, 'bin', 'getent'), 0o755);
    for (const dir of ['', 'tmp']) chmodSync(path.join(scratch, dir), 0o777);
    chmodSync(path.join(scratch, 'varnish'), 0o755);
    setHosts();

    const first = await instance('A', '127.0.0.1');
    servers.push(first);
    port = (first.address() as AddressInfo).port;

    const root = process.getuid?.() === 0;
    varnish = spawn('/bin/sh', [startSh], {
      detached: true,
      ...(root ? { uid: NOBODY, gid: NOBODY } : {}),
      env: {
        PATH: `${path.join(scratch, 'bin')}:${PATH}`,
        TMPDIR: path.join(scratch, 'tmp'),
        HOME: scratch,
        PURGE_TOKEN: 'a-test-purge-token-0123',
        BACKENDS: `site-a:${port}`,
        BACKENDS_RESOLVE_S: '1',
        VARNISH_ADDRESS: '127.0.0.1',
        VARNISH_PORT: '0',
        VARNISH_SIZE: '16m',
        VARNISH_WORKDIR: path.join(scratch, 'work'),
      },
    });
    varnish.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    varnish.stderr!.on('data', (chunk: Buffer) => (output += chunk));

    // Port 0: Varnish picks a free one and says which.
    const listen = await until('varnishd to listen', async () => {
      const admin = spawnSync('varnishadm', ['-n', path.join(scratch, 'work'), 'debug.listen_address'], {
        ...(root ? { uid: NOBODY, gid: NOBODY } : {}),
        encoding: 'utf8',
      });
      return /(\d+)\s*$/m.exec(admin.stdout ?? '')?.[1];
    });
    front = `http://127.0.0.1:${listen}`;
  }, 60_000);

  afterAll(async () => {
    // varnishd and the resolver loop, its child, in one process group.
    if (varnish?.pid) {
      try {
        process.kill(-varnish.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await Promise.all(servers.map(close));
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('starts while no backend resolves, answering 503 rather than not at all', async () => {
    await until('the start line', async () => (output.includes('backends none resolved') ? true : undefined), 5_000);
    expect((await get('nothing-yet')).status).toBe(503);
  });

  it('picks an instance up once its name resolves', async () => {
    setHosts('127.0.0.1');
    const answer = await until('the instance behind Varnish', async () => {
      const { status, body } = await get(`a-${Date.now()}`);
      return status === 200 ? body : undefined;
    });
    expect(answer).toBe('A');
    // The script's line reaches this process through a pipe, possibly after Varnish's first answer.
    const named = new RegExp(`backends 127\\.0\\.0\\.1:${port}`);
    await until('the line naming the address', async () => (named.test(output) ? true : undefined), 5_000);
  });

  it('follows an instance restarted on a new address: every request answered by it once it is back', async () => {
    await close(servers.shift()!);
    servers.push(await instance('B', '127.0.0.2', port));
    setHosts('127.0.0.2');
    await until('the new address in the rotation', async () => ((await get(`b-${Date.now()}`)).body === 'B' ? true : undefined));
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await get(`after-${i}`));
    expect(answers.map((a) => `${a.status} ${a.body}`)).toEqual(Array(20).fill('200 B'));
  });

  it('spreads over every address a name resolves to (a headless Service)', async () => {
    servers.push(await instance('C', '127.0.0.3', port));
    setHosts('127.0.0.2', '127.0.0.3');
    await until('both addresses in the rotation', async () => (output.includes(`127.0.0.2:${port} 127.0.0.3:${port}`) ? true : undefined));
    const bodies = new Set<string>();
    for (let i = 0; i < 10; i++) bodies.add((await get(`both-${i}`)).body);
    expect([...bodies].sort()).toEqual(['B', 'C']);
  });

  it('keeps its last addresses when nothing resolves for a while (a DNS outage)', async () => {
    setHosts();
    await new Promise((r) => setTimeout(r, 2_500));
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await get(`dns-down-${i}`)).status);
    expect(answers).toEqual(Array(10).fill(200));
  });
});
