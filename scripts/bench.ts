// `npm run bench` (DESIGN §5): builds, starts the built site on a standalone embedded provider and a
// bare node:http server with the same cached bytes, drives them with autocannon on loopback, prints
// a table (req/s, p50, p99) and the budgets, and exits non-zero when a budget is missed.
//   --no-build        use the existing dist/
//   --duration=<s>    seconds per run (default 4)
//   --log-level=<l>   the site's LOG_LEVEL (default info, as in production: every request logged)
//   --only=proxies    only the address and SQ proxy runs (the quick loop when working on them)
//   --profile=<dir>   write a CPU profile of the site process there (open it in Chrome DevTools)
//   --fleet           the fleet instead: Varnish, two instances, Redis (./bench/fleet.ts)
// Budgets: a cached page, compressed as a browser asks, >= 0.5 x the bare server's req/s in the
// same run; the address and SQ proxies add <= 2 ms at p50 over calling the upstream directly, at
// 300 req/s, with no errors. The page runs are closed-model autocannon runs (how many req/s each
// server reaches); the proxy runs are open-model, requests started on a steady schedule of 300 per
// second (./bench/at-rate.ts). Timings live here, never in unit tests (helper rules).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPath } from '../shared/routes/api-paths';
import { sampleAddresses } from './bench/address-sample';
import { cachedPageBudget, formatBudgets, formatTable, PROXY_RATE, proxyBudget, type BudgetCheck } from './bench/budgets';
import { rawGet } from './bench/http-get';
import { runAtRate } from './bench/at-rate';
import { benchFleet } from './bench/fleet';
import { run, type RunResult } from './bench/measure';
import { PROJECT_ROOT, startBareServer, startProviderProcess, startSiteProcess, type Child } from './bench/processes';

const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const BRAND = 'kookaburra'; // shared/site-config.ts SITE_BRAND.upstreamBrand
const EXCLUDED = 'TelstraWholesale'; // server/compose.ts EXCLUDED_WHOLESALE_PROVIDER

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const duration = Number(flag('duration') ?? 4);
const onlyProxies = flag('only') === 'proxies';
const profileDir = flag('profile');
const WARM_UP_SECONDS = 3;

