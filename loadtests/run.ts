// `npm run load`: the scenarios of loadtests/scenarios.json against the built site on its embedded
// provider, with the k6 scripts' thresholds; exits 1 on a miss. Flags: docs/operations.md#load-tests.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSeededFloats } from '../provider/seeded-random';
import { apiPath } from '../shared/routes/api-paths';
import { runContext, runMain } from '../harness/run-context';
import { parseScenarioFile, planRequest, SCENARIO_NAMES, SIMULATED_VISITORS, visitorAddress, type ScenarioFile, type ScenarioName } from '../harness/scenario-file';
import { runArrivalRate } from '../harness/arrival-rate';
import { formatScenario, table, type ScenarioReport } from '../harness/report';
import { ensureBuilt, PROJECT_ROOT, startSiteUnderLoad, warmAddressSearch, type SiteUnderLoad } from '../harness/built-server';
import { commandPath } from '../harness/listening-child';
import { scrapeMetrics, sumOf } from '../harness/metrics';
import { checkThresholdSyntax, evaluateThresholds } from '../harness/thresholds';

const LOADTESTS = import.meta.dirname;

function parseArgs(argv: string[]) {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=').slice(1).join('=');
  const only = value('only')?.split(',').map((name) => name.trim()) ?? [...SCENARIO_NAMES];
  for (const name of only) {
    if (!SCENARIO_NAMES.includes(name as ScenarioName)) throw new Error(`unknown scenario ${name}; known: ${SCENARIO_NAMES.join(', ')}`);
  }
  const runner: 'k6' | 'node' = argv.includes('--node') ? 'node' : argv.includes('--k6') || commandPath('k6') ? 'k6' : 'node';
  return { quick: argv.includes('--quick'), only: only as ScenarioName[], url: value('url'), metricsUrl: value('metrics-url'), serve: argv.includes('--serve'), runner };
}

