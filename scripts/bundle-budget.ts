// `npm run budgets` (docs/architecture.md#budgets): JavaScript and CSS per page as brotli bytes. Flags: --no-build, --files.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { PAGE_PATHS } from '../shared/routes/page-meta';
import { launchBrowser } from '../harness/browser';
import { PROJECT_ROOT, productionEnv, startBuiltServer } from '../harness/built-server';
import { cleaningUpOnFailure } from '../harness/listening-child';
import { coldCachePage, measureRoute, type RouteFetches } from './budgets/chromium-fetches';
import { runContext, runMain } from '../harness/run-context';
import { table } from '../harness/report';

/** docs/architecture.md#budgets: KB = 1024 bytes, as sent (compressed); JavaScript on '/' and on every other route, CSS on any. */
export const KB = 1024;
export const BUDGETS = { homeJs: 95 * KB, routeJs: 100 * KB, css: 20 * KB } as const;

const HOME = '/';

/** Every script and stylesheet is served as brotli from the first request (the build writes the encodings beside them); throws naming those that are not. */
export async function checkAssetsServedBrotli(baseUrl: string): Promise<void> {
  const files = readdirSync(path.join(PROJECT_ROOT, 'dist/client/assets')).filter((f) => /\.(js|css)$/.test(f));
  const encodingOf = async (file: string) => (await fetch(`${baseUrl}/assets/${file}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding');
  const plain = (await Promise.all(files.map(async (file) => ((await encodingOf(file)) === 'br' ? [] : [file])))).flat();
  if (plain.length > 0) throw new Error(`not served as brotli (did the build write their encodings?): ${plain.join(', ')}`);
}

/** Measures the routes one after another, each as a first visit (coldCachePage). */
export async function measureSite(browser: Browser, baseUrl: string, paths: readonly string[], onRoute?: (report: RouteFetches) => void): Promise<RouteFetches[]> {
  const { page, close } = await coldCachePage(browser);
  try {
    const reports: RouteFetches[] = [];
    for (const routePath of paths) {
      const report = await measureRoute(page, baseUrl, routePath);
      onRoute?.(report);
      reports.push(report);
    }
    return reports;
  } finally {
    await close();
  }
}

export const jsBudgetOf = (routePath: string) => (routePath === HOME ? BUDGETS.homeJs : BUDGETS.routeJs);

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** What misses its budget, or was not measured as it should be, on one route. */
export function routeBudgetFailures(r: RouteFetches): string[] {
  const failures: string[] = [];
  if (!r.files.some((f) => f.kind === 'js')) failures.push(`${r.path}: no JavaScript fetched (did the page load?)`);
  if (r.jsBytes > jsBudgetOf(r.path)) failures.push(`${r.path}: JavaScript ${kb(r.jsBytes)}, budget ${kb(jsBudgetOf(r.path))}`);
  if (r.cssBytes > BUDGETS.css) failures.push(`${r.path}: CSS ${kb(r.cssBytes)}, budget ${kb(BUDGETS.css)}`);
  // The budget is of bytes as served to a browser that accepts brotli: anything else is a miscount.
  for (const f of r.files) if (f.encoding !== 'br') failures.push(`${r.path}: ${f.url} was served with encoding '${f.encoding}', not br`);
  return failures;
}

/** What misses its budget, or was not measured as it should be, over a run that must include '/'. */
export function budgetFailures(reports: RouteFetches[]): string[] {
  return [...(reports.some((r) => r.path === HOME) ? [] : [`no route '${HOME}' measured`]), ...reports.flatMap(routeBudgetFailures)];
}

export function formatReport(reports: RouteFetches[], options: { files?: boolean } = {}): string {
  const lines = [
    table([
      ['route', 'JS (br)', 'budget', 'scripts', 'CSS (br)'],
      ...reports.map((r) => [
        r.path,
        kb(r.jsBytes),
        `${r.jsBytes > jsBudgetOf(r.path) ? 'OVER ' : ''}${kb(jsBudgetOf(r.path))}`,
        String(r.files.filter((f) => f.kind === 'js').length),
        kb(r.cssBytes),
      ]),
    ]),
  ];
  for (const r of options.files ? reports : []) {
    lines.push('', `${r.path}:`);
    for (const f of [...r.files].sort((a, b) => b.encodedBytes - a.encodedBytes)) {
      lines.push(`  ${kb(f.encodedBytes).padStart(9)}  ${f.kind.padEnd(3)}  ${new URL(f.url).pathname}`);
    }
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  // The built site as production runs it (production React and caches, secrets of its own), reporting no errors.
  const env: Record<string, string> = { ...productionEnv(), SENTRY_DSN: '' };
  console.log(runContext(env.NODE_ENV!));
  const server = await startBuiltServer(env);
  const browser = await cleaningUpOnFailure(launchBrowser(), server.stop);
  try {
    await checkAssetsServedBrotli(server.url);
    const reports = await measureSite(browser, server.url, PAGE_PATHS, (r) => process.stderr.write(`  ${r.path}: ${kb(r.jsBytes)}\n`));
    console.log(`\nFetched by Chromium until hydrated and idle (${reports.length} routes, cold cache each):\n`);
    console.log(formatReport(reports, { files: args.includes('--files') }));
    const failures = budgetFailures(reports);
    console.log('');
    for (const failure of failures) console.log(`FAIL  ${failure}`);
    if (failures.length === 0) console.log(`PASS  JavaScript on ${HOME} <= ${kb(BUDGETS.homeJs)}, on every route <= ${kb(BUDGETS.routeJs)}, CSS <= ${kb(BUDGETS.css)}`);
    return failures.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

// Exits explicitly: a server that failed to start may leave its provider listening.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runMain(main, 1);
