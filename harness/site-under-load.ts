// Starts the BUILT site for a load run: loopback only, NODE_ENV=production, its own embedded provider
// with realistic upstream latency (PROVIDER_KNOBS), one trusted proxy hop so the load is many visitors.
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productionEnv, SERVER_ENTRY, startSite, upstreamEnv, type StartedSite } from './built-server';
import { PROJECT_ROOT } from './listening-child';
import type { UpstreamLatency } from './scenario-file';

export { PROJECT_ROOT };

export interface SiteUnderLoad extends StartedSite {
  /** Where the server's JSON log lines go. */
  logFile: string;
}

const hasBuild = (): boolean =>
  [SERVER_ENTRY, 'dist/server/provider.js', 'dist/client/.vite/manifest.json'].every((file) => existsSync(path.resolve(PROJECT_ROOT, file)));

/** Builds the production site when dist/ is missing; false when the build failed. */
export function ensureBuilt(): boolean {
  if (hasBuild()) return true;
  console.log('No build found: building first (npm run build).');
  return spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: PROJECT_ROOT }).status === 0;
}

export async function startSiteUnderLoad(upstreamLatency: UpstreamLatency): Promise<SiteUnderLoad> {
  if (!hasBuild()) throw new Error('No build found: run `npm run build` first.');
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  // Every upstream URL variable cleared: each upstream is the embedded provider (docs/architecture.md#the-embedded-provider).
  for (const key of Object.keys(upstreamEnv(''))) delete inherited[key];
  const logFile = path.join(os.tmpdir(), `load-server-${process.pid}-${Date.now()}.log`);
  const log = createWriteStream(logFile);
  const env = {
    ...productionEnv(),
    ALLOW_EMBEDDED_PROVIDER: 'true',
    TRUST_PROXY: '1',
    PROVIDER_KNOBS: JSON.stringify(upstreamLatency),
  };
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

export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The server's own /metrics at `metricsUrl` (its metrics port), parsed. */
export const scrapeMetrics = async (metricsUrl: string): Promise<MetricSample[]> => parseMetrics(await (await fetch(metricsUrl)).text());

/** Prometheus text format, one sample a line. */
export function parseMetrics(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of a series over the samples whose labels include `where`. */
export function sumOf(samples: readonly MetricSample[], name: string, where: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(where).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}
