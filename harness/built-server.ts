// Starts the BUILT site as `npm start` runs it, on a free loopback port, with its embedded provider in this process or in the site.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { cleaningUpOnFailure, pollUntil, PROJECT_ROOT, startListeningChild } from './listening-child';
import type { KnobSettings } from '../provider/knobs';
import { UPSTREAM_KEYS } from '../server/config/upstream-keys';
import { embeddedUpstreamUrl } from '../server/start-embedded-provider';
import { apiPath } from '../shared/routes/api-paths';

export { PROJECT_ROOT };

/** The site's Node and V8 options file, which `npm start` and the Docker image load with --env-file. */
export const SITE_NODE_ENV_FILE = path.join(PROJECT_ROOT, 'server/node.env');

/** server/node.env's options as arguments (an inherited NODE_OPTIONS cannot replace them): the process production runs. */
export const SITE_NODE_FLAGS: readonly string[] = (parseEnv(readFileSync(SITE_NODE_ENV_FILE, 'utf8')).NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);

/** NODE_ENV=production (measured figures are of the production build) and its secrets, made fresh per run. */
export function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ORDER_AES_SECRET: randomBytes(24).toString('hex'),
    AGENT_TOKEN_SECRET: randomBytes(32).toString('hex'),
    QUOTE_SECRET: randomBytes(32).toString('hex'),
    ORDER_SIGNING_SECRET: randomBytes(32).toString('hex'),
  };
}

/** Every upstream of the site pointed at one embedded provider (docs/architecture.md#contracts variables). */
export function upstreamEnv(providerUrl: string): Record<string, string> {
  return Object.fromEntries(UPSTREAM_KEYS.map((key) => [key, embeddedUpstreamUrl(key, providerUrl)]));
}

/** The built site as production runs it, on a provider in a process of its own (bench, fleet), reporting no errors. */
export function productionSiteEnv(providerUrl: string): Record<string, string> {
  return { ...productionEnv(), ...upstreamEnv(providerUrl), ALLOW_EMBEDDED_PROVIDER: 'true', SENTRY_DSN: '', METRICS_PORT: '0' };
}

export const SERVER_ENTRY = path.join(PROJECT_ROOT, 'dist/server/index.js');

/** The built site with its Node options, `env` over `inherited`, on loopback ports of its own unless `env` names them. */
export async function startSite(
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
  onOutput?: (text: string) => void,
  inherited: NodeJS.ProcessEnv = process.env,
) {
  const site = await startListeningChild(
    'server',
    [...SITE_NODE_FLAGS, ...nodeArgs, SERVER_ENTRY],
    { ...inherited, PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    // The lines server/index.ts logs at info once each port listens (the site's, then the metrics port's).
    [/site listening on (http:\/\/localhost:\d+)/, /metrics listening on (http:\/\/localhost:\d+\/metrics)/],
    { timeoutMs: 30_000, ...(onOutput ? { onOutput } : {}) },
  );
  return { url: site.urls[0]!, metricsUrl: site.urls[1]!, process: site.process, stop: site.stop };
}

export type StartedSite = Awaited<ReturnType<typeof startSite>>;
export type BuiltServer = Awaited<ReturnType<typeof startBuiltServer>>;

export async function startBuiltServer(env: Record<string, string> = {}, nodeArgs: string[] = []) {
  if (!existsSync(SERVER_ENTRY)) throw new Error('dist/server/index.js is missing: run `npm run build` first (npm test does).');
  // The order stand-in checks signatures with the site's ORDER_SIGNING_SECRET: made here so both share it.
  const orderSigning = { ORDER_SIGNING_SECRET: env.ORDER_SIGNING_SECRET ?? randomBytes(32).toString('hex') };
  // Loaded here: most browser-test files never start a site, and the provider's modules cost about a second.
  const { startProvider } = await import('../provider/start');
  const provider = await startProvider({
    orderAesSecret: env.ORDER_AES_SECRET,
    orderSigningSecret: orderSigning.ORDER_SIGNING_SECRET,
    orderSigningSecretPrevious: env.ORDER_SIGNING_SECRET_PREVIOUS,
  });
  let output = '';
  // No load balancer sends a started site traffic, so it exits without the drain one needs (1 s at each stop).
  const siteEnv = { NODE_ENV: 'test', SHUTDOWN_DRAIN_MS: '0', ...upstreamEnv(provider.url), ...orderSigning, ...env };
  // A server that did not start is stopped, with its provider: nothing outlives the failure.
  const site = await cleaningUpOnFailure(startSite(siteEnv, nodeArgs, (text) => (output += text)), provider.close);
  return {
    ...site,
    provider,
    /** Everything the server printed (JSON log lines). */
    output: () => output,
    async stop() {
      const code = await site.stop();
      await provider.close();
      return code;
    },
  };
}

/** Builds the production site when dist/ is missing; false when the build failed. */
export function ensureBuilt(): boolean {
  if ([SERVER_ENTRY, 'dist/server/provider.js', 'dist/client/.vite/manifest.json'].every((file) => existsSync(path.resolve(PROJECT_ROOT, file)))) return true;
  console.log('No build found: building first (npm run build).');
  return spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: PROJECT_ROOT }).status === 0;
}

/** The site for a load run: production, its embedded provider at realistic latency, one trusted hop; logs to `logFile`. */
export async function startSiteUnderLoad(upstreamLatency: KnobSettings) {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  // Every upstream URL variable cleared: each upstream is the embedded provider (docs/architecture.md#the-embedded-provider).
  for (const key of UPSTREAM_KEYS) delete inherited[key];
  const logFile = path.join(os.tmpdir(), `load-server-${process.pid}-${Date.now()}.log`);
  const log = createWriteStream(logFile);
  const env = { ...productionEnv(), ALLOW_EMBEDDED_PROVIDER: 'true', TRUST_PROXY: '1', PROVIDER_KNOBS: JSON.stringify(upstreamLatency) };
  const site = await startSite(env, [], (text) => log.write(text), inherited);
  return {
    ...site,
    logFile,
    async stop() {
      const code = await site.stop();
      log.end();
      return code;
    },
  };
}

export type SiteUnderLoad = Awaited<ReturnType<typeof startSiteUnderLoad>>;

/** Asks the site's address search for `text` until it answers: the first builds the provider's index, which may outlast a timeout. */
export async function warmAddressSearch(siteUrl: string, text: string): Promise<void> {
  const searchUrl = `${siteUrl}${apiPath('addressSearch', undefined, { fullText: text, source: 'footprint' })}`;
  let answer: Response | null = null;
  const answered = async () => (answer = await fetch(searchUrl).catch(() => null))?.ok === true;
  await pollUntil(answered, Date.now() + 60_000, 500, () => new Error(`the address search did not answer: ${answer?.status ?? 'no answer'}`));
}
