// The processes `npm run bench` drives, each its own so client and servers never share an event loop (docs/operations.md#bench).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { productionSiteEnv, SITE_NODE_FLAGS, startSite, type StartedSite } from './built-server';
import { startListeningChild } from './listening-child';

/** The peer's own counter of connections it opened to the upstream (peer-proxy.ts). */
export const PEER_STATS_PATH = '/peer-stats';

/** A started process; only the built site has a metrics port (its /metrics scrape). */
export type Child = Omit<StartedSite, 'metricsUrl'> & { metricsUrl?: string };

async function startChild(name: string, args: string[], env: Record<string, string> = {}): Promise<Child> {
  const child = await startListeningChild(name, args, { ...process.env, ...env }, [/listening on (http:\/\/[^\s"]+)/]);
  return { url: child.urls[0]!, process: child.process, stop: child.stop };
}

/** `env`: the stand-in's own settings, e.g. the site's ORDER_SIGNING_SECRET for its check of `order_sig`. */
export function startProviderProcess(env: Record<string, string> = {}): Promise<Child> {
  return startChild('provider', ['dist/server/provider.js'], { ...env, PORT: '0', HOST: '127.0.0.1' });
}

const portsGiven = new Set<number>();

/** A free port for a child to bind later, never given twice, and below the ephemeral range (32768 and up), where the kernel meanwhile picks ports for outgoing connections and listens on port 0. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * 22_000);
    if (portsGiven.has(port)) continue;
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => server.once('error', () => resolve(false)).listen(port, '127.0.0.1', () => resolve(true)));
    if (!free) continue;
    portsGiven.add(port);
    return new Promise((resolve) => server.close(() => resolve(port)));
  }
}

/** The built site as production runs it (LOG_LEVEL info), on the given provider, behind one trusted hop (its rate limits have no switch). */
export async function startSiteProcess(providerUrl: string, nodeArgs: string[]): Promise<Child> {
  const port = await freePort();
  const env = { ...productionSiteEnv(providerUrl), PORT: String(port), SITE_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: '1' };
  return startSite(env, nodeArgs);
}

/** A bare node:http server answering every request with the same bytes and headers, in their order. */
const BARE_SERVER = `
import http from 'node:http';
import fs from 'node:fs';
const body = fs.readFileSync(process.argv[1]);
const headers = Object.fromEntries(JSON.parse(process.argv[2]));
const server = http.createServer((req, res) => {
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 65000;
server.listen(0, '127.0.0.1', () => console.log('bare listening on http://127.0.0.1:' + server.address().port));
`;

/** The bare server, with the site's Node options (server/node.env): the same runtime on both sides. */
export function startBareServer(bodyFile: string, headers: readonly (readonly [string, string])[]): Promise<Child> {
  return startChild('bare server', [...SITE_NODE_FLAGS, '--input-type=module', '-e', BARE_SERVER, bodyFile, JSON.stringify(headers)]);
}

/** How the bench's peer serves its one handler: on node:http alone, or as a Hono app on @hono/node-server. */
export type PeerFraming = 'node' | 'hono';

/** The bare undici pass-through proxy to `upstreamUrl` (peer-proxy.ts) on node:http (`--peer`), or as a Hono app on @hono/node-server (`--hono-peer`). */
export function startPeerProcess(upstreamUrl: string, on: PeerFraming = 'node'): Promise<Child> {
  return startChild(`${on} peer proxy`, ['--import', 'tsx', 'harness/peer-proxy.ts'], { UPSTREAM_URL: upstreamUrl, NODE_ENV: 'production', PEER_ON: on });
}

/** CPU ms (user + system) a child has used, from /proc/<pid>/stat fields 14 and 15 in 10 ms ticks; undefined off Linux. */
export function cpuMsOf(child: Child): number | undefined {
  try {
    const stat = readFileSync(`/proc/${child.process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
