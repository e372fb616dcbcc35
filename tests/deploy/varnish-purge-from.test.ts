// deploy/varnish/start.sh turns VARNISH_PURGE_FROM into the VCL's purge ACL before it starts
// varnishd (docs/operations.md#the-fleet-varnish-and-redis): here with a stand-in varnishd that
// prints the ACL it was given, and a routing table of our own for `own-networks`, the compose
// network whose subnet is only known inside the container.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const START_SH = path.resolve('deploy/varnish/start.sh');
const scratch = mkdtempSync(path.join(tmpdir(), 'purge-from-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// /proc/net/route as the kernel writes it: hexadecimal, least significant byte first.
const ROUTES = [
  'Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT',
  'eth0\t00000000\t011E590A\t0003\t0\t0\t0\t00000000\t0\t0\t0', // default route via 10.89.30.1
  'eth0\t001E590A\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0', // 10.89.30.0/24, connected
  'eth1\t0000F00A\t00000000\t0001\t0\t0\t0\t0000F0FF\t0\t0\t0', // 10.240.0.0/12, connected
  'lo\t0000007F\t00000000\t0001\t0\t0\t0\t000000FF\t0\t0\t0', // loopback
  'eth0\t0000A8C0\t011E590A\t0003\t0\t0\t0\t0000FFFF\t0\t0\t0', // 192.168.0.0/16 via a gateway
].join('\n');
writeFileSync(path.join(scratch, 'routes'), `${ROUTES}\n`);
writeFileSync(path.join(scratch, 'varnishd'), '#!/bin/sh\nfor a; do case "$a" in vcl_path=*) cat "${a#vcl_path=}/purge-from.vcl";; esac; done\n');
chmodSync(path.join(scratch, 'varnishd'), 0o755);

/** start.sh's output up to the stand-in varnishd's exit, and its exit code. */
function start(purgeFrom: string): Promise<{ code: number | null; output: string }> {
  const child = spawn('/bin/sh', [START_SH], {
    detached: true,
    env: {
      PATH: `${scratch}:${process.env.PATH ?? '/usr/bin:/bin'}`,
      TMPDIR: scratch,
      PURGE_TOKEN: 'a-test-purge-token-0123',
      BACKENDS: 'site-a:3000',
      BACKENDS_RESOLVE_S: '3600',
      VARNISH_WORKDIR: path.join(scratch, 'work'),
      VARNISH_PURGE_FROM: purgeFrom,
      PROC_NET_ROUTE: path.join(scratch, 'routes'),
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) => {
    // The stand-in varnishd exits at once; the resolver loop start.sh started keeps the output
    // open, so end its process group, then read to the end.
    child.once('exit', (code) => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      child.once('close', () => resolve({ code, output }));
    });
  });
}

describe('VARNISH_PURGE_FROM in deploy/varnish/start.sh', () => {
  it('own-networks stands for the directly connected networks of the container, not its gateways, default route or loopback', async () => {
    const { code, output } = await start('127.0.0.1,::1,own-networks');
    expect(code).toBe(0);
    expect(output).toContain('acl purge_from {\n    "127.0.0.1";\n    "::1";\n    "10.89.30.0"/24;\n    "10.240.0.0"/12;\n}\n');
    expect(output).toContain('varnish: purges from own-networks: 10.89.30.0/24 10.240.0.0/12');
  });

  it('an explicit list is written as it is, and a /0 stops the start', async () => {
    expect((await start('127.0.0.1 10.244.0.0/16')).output).toContain('acl purge_from {\n    "127.0.0.1";\n    "10.244.0.0"/16;\n}\n');
    const open = await start('127.0.0.1 0.0.0.0/0');
    expect(open.code).toBe(1);
    expect(open.output).toContain("would let any address purge");
  });

  it('own-networks with no network to find stops the start rather than purging from nowhere', async () => {
    writeFileSync(path.join(scratch, 'routes'), `${ROUTES.split('\n')[0]}\n`);
    const { code, output } = await start('own-networks');
    writeFileSync(path.join(scratch, 'routes'), `${ROUTES}\n`);
    expect(code).toBe(1);
    expect(output).toContain('own-networks found no network of this container');
  });
});
