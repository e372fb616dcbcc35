// First-load JavaScript and CSS per route, measured from the client build (DESIGN §5): the entry
// chunk and its static imports, plus the route's page module chunk and its static imports, each
// file gzipped (-9) once. Prints a table; exits non-zero when a budget is missed.
//   npx tsx scripts/bundle-budget.ts [clientDir]      (after `npm run build`)
// tests/e2e/bundle-budget.test.ts checks the same budgets in `npm test`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { PAGE_MODULE_SOURCES } from '../client/app/page-module-sources';

/** DESIGN §5: KB = 1024 bytes of gzip. */
export const KB = 1024;
export const BUDGETS = {
  /** First-load JavaScript on '/' (DESIGN §5). */
  homeJs: 105 * KB,
  /** The whole site's CSS. */
  css: 20 * KB,
} as const;
export const CLIENT_ENTRY = 'client/entry-client.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  path: string;
  pageModule: string;
  /** Files loaded before the page is interactive (entry closure + page closure). */
  jsFiles: string[];
  cssFiles: string[];
  jsGzip: number;
  cssGzip: number;
  /** The page module is its own chunk, loaded on demand (not in the entry's static closure). */
  codeSplit: boolean;
}

export interface BundleReport {
  routes: RouteBundle[];
  entryGzip: number;
  /** Every stylesheet of the build, gzipped (cssCodeSplit is off: one file for the site). */
  siteCssGzip: number;
}

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Chunk keys a module needs before it runs: itself and its static imports, depth first. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [key, ...(manifest[key].imports ?? []).flatMap((k) => staticClosure(manifest, k, seen))];
}

/**
 * The manifest key of a source module's chunk. A page module that another page also imports
 * statically gets a chunk without a facade: Vite lists it under '_<name>-<hash>.js' (no `src`),
 * among the entry's dynamic imports, instead of under its source path.
 */
export function chunkKeyFor(manifest: Manifest, source: string): string | undefined {
  if (manifest[source]) return source;
  const name = path.basename(source).replace(/\.[cm]?[jt]sx?$/, '');
  const candidates = (manifest[CLIENT_ENTRY]?.dynamicImports ?? []).filter(
    (key) => key.startsWith('_') && (manifest[key] as ManifestChunk & { name?: string; src?: string } | undefined)?.name === name,
  );
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * Measures every route. `pageSources` maps route path -> page module source, as
 * client/app/page-module-sources.ts PAGE_MODULE_SOURCES does.
 */
export function measureBundles(clientDir: string, pageSources: Record<string, string>): BundleReport {
  const manifest = readManifest(clientDir);
  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientDir, file)), { level: constants.Z_BEST_COMPRESSION }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const entryKeys = staticClosure(manifest, CLIENT_ENTRY);
  if (entryKeys.length === 0) throw new Error(`${CLIENT_ENTRY} is missing from the build manifest`);
  const allCss = [...new Set(Object.values(manifest).flatMap((c) => [...(c.css ?? []), ...(c.file.endsWith('.css') ? [c.file] : [])]))];

  const routes = Object.entries(pageSources).map(([routePath, source]): RouteBundle => {
    const pageKey = chunkKeyFor(manifest, source);
    const pageKeys = pageKey ? staticClosure(manifest, pageKey, new Set(entryKeys)) : [];
    const keys = [...entryKeys, ...pageKeys];
    const jsFiles = keys.map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    const cssFiles = [...new Set([...allCss, ...keys.flatMap((k) => manifest[k]!.css ?? [])])];
    const page = pageKey ? manifest[pageKey] : undefined;
    return {
      path: routePath,
      pageModule: source,
      jsFiles,
      cssFiles,
      jsGzip: jsFiles.reduce((sum, f) => sum + gzipSize(f), 0),
      cssGzip: cssFiles.reduce((sum, f) => sum + gzipSize(f), 0),
      codeSplit: !!page && page.isDynamicEntry === true && !entryKeys.includes(pageKey!),
    };
  });
  return {
    routes,
    entryGzip: entryKeys.map((k) => manifest[k]!.file).reduce((sum, f) => sum + gzipSize(f), 0),
    siteCssGzip: allCss.reduce((sum, f) => sum + gzipSize(f), 0),
  };
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function formatReport(report: BundleReport): string {
  const header = ['route', 'first-load JS (gzip)', 'CSS (gzip)', 'files', 'page module'];
  const rows = report.routes.map((r) => [r.path, kb(r.jsGzip), kb(r.cssGzip), String(r.jsFiles.length), `${path.basename(r.pageModule)}${r.codeSplit ? '' : ' (NOT split)'}`]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line), '', `entry chunk and its static imports: ${kb(report.entryGzip)}`].join('\n');
}

export function budgetFailures(report: BundleReport): string[] {
  const failures: string[] = [];
  const home = report.routes.find((r) => r.path === '/');
  if (!home) failures.push("no route '/' measured");
  else if (home.jsGzip > BUDGETS.homeJs) failures.push(`first-load JS on / is ${kb(home.jsGzip)}, budget ${kb(BUDGETS.homeJs)}`);
  if (report.siteCssGzip > BUDGETS.css) failures.push(`site CSS is ${kb(report.siteCssGzip)}, budget ${kb(BUDGETS.css)}`);
  for (const r of report.routes) if (!r.codeSplit) failures.push(`${r.path}: page module ${r.pageModule} is not code-split`);
  return failures;
}

async function main() {
  const clientDir = path.resolve(process.argv[2] ?? 'dist/client');
  const report = measureBundles(clientDir, PAGE_MODULE_SOURCES);
  console.log(formatReport(report));
  console.log(`site CSS: ${kb(report.siteCssGzip)}\n`);
  const failures = budgetFailures(report);
  for (const failure of failures) console.log(`FAIL  ${failure}`);
  if (failures.length === 0) console.log(`PASS  first-load JS on / <= ${kb(BUDGETS.homeJs)}, CSS <= ${kb(BUDGETS.css)}, every route code-split`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