/** Spreads requests over many client addresses behind the one trusted proxy hop (TRUST_PROXY=1). */
const clientAddress = (index: number) => ({ 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` });

type Measure = (result: Promise<RunResult>) => Promise<RunResult>;

async function main(): Promise<number> {
  if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (args.includes('--fleet')) return benchFleet({ durationSeconds: duration });
  const children: Child[] = [];
  try {
    const provider = await startProviderProcess();
    children.push(provider);
    const site = await startSiteProcess(provider.url, flag('log-level') ?? 'info', profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []);
    children.push(site);

    const results: RunResult[] = [];
    const measure: Measure = async (pending) => {
      const result = await pending;
      results.push(result);
      console.log(`  ${result.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(2)} ms`);
      return result;
    };
    console.log(`\nRuns of ${duration} s each (loopback):`);
    const checks: BudgetCheck[] = [];
    if (!onlyProxies) checks.push(await measurePages(site, children, measure));
    checks.push(...(await measureProxies(provider, site, measure)));

    console.log(`\n${formatTable(results)}\n\n${formatBudgets(checks)}\n`);
    return checks.every((c) => c.ok) ? 0 : 1;
  } finally {
    for (const child of children.reverse()) await child.stop().catch(() => {});
  }
}

/** Closed-model runs: how many req/s the cached page reaches against a bare server with its bytes. */
async function measurePages(site: Child, children: Child[], measure: Measure): Promise<BudgetCheck> {
  const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-'));
  try {
    // The cached page: rendered once, then served from the cache; the bare server gets its bytes.
    await rawGet(`${site.url}/`, browser);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the page cache compresses in the background
    const cached = await rawGet(`${site.url}/`, browser);
    if (cached.headers['x-page-cache'] !== 'hit') throw new Error(`'/' is not served from the page cache (x-page-cache: ${cached.headers['x-page-cache']})`);
    const bodyFile = path.join(scratch, 'page.br');
    writeFileSync(bodyFile, cached.body);
    const bare = await startBareServer(bodyFile, {
      'content-type': String(cached.headers['content-type']),
      'content-encoding': String(cached.headers['content-encoding']),
      vary: 'Accept-Encoding',
    });
    children.push(bare);
    const closed = (options: Omit<Parameters<typeof run>[0], 'durationSeconds'>) => measure(run({ ...options, durationSeconds: duration }));

    // Same bytes, same client, alternating twice; the better run of each counts.
    const bareRuns: RunResult[] = [];
    const cachedRuns: RunResult[] = [];
    for (let round = 1; round <= 2; round++) {
      bareRuns.push(await closed({ name: `bare node:http, same bytes (${round})`, url: `${bare.url}/`, headers: browser }));
      cachedRuns.push(await closed({ name: `cached page / (${round})`, url: `${site.url}/`, headers: browser }));
    }
    const stillCached = await rawGet(`${site.url}/`, browser);
    if (stillCached.headers['x-page-cache'] !== 'hit') cachedRuns.forEach((r) => (r.mismatches += 1));

    await closed({ name: 'uncached page /broadband/nbn (rendered)', url: `${site.url}/broadband/nbn?bench=render`, headers: browser });
    const manifest = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const entry = manifest['client/entry-client.tsx']!.file;
    await closed({ name: `static asset /${entry}`, url: `${site.url}/${entry}`, headers: browser });
    const homeContent = apiPath('content', { section: 'pages', page: 'home' });
    await rawGet(`${site.url}${homeContent}`);
    await closed({ name: `cached ${homeContent}`, url: `${site.url}${homeContent}`, headers: browser });
    return cachedPageBudget(best(cachedRuns), best(bareRuns));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Open-model runs at PROXY_RATE: the same requests straight to the upstream, then through the
 * site's proxy, each request a new address (no cache hit on the site's side).
 */
async function measureProxies(provider: Child, site: Child, measure: Measure): Promise<BudgetCheck[]> {
  const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const perRun = PROXY_RATE * (Math.max(duration, WARM_UP_SECONDS) + 1) + 100;
  const sample = sampleAddresses(perRun * 2);
  const searches = sample.searches.map((s) => encodeURIComponent(s));
  const proxies = [
    {
      name: 'address',
      directPaths: searches.slice(0, perRun).map((q) => `/v2/address?fullText=${q}&source=footprint&excludeProviders=${EXCLUDED}`),
      sitePaths: searches.slice(0, perRun).map((q) => `${apiPath('addressSearch')}?fullText=${q}&source=footprint`),
      warmPaths: searches.slice(perRun).map((q) => `${apiPath('addressSearch')}?fullText=${q}&source=footprint`),
    },
    {
      name: 'SQ',
      directPaths: sample.nbnIds.slice(0, perRun).map((id) => `/v2/service-qualification?nbn=${id}&brand=${BRAND}`),
      sitePaths: sample.nbnIds.slice(0, perRun).map((id) => `${apiPath('serviceQualification')}?nbn=${id}`),
      warmPaths: sample.nbnIds.slice(perRun).map((id) => `${apiPath('serviceQualification')}?nbn=${id}`),
    },
  ];
  const atRate = (name: string, url: string, paths: string[], extra: Partial<Parameters<typeof runAtRate>[0]> = {}) =>
    runAtRate({ name, url, paths, rate: PROXY_RATE, durationSeconds: duration, ...extra });
  const checks: BudgetCheck[] = [];
  for (const p of proxies) {
    // A warm-up on each side, as measured, opens the connections and lets the JIT reach its steady
    // state (the first seconds after start run colder code, about 0.5 ms more per request here).
    await atRate('warm-up', provider.url, p.directPaths.slice(-PROXY_RATE), { durationSeconds: WARM_UP_SECONDS });
    await atRate('warm-up', site.url, p.warmPaths, { durationSeconds: WARM_UP_SECONDS, headers: browser, perRequestHeaders: clientAddress });
    const directRun = await measure(atRate(`${p.name} upstream direct @${PROXY_RATE}/s`, provider.url, p.directPaths));
    const siteRun = await measure(
      atRate(`${p.name} via site proxy @${PROXY_RATE}/s`, site.url, p.sitePaths, {
        headers: browser,
        perRequestHeaders: (i) => clientAddress(i + 100_000),
      }),
    );
    checks.push(proxyBudget(p.name, siteRun, directRun));
  }
  return checks;
}

const best = (runs: RunResult[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
