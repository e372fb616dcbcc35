// `npm run bench -- --fleet`: Varnish's cached page against the same bytes as a file, and a crawl's origin requests.
import { mkdtempSync, chmodSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { originRequests, sitemapLocations } from '../../harness/metrics';
import { cleaningUpOnFailure, spawnChild, waitFor } from '../../harness/listening-child';
import { answers, fleetTools, startFleet, varnishdArgs } from '../../harness/start-fleet';
import { formatBudgets, formatTable, type BudgetCheck } from './budgets';
import { BROWSER, rawGet, sameHeaders } from './http-get';
import { run, type RunResult } from './measure';
import { freePort, startBareServer } from '../../harness/processes';

const FLEET_RATIO_GOAL = 0.9;
const PAGE_REQUESTS = 10_000;

/** Headers Varnish writes itself: left out of the static copy, which gets its own. */
const VARNISH_WRITES = ['x-varnish', 'age', 'via', 'accept-ranges', 'x-cache'];

export function sharedMaxAge(cacheControl: string | undefined): number | undefined {
  const match = /(?:^|[,\s])s-maxage=(\d+)/.exec(cacheControl ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The most origin requests a crawl may cause: every page once per TTL window it spans. */
export function originRequestGoal(pages: number, ttlSeconds: number, elapsedSeconds: number): number {
  return pages * (1 + Math.floor(elapsedSeconds / ttlSeconds));
}

export function fleetRatioBudget(page: RunResult, file: RunResult): BudgetCheck {
  const ratio = page.rps / file.rps;
  return {
    budget: `cached page through Varnish >= ${FLEET_RATIO_GOAL} x Varnish serving the same bytes as a file (req/s)`,
    measured: `${ratio.toFixed(3)} (${Math.round(page.rps)} / ${Math.round(file.rps)})`,
    ok: ratio >= FLEET_RATIO_GOAL && page.errors + page.non2xx + page.mismatches === 0,
  };
}

/** A varnishd caching whatever `backendUrl` answers for an hour: the "static file" side. */
async function startStaticVarnish(backendUrl: string, dir: string) {
  const { varnishd } = fleetTools();
  const backend = new URL(backendUrl);
  writeFileSync(
    path.join(dir, 'static.vcl'),
    `vcl 4.1;\nbackend file { .host = "${backend.hostname}"; .port = "${backend.port}"; }\n` +
      'sub vcl_backend_response { set beresp.ttl = 1h; }\n',
  );
  chmodSync(path.join(dir, 'static.vcl'), 0o644);
  const port = await freePort();
  const child = spawnChild('static varnish', varnishd, varnishdArgs(dir, 'static.vcl', port), process.env);
  const url = `http://127.0.0.1:${port}`;
  await cleaningUpOnFailure(waitFor('static varnishd', child.process, child.output, answers(`${url}/`)), child.stop);
  return { ...child, url };
}

/** `count` GETs spread over `urls`, `concurrency` at a time; the failures (non-200 or errors). */
async function requestPages(urls: string[], count: number, concurrency = 32): Promise<number> {
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < count) {
      const url = urls[next++ % urls.length]!;
      try {
        const response = await fetch(url, { headers: BROWSER });
        await response.arrayBuffer();
        if (response.status !== 200) failures++;
      } catch {
        failures++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}

export async function benchFleet(options: { durationSeconds: number }): Promise<number> {
  const fleet = await startFleet();
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-fleet-'));
  chmodSync(scratch, 0o755);
  const stoppable: { stop(): Promise<unknown> }[] = [];
  try {
    console.log(`Fleet: Varnish ${fleet.frontUrl} in front of ${fleet.instances.length} instances, Redis, embedded provider`);
    const pageUrl = `${fleet.frontUrl}/`;
    await rawGet(pageUrl, BROWSER);
    const cached = await rawGet(pageUrl, BROWSER);
    const pageIsCached = cached.headers['x-cache'] === 'hit';
    if (!pageIsCached) console.log(`'/' is not a Varnish hit (x-cache: ${cached.headers['x-cache']}, cache-control: ${cached.headers['cache-control']})`);

    // The same bytes and headers as a file Varnish caches: the runs differ only in what Varnish does for each.
    const bodyFile = path.join(scratch, 'page.body');
    writeFileSync(bodyFile, cached.body);
    const bare = await startBareServer(bodyFile, sameHeaders(cached.rawHeaders, VARNISH_WRITES));
    stoppable.push(bare);
    const staticVarnish = await startStaticVarnish(bare.url, scratch);
    stoppable.push(staticVarnish);
    await rawGet(`${staticVarnish.url}/`, BROWSER);

    console.log(`\nRuns of ${options.durationSeconds} s each, 10 connections (loopback):`);
    const results: RunResult[] = [];
    const closed = async (name: string, url: string) => {
      const result = await run({ name, url, durationSeconds: options.durationSeconds, headers: BROWSER });
      results.push(result);
      console.log(`  ${result.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(2)} ms`);
      return result;
    };
    const fileRuns: RunResult[] = [];
    const pageRuns: RunResult[] = [];
    // Alternating, three rounds; the better run of each side counts (the machine is shared).
    for (let round = 1; round <= 3; round++) {
      fileRuns.push(await closed(`Varnish, static file of the same ${cached.body.length} bytes (${round})`, `${staticVarnish.url}/`));
      pageRuns.push(await closed(`Varnish, cached page / (${round})`, pageUrl));
    }
    const best = (runs: RunResult[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a));
    const pageRun = best(pageRuns);
    if (!pageIsCached) pageRun.mismatches += 1;

    // Origin requests per 10,000 page requests, from a cold cache (every page purged first).
    const purge = await fetch(`${fleet.frontUrl}/`, { method: 'POST', headers: { authorization: `Bearer ${fleet.purgeToken}`, 'surrogate-key': 'site' } });
    if (purge.status !== 200) throw new Error(`purge answered ${purge.status}`);
    const pages = sitemapLocations(await (await fetch(`${fleet.frontUrl}/sitemap.xml`)).text());
    const ttl = sharedMaxAge(cached.headers['cache-control'] as string | undefined);
    const metricsUrls = fleet.instances.map((site) => site.metricsUrl);
    const before = (await originRequests(metricsUrls)).reduce((a, b) => a + b);
    const started = Date.now();
    const failures = await requestPages(pages, PAGE_REQUESTS);
    const elapsed = (Date.now() - started) / 1000;
    const origin = (await originRequests(metricsUrls)).reduce((a, b) => a + b) - before;
    const goal = ttl === undefined ? 0 : originRequestGoal(pages.length, ttl, elapsed);
    const originCheck: BudgetCheck = {
      budget: `origin requests per ${PAGE_REQUESTS} page requests <= pages x TTL windows`,
      measured:
        `${origin} (${pages.length} pages, s-maxage ${ttl ?? 'absent'} s, ${elapsed.toFixed(1)} s: goal ${goal}` +
        `${failures ? `, ${failures} failed requests` : ''})`,
      ok: ttl !== undefined && origin <= goal && failures === 0,
    };

    const checks = [fleetRatioBudget(pageRun, best(fileRuns)), originCheck];
    console.log(`\n${formatTable(results)}\n\n${formatBudgets(checks)}\n`);
    return checks.every((check) => check.ok) ? 0 : 1;
  } finally {
    for (const child of stoppable.reverse()) await child.stop().catch(() => {});
    await fleet.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
