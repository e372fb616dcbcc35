// The fleet without containers (docs/architecture.md#the-fleet), on loopback, with Debian's varnishd and redis-server.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, productionSiteEnv, SITE_NODE_FLAGS } from './built-server';
import { commandPath, PROJECT_ROOT, spawnChild, waitFor } from './listening-child';
import { freePort } from './processes';

const TOOL_PATHS = { varnishd: ['/usr/sbin/varnishd', '/usr/bin/varnishd'], 'redis-server': ['/usr/bin/redis-server', '/usr/sbin/redis-server'] };

/** The varnishd and redis-server binaries, or an error that names the command installing them. */
export function fleetTools(): { varnishd: string; redisServer: string } {
  const find = (name: keyof typeof TOOL_PATHS) => TOOL_PATHS[name].find((candidate) => existsSync(candidate)) ?? commandPath(name);
  const varnishd = find('varnishd');
  const redisServer = find('redis-server');
  const missing = [varnishd ? undefined : 'varnishd (Debian package varnish)', redisServer ? undefined : 'redis-server (Debian package redis-server)'].filter(Boolean);
  if (!varnishd || !redisServer) throw new Error(`The fleet needs ${missing.join(' and ')}, not found on this machine. Install them with:\n  apt-get install -y varnish redis-server`);
  return { varnishd, redisServer };
}

export const answers = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;

/** One PING on a fresh connection: true once redis-server on `port` answers PONG. */
export async function redisAnswers(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => (socket.end(), resolve(data.toString().startsWith('+PONG'))));
  });
}

/**
 * `onOutput`: where each process's output goes (default: shown only when a process fails to start).
 * `probeTimeoutSeconds`: the readiness probe's deadline in place of the deployed one (siteVcl).
 */