/** Every page and API read once, so the run measures a warm site (caches filled, code compiled). */
async function warmUp(baseUrl: string, file: ScenarioFile): Promise<void> {
  // The first address request builds the embedded provider's address book (about a second).
  await warmAddressSearch(baseUrl, file.data.addressQueries[0]!);
  const paths = [
    ...file.data.pages,
    ...file.data.contentApi,
    ...file.data.locationIds.slice(0, 10).map((locId) => apiPath('addressById', { locId })),
    ...file.data.qualifications.slice(0, 10).map((ids) => apiPath('serviceQualification', undefined, { ...ids })),
  ];
  for (let round = 0; round < 3; round += 1) {
    // Each read as its own visitor, so the warm-up meets no per-client limit.
    await Promise.all(
      paths.map((p, n) => fetch(`${baseUrl}${p}`, { headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': visitorAddress(n) } }).then((r) => r.arrayBuffer())),
    );
  }
}

async function runWithNode(baseUrl: string, file: ScenarioFile, name: ScenarioName, quick: boolean): Promise<ScenarioReport> {
  const settings = file.scenarios[name];
  const random = createSeededFloats(SCENARIO_NAMES.indexOf(name) + 1);
  const result = await runArrivalRate({
    baseUrl,
    startRate: settings.startRate,
    timeUnit: settings.timeUnit,
    stages: quick ? settings.quickStages : settings.stages,
    maxVUs: settings.maxVUs,
    plan: () => planRequest(settings, file.data, random),
  });
  return {
    name,
    ...result,
    thresholds: evaluateThresholds(settings.thresholds, result.samples, result.droppedIterations),
  };
}

function runWithK6(baseUrl: string, file: ScenarioFile, name: ScenarioName, quick: boolean): Promise<boolean> {
  const script = path.join(LOADTESTS, file.scenarios[name].script);
  const args = ['run', '-e', `BASE_URL=${baseUrl}`, '-e', `MODE=${quick ? 'quick' : 'full'}`, script];
  console.log(`\n$ k6 ${args.join(' ')}`);
  const child = spawn('k6', args, { stdio: 'inherit', cwd: PROJECT_ROOT });
  // k6 exits 99 when a threshold is crossed.
  return new Promise((resolve) => child.once('exit', (code) => resolve(code === 0)));
}

async function cacheAndMemoryFigures(metricsUrl: string | undefined): Promise<string> {
  if (!metricsUrl) return 'cache and memory figures: not read (give --metrics-url= with --url=)';
  const samples = await scrapeMetrics(metricsUrl);
  const rows = [['cache', 'hits', 'misses', 'stale served', 'hit ratio']];
  for (const cache of ['content', 'address']) {
    const hits = sumOf(samples, 'cache_hits_total', { cache });
    const misses = sumOf(samples, 'cache_misses_total', { cache });
    rows.push([cache, String(hits), String(misses), String(sumOf(samples, 'cache_stale_served_total', { cache })), `${((hits / Math.max(1, hits + misses)) * 100).toFixed(1)}%`]);
  }
  const rssMb = sumOf(samples, 'process_resident_memory_bytes') / 1024 / 1024;
  const heapMb = sumOf(samples, 'nodejs_heap_size_used_bytes') / 1024 / 1024;
  return `${table(rows)}\nserver memory at the end: RSS ${rssMb.toFixed(0)} MB, heap used ${heapMb.toFixed(0)} MB`;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const file = parseScenarioFile(readFileSync(path.join(LOADTESTS, 'scenarios.json'), 'utf8'));
  for (const name of SCENARIO_NAMES) checkThresholdSyntax(file.scenarios[name].thresholds);

  // The run's context first; a site at --url runs with whatever NODE_ENV it was given.
  console.log(runContext(args.url ? `unknown (site at ${args.url})` : 'production'));
  let site: SiteUnderLoad | undefined;
  if (!args.url) {
    if (!ensureBuilt()) return 1;
    site = await startSiteUnderLoad(file.upstreamLatency);
    console.log(`site under load: ${site.url} (NODE_ENV=production, embedded provider, upstream latency from scenarios.json, TRUST_PROXY=1 with ${SIMULATED_VISITORS} simulated visitors; log ${site.logFile})`);
  }
  const baseUrl = args.url ?? site!.url;

  if (args.serve) {
    console.log(`Serving until Ctrl-C. For example:\n  k6 run -e BASE_URL=${baseUrl} loadtests/address-search.ts`);
    await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
    await site?.stop();
    return 0;
  }

  let ok = true;
  try {
    await warmUp(baseUrl, file);
    console.log(
      `runner: ${args.runner}${args.quick ? ' (quick)' : ''}; scenarios: ${args.only.join(', ')}; ` +
        `${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`,
    );
    for (const name of args.only) {
      if (args.runner === 'k6') {
        ok = (await runWithK6(baseUrl, file, name, args.quick)) && ok;
        continue;
      }
      const settings = file.scenarios[name];
      const stages = (args.quick ? settings.quickStages : settings.stages).map((s) => `${s.duration}→${s.target}/${settings.timeUnit}`).join(', ');
      console.log(`\n== ${name}: ${settings.description}\n   ramping arrival rate from ${settings.startRate}/${settings.timeUnit}: ${stages}; max ${settings.maxVUs} in flight`);
      const report = await runWithNode(baseUrl, file, name, args.quick);
      console.log(formatScenario(report));
      ok = report.thresholds.every((outcome) => outcome.ok) && ok;
    }
    console.log(`\n${await cacheAndMemoryFigures(args.url ? args.metricsUrl : site!.metricsUrl)}\nload average at the end: ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  } finally {
    const code = await site?.stop();
    if (site && code !== 0) {
      console.log(`the server exited with ${code} after the run (log: ${site.logFile})`);
      ok = false;
    }
  }
  console.log(ok ? '\nAll thresholds met.' : '\nA threshold was missed (see FAIL above).');
  return ok ? 0 : 1;
}

runMain(main);
