// `npm run bench` (docs/architecture.md#budgets, docs/operations.md#bench): exits non-zero when a budget is missed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPath } from '../shared/routes/api-paths';
import { SITE_BRAND } from '../shared/site-config';
import { cachedPageBudget, formatBudgets, formatTable, frameworkRatioBudget, MIN_ROUNDS, peerRatioBudget, PROXY_RATE, proxyOverheadBudgets, type BudgetCheck, type Round } from './bench/budgets';
import { BROWSER, rawGet, sameHeaders } from './bench/http-get';
import { benchFleet } from './bench/fleet';
import { run, runAtRate, saturate, type RunResult } from './bench/measure';
import { cpuMsOf, PEER_STATS_PATH, startBareServer, startPeerProcess, startProviderProcess, startSiteProcess, type Child } from '../harness/processes';
import { createProxyQueries } from './bench/proxy-queries';
import { runContext, runMain } from '../harness/run-context';
import { scrapeMetrics, sumOf } from '../harness/metrics';
import { decodedBody } from '../harness/arrival-rate';
import { PROJECT_ROOT } from '../harness/built-server';
import { bodyProblem } from '../harness/body-check';

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const duration = Number(flag('duration') ?? 4);
const only = flag('only');
const profileDir = flag('profile');
const rounds = Number(flag('rounds') ?? MIN_ROUNDS);
const peerRounds = Number(flag('peer-rounds') ?? MIN_ROUNDS);
const connections = Number(flag('connections') ?? 20);
const WARM_UP_SECONDS = 3;