export async function startFleet(
  options: { frontPort?: number; onOutput?: (name: string, text: string) => void; siteEnv?: Record<string, string>; probeTimeoutSeconds?: number } = {},
) {
  const tools = fleetTools();
  if (!ensureBuilt()) throw new Error('npm run build failed');
  const purgeToken = process.env.PURGE_TOKEN || randomBytes(24).toString('hex');
  const purgeTokenFile = purgeTokenVcl(purgeToken);
  const count = 2;
  const scratch = mkdtempSync(path.join(tmpdir(), 'fleet-'));
  // varnishd (running as root) hands the compiled VCL to an unprivileged user: the files must be readable.
  chmodSync(scratch, 0o755);
  const started: ReturnType<typeof spawnChild>[] = [];
  const stopAll = async () => {
    for (const child of started.reverse()) await child.stop().catch(() => {});
    rmSync(scratch, { recursive: true, force: true });
  };
  const spawnTracked = (name: string, command: string, args: string[], env: Record<string, string> = {}) => {
    const child = spawnChild(name, command, args, { ...process.env, ...env }, options.onOutput);
    started.push(child);
    // Should this process end without stop() (a crash, process.exit), nothing it started outlives it.
    const orphanGuard = () => child.process.kill('SIGKILL');
    process.once('exit', orphanGuard);
    child.process.once('exit', () => process.off('exit', orphanGuard));
    return child;
  };

  try {
    const [providerPort, redisPort, frontPort, ...ports] = await Promise.all([
      freePort(),
      freePort(),
      options.frontPort ?? freePort(),
      ...Array.from({ length: 2 * count }, () => freePort()),
    ]);
    const sitePorts = ports.slice(0, count);
    const metricsPorts = ports.slice(count);
    const frontUrl = `http://127.0.0.1:${frontPort}`;

    const providerUrl = `http://127.0.0.1:${providerPort}`;
    // One set of secrets for every instance: a hand-off or agent token from one is good on the other.
    const secrets = productionSiteEnv(providerUrl);
    // The order stand-in checks attributions and signatures with the instances' secrets.
    const provider = spawnTracked('provider', process.execPath, ['dist/server/provider.js'], {
      PORT: String(providerPort),
      HOST: '127.0.0.1',
      ORDER_AES_SECRET: secrets.ORDER_AES_SECRET!,
      ORDER_SIGNING_SECRET: secrets.ORDER_SIGNING_SECRET!,
    });
    const redisArgs = ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', scratch];
    const redis = spawnTracked('redis', tools.redisServer, redisArgs);
    await waitFor('provider', provider.process, provider.output, async () => /listening on/.test(provider.output()));
    await waitFor('redis-server', redis.process, redis.output, () => redisAnswers(redisPort));
    const redisUrl = `redis://127.0.0.1:${redisPort}`;

    const shared = {
      ...secrets,
      HOST: '127.0.0.1',
      // Warnings and errors only: the fleet's output stays readable.
      LOG_LEVEL: 'warn',
      SITE_URL: frontUrl,
      // Varnish is the one proxy hop in front: its X-Forwarded-For entry is the client.
      TRUST_PROXY: '1',
      REDIS_URL: redisUrl,
      PURGE_TOKEN: purgeToken,
      ...options.siteEnv,
    };
    const instances = sitePorts.map((port, index) => {
      const metricsPort = metricsPorts[index]!;
      const site = spawnTracked(`site${index + 1}`, process.execPath, [...SITE_NODE_FLAGS, 'dist/server/index.js'], {
        ...shared,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
      });
      // Prometheus scrapes each instance on its metrics port, never through Varnish.
      return { ...site, url: `http://127.0.0.1:${port}`, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` };
    });
    for (const site of instances) await waitFor(site.name, site.process, site.output, answers(`${site.url}/readyz`));

    writeFileSync(path.join(scratch, 'site.vcl'), siteVcl(options.probeTimeoutSeconds));
    writeFileSync(path.join(scratch, 'backends.vcl'), backendsVcl(sitePorts));
    writeFileSync(path.join(scratch, 'purge-token.vcl'), purgeTokenFile);
    writeFileSync(path.join(scratch, 'purge-from.vcl'), purgeFromVcl(['127.0.0.1']));
    for (const file of ['site.vcl', 'backends.vcl', 'purge-token.vcl', 'purge-from.vcl']) chmodSync(path.join(scratch, file), 0o644);
    const varnish = spawnTracked('varnish', tools.varnishd, varnishdArgs(scratch, 'site.vcl', frontPort));
    await waitFor('varnishd', varnish.process, varnish.output, answers(`${frontUrl}/healthz`));

    return {
      frontUrl,
      purgeToken,
      providerUrl,
      instances,
      redis: { ...redis, url: redisUrl },
      varnish,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** varnishd in the foreground, its work directory and `vcl` (includes too) in `dir`, compression left to the origin. */
export function varnishdArgs(dir: string, vcl: string, port: number): string[] {
  return [
    '-F',
    '-n', path.join(dir, `varnish-${port}`),
    '-a', `127.0.0.1:${port}`,
    '-f', path.join(dir, vcl),
    '-p', `vcl_path=${dir}`,
    '-p', 'http_gzip_support=off',
    '-s', 'malloc,256m',
    // As root, varnishd would hand its files to an unprivileged user: not in a temporary directory.
    ...(process.getuid?.() === 0 ? ['-j', 'none'] : []),
  ];
}

/**
 * deploy/varnish/site.vcl as deployed or, given `probeTimeoutSeconds`, with that deadline for its
 * readiness probe: all else is the file's. A probe that takes longer fails, and an instance failing
 * two of three is out of the rotation; a fleet on a machine busy with other work can need longer
 * without being unwell (the tests' fleet: tests/support/fleet-run.ts).
 */
export function siteVcl(probeTimeoutSeconds?: number): string {
  const vcl = readFileSync(path.join(PROJECT_ROOT, 'deploy/varnish/site.vcl'), 'utf8');
  if (probeTimeoutSeconds === undefined) return vcl;
  if (!(Number.isInteger(probeTimeoutSeconds) && probeTimeoutSeconds > 0)) throw new Error(`probeTimeoutSeconds must be a whole number of seconds, not ${probeTimeoutSeconds}`);
  const probe = /^probe readiness \{[^}]*\}/m.exec(vcl)?.[0];
  const timeout = /\.timeout = \d+s;/;
  if (!probe || !timeout.test(probe)) throw new Error('deploy/varnish/site.vcl: `probe readiness` has no `.timeout = <n>s;` to set');
  return vcl.replace(probe, probe.replace(timeout, `.timeout = ${probeTimeoutSeconds}s;`));
}

/** One backend per instance, probed on /readyz (deploy/varnish/site.vcl), all in the round robin. */
export function backendsVcl(ports: number[]): string {
  const names = ports.map((_, index) => `site${index + 1}`);
  const backends = ports.map(
    (port, index) =>
      `backend ${names[index]} { .host = "127.0.0.1"; .port = "${port}"; .probe = readiness; .connect_timeout = 1s; .first_byte_timeout = 30s; }`,
  );
  return `${backends.join('\n')}\n\nsub vcl_init {\n${names.map((name) => `    site.add_backend(${name});`).join('\n')}\n}\n`;
}

/** `token` must be one a VCL string can hold as it is (deploy/varnish/site.vcl purge-token.vcl). */
export function purgeTokenVcl(token: string): string {
  if (!/^[A-Za-z0-9._~-]{16,200}$/.test(token)) throw new Error('PURGE_TOKEN must be 16 to 200 characters of A-Z a-z 0-9 . _ ~ -');
  return `sub purge_token_valid {\n    if (req.http.Authorization != "Bearer ${token}") {\n        return (synth(401, "Unauthorized"));\n    }\n}\n`;
}

/** The addresses or networks (`address/bits`) purges may come from, as deploy/varnish/start.sh writes them. */
export function purgeFromVcl(entries: readonly string[]): string {
  if (entries.length === 0) throw new Error('purges must be allowed from at least one address');
  const lines = entries.map((entry) => {
    const match = /^([0-9A-Fa-f.:]+)(?:\/(\d{1,3}))?$/.exec(entry);
    if (!match || match[2] === '0') throw new Error(`not an address or a network (address/bits): ${entry}`);
    return match[2] === undefined ? `    "${match[1]}";` : `    "${match[1]}"/${match[2]};`;
  });
  return `acl purge_from {\n${lines.join('\n')}\n}\n`;
}