/** Spreads requests over many client addresses behind the one trusted proxy hop (TRUST_PROXY=1). */
const clientAddress = (index: number) => ({ 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` });

type Measure = (result: Promise<RunResult>) => Promise<RunResult>;

async function main(): Promise<number> {
  // The run's conditions first: the figures below are of this commit, on this machine.
  console.log(runContext('production'));
  if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (args.includes('--fleet')) return benchFleet({ durationSeconds: duration });
  const children: Child[] = [];
  try {
    const provider = await startProviderProcess();
    children.push(provider);
    const site = await startSiteProcess(provider.url, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []);
    children.push(site);
    // --hono-peer: the bare peer's handler on Hono too, measured against the bare peer (what the framework alone costs).
    const honoPeer = args.includes('--hono-peer') ? await startPeerProcess(provider.url, 'hono') : undefined;
    const peer = args.includes('--peer') || honoPeer ? await startPeerProcess(provider.url) : undefined;
    children.push(...[peer, honoPeer].filter((child) => child !== undefined));
    const kinds = proxyKinds();

    const results: RunResult[] = [];
    const measure: Measure = async (pending) => {
      const result = await pending;
      results.push(result);
      const cpu = result.serverCpuMsPerRequest === undefined ? '' : `, server CPU ${result.serverCpuMsPerRequest.toFixed(3)} ms/request`;
      const young = result.youngPauseMs === undefined ? '' : `, ${result.youngCollections} young collections of ${result.youngPauseMs.toFixed(2)} ms`;
      console.log(`  ${result.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms${cpu}${young}`);
      return result;
    };
    console.log(`\nRuns of ${duration} s each (loopback):`);
    const checks: BudgetCheck[] = [];
    if (only !== 'proxies') checks.push(await measurePages(site, children, measure));
    if (only !== 'pages') checks.push(...(await measureProxies(provider, site, kinds, measure)));
    if (peer && only !== 'pages') checks.push(...(await measureAgainstPeer(provider, site, peer, kinds, measure, honoPeer)));

    console.log(`\n${formatTable(results)}\n\n${formatBudgets(checks)}\n`);
    return checks.every((c) => c.ok) ? 0 : 1;
  } finally {
    for (const child of children.reverse()) await child.stop().catch(() => {});
  }
}

/** Closed-model runs: how many req/s the cached page reaches against a bare server with its bytes. */
async function measurePages(site: Child, children: Child[], measure: Measure): Promise<BudgetCheck> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-'));
  try {
    // The cached page: rendered once, then served from the cache; the bare server gets its bytes.
    await rawGet(`${site.url}/`, BROWSER);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the page cache compresses in the background
    const cached = await rawGet(`${site.url}/`, BROWSER);
    if (cached.headers['x-page-cache'] !== 'hit') throw new Error(`'/' is not served from the page cache (x-page-cache: ${cached.headers['x-page-cache']})`);
    const bodyFile = path.join(scratch, 'page.br');
    writeFileSync(bodyFile, cached.body);
    // The same bytes on the wire, headers included, in the site's order (docs/operations.md#bench).
    const bare = await startBareServer(bodyFile, sameHeaders(cached.rawHeaders));
    children.push(bare);
    const closed = (target: Child, options: Omit<Parameters<typeof run>[0], 'durationSeconds'>) =>
      measure(withServerCounts(target, () => run({ ...options, durationSeconds: duration })));

    const pageRounds = await interleaved(
      MIN_ROUNDS,
      (round) => closed(bare, { name: `bare node:http, same bytes (${round})`, url: `${bare.url}/`, headers: BROWSER }),
      (round) => closed(site, { name: `cached page / (${round})`, url: `${site.url}/`, headers: BROWSER }),
    );
    const stillCached = await rawGet(`${site.url}/`, BROWSER);
    if (stillCached.headers['x-page-cache'] !== 'hit') pageRounds.forEach(([, cachedRun]) => (cachedRun.mismatches += 1));

    // Credentials keep it out of every cache (docs/operations.md#page-cache-keys); a client address per request, out of render limits.
    await closed(site, {
      name: 'uncached page /broadband/nbn (rendered)',
      url: `${site.url}/broadband/nbn`,
      headers: { ...BROWSER, authorization: 'Basic YmVuY2g6cmVuZGVy' },
      perRequestHeaders: clientAddress,
    });
    const manifest = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const entry = manifest['client/entry-client.tsx']!.file;
    await closed(site, { name: `static asset /${entry}`, url: `${site.url}/${entry}`, headers: BROWSER });
    const homeContent = apiPath('content', { section: 'pages', page: 'home' });
    await rawGet(`${site.url}${homeContent}`);
    await closed(site, { name: `cached ${homeContent}`, url: `${site.url}${homeContent}`, headers: BROWSER });
    return cachedPageBudget(pageRounds);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** A proxy of the site and the upstream call it stands for, built from one fresh query each time. */
function proxyKinds() {
  const queries = createProxyQueries();
  return [
    {
      name: 'address',
      nextQuery: queries.nextSearch,
      directPath: (fullText: string) =>
        `/v2/address?${new URLSearchParams({ fullText, source: 'footprint', excludeProviders: SITE_BRAND.excludedWholesaleProvider })}`,
      sitePath: (fullText: string) => apiPath('addressSearch', undefined, { fullText, source: 'footprint' }),
      /** How a sample of the saturated runs' bodies is checked (harness/body-check.ts). */
      kind: 'addressSearch' as const,
    },
    {
      name: 'SQ',
      nextQuery: queries.nextNbnId,
      directPath: (nbn: string) => `/v2/service-qualification?${new URLSearchParams({ nbn, brand: SITE_BRAND.upstreamBrand })}`,
      sitePath: (nbn: string) => apiPath('serviceQualification', undefined, { nbn }),
      kind: 'serviceQualification' as const,
    },
  ];
}
type ProxyKind = ReturnType<typeof proxyKinds>[number];

/** Connections opened to the upstream so far (the site's metric, or the peer's own counter); the site's young collections and their pauses' total. */
async function serverCounts(target: Child) {
  if (!target.metricsUrl) return { connections: (JSON.parse((await rawGet(`${target.url}${PEER_STATS_PATH}`)).body.toString()) as { upstreamConnections: number }).upstreamConnections };
  const samples = await scrapeMetrics(target.metricsUrl);
  // The site opens connections at start-up (the catalogue checks): none at all means no such metric.
  if (!samples.some((s) => s.name === 'upstream_connections_opened_total')) throw new Error('the site exposes no upstream_connections_opened_total: is dist/ an older build?');
  const minor = { kind: 'minor' };
  return {
    connections: sumOf(samples, 'upstream_connections_opened_total'),
    young: { count: sumOf(samples, 'nodejs_gc_duration_seconds_count', minor), seconds: sumOf(samples, 'nodejs_gc_duration_seconds_sum', minor) },
  };
}

/**
 * `measureRun` with the target's CPU per answer and, with `upstream`, that upstream's and the load client's (this
 * process's), its upstream connections and young collections: what the loopback machine spent per answer, by process.
 */
async function withServerCounts(target: Child, measureRun: () => Promise<RunResult>, upstream?: Child): Promise<RunResult> {
  const before = upstream ? await serverCounts(target) : undefined;
  const cpuBefore = cpuMsOf(target);
  const upstreamBefore = upstream && cpuMsOf(upstream);
  const clientBefore = process.cpuUsage();
  const result = await measureRun();
  const cpuAfter = cpuMsOf(target);
  const client = process.cpuUsage(clientBefore);
  const upstreamAfter = upstream && cpuMsOf(upstream);
  if (upstreamBefore !== undefined && upstreamAfter !== undefined && result.requests > 0) {
    result.upstreamCpuMsPerRequest = (upstreamAfter - upstreamBefore) / result.requests;
    result.clientCpuMsPerRequest = (client.user + client.system) / 1000 / result.requests;
  }
  if (before) {
    const after = await serverCounts(target);
    result.upstreamConnectionsOpened = after.connections - before.connections;
    if (before.young && after.young) {
      result.youngCollections = after.young.count - before.young.count;
      if (result.youngCollections > 0) result.youngPauseMs = ((after.young.seconds - before.young.seconds) * 1000) / result.youngCollections;
    }
  }
  if (cpuBefore !== undefined && cpuAfter !== undefined && result.requests > 0) result.serverCpuMsPerRequest = (cpuAfter - cpuBefore) / result.requests;
  return result;
}

/** Open-model runs at PROXY_RATE, every query fresh: straight to the upstream and through the site, interleaved. */
async function measureProxies(provider: Child, site: Child, kinds: ProxyKind[], measure: Measure): Promise<BudgetCheck[]> {
  let client = 0;
  const atRate = (name: string, url: string, toPath: (query: string) => string, next: () => string, seconds = duration) =>
    runAtRate({
      name,
      url,
      nextPath: () => toPath(next()),
      rate: PROXY_RATE,
      durationSeconds: seconds,
      headers: BROWSER,
      perRequestHeaders: () => clientAddress(client++),
    });
  const checks: BudgetCheck[] = [];
  for (const p of kinds) {
    // A warm-up on each side opens the connections and warms the JIT.
    await atRate('warm-up', provider.url, p.directPath, p.nextQuery, WARM_UP_SECONDS);
    await atRate('warm-up', site.url, p.sitePath, p.nextQuery, WARM_UP_SECONDS);
    const proxyRounds = await interleaved(
      rounds,
      (round) => measure(atRate(`${p.name} upstream direct @${PROXY_RATE}/s (${round})`, provider.url, p.directPath, p.nextQuery)),
      (round) => measure(withServerCounts(site, () => atRate(`${p.name} via site @${PROXY_RATE}/s (${round})`, site.url, p.sitePath, p.nextQuery), provider)),
    );
    checks.push(...proxyOverheadBudgets(p.name, proxyRounds));
  }
  return checks;
}

/** Saturated runs with `connections` clients, every query fresh: the bare undici peer and the site, interleaved; then the peer and its Hono twin, when started. */
async function measureAgainstPeer(provider: Child, site: Child, peer: Child, kinds: ProxyKind[], measure: Measure, honoPeer?: Child): Promise<BudgetCheck[]> {
  let client = 1 << 20;
  const saturated = (name: string, target: Child, p: ProxyKind, seconds = duration) =>
    withServerCounts(
      target,
      () =>
        saturate({
          name,
          url: target.url,
          durationSeconds: seconds,
          connections,
          nextPath: () => p.sitePath(p.nextQuery()),
          headers: BROWSER,
          perRequestHeaders: () => clientAddress(client++),
          checkBody: (body, headers) => bodyProblem(p.kind, decodedBody([body], headers['content-encoding'])) === undefined,
        }),
      provider,
    );
  const checks: BudgetCheck[] = [];
  for (const p of kinds) {
    await saturated('warm-up', peer, p, 1);
    await saturated('warm-up', site, p, 1);
    const peerRoundsRun = await interleaved(
      peerRounds,
      (round) => measure(saturated(`${p.name} bare undici peer, ${connections} connections (${round})`, peer, p)),
      (round) => measure(saturated(`${p.name} via site, ${connections} connections (${round})`, site, p)),
    );
    checks.push(peerRatioBudget(p.name, peerRoundsRun));
    if (!honoPeer) continue;
    await saturated('warm-up', honoPeer, p, 1);
    const frameworkRounds = await interleaved(
      peerRounds,
      (round) => measure(saturated(`${p.name} bare undici peer, ${connections} connections (${round})`, peer, p)),
      (round) => measure(saturated(`${p.name} the peer on Hono, ${connections} connections (${round})`, honoPeer, p)),
    );
    checks.push(frameworkRatioBudget(p.name, frameworkRounds));
  }
  return checks;
}

/** `count` rounds of two runs, the order swapped each round so a drift of the machine's load falls on both sides. */
async function interleaved(count: number, first: (round: number) => Promise<RunResult>, second: (round: number) => Promise<RunResult>): Promise<Round[]> {
  const pairs: Round[] = [];
  for (let round = 1; round <= count; round++) {
    const firstRun = round % 2 === 1 ? await first(round) : undefined;
    const secondRun = await second(round);
    pairs.push([firstRun ?? (await first(round)), secondRun]);
  }
  return pairs;
}

runMain(main);
