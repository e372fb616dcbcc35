// DESIGN §5 bundle budgets, measured from the client build (npm test builds first): first-load
// JavaScript on / at most 105 KB gzip, CSS at most 20 KB gzip, every route code-split.
// `npx tsx scripts/bundle-budget.ts` prints the same measures per route.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULE_SOURCES } from '../../client/app/page-module-sources';
import { ROUTE_TABLE } from '../../shared/routes/route-table';
import { readFileSync } from 'node:fs';
import { BUDGETS, CLIENT_ENTRY, formatReport, kb, measureBundles, readManifest, staticClosure } from '../../scripts/bundle-budget';
import { PROJECT_ROOT } from '../support/built-server';

const clientDir = path.join(PROJECT_ROOT, 'dist/client');

describe('bundle budgets (DESIGN §5)', () => {
  if (!existsSync(path.join(clientDir, '.vite/manifest.json'))) throw new Error('No client build: run `npm run build` first (npm test does).');
  const report = measureBundles(clientDir, PAGE_MODULE_SOURCES);
  const home = report.routes.find((r) => r.path === '/')!;

  it('measures every route of the route table', () => {
    expect(report.routes.map((r) => r.path).sort()).toEqual(ROUTE_TABLE.map((e) => e.path).sort());
    for (const route of report.routes) expect(route.jsFiles.length, route.path).toBeGreaterThan(0);
  });

  // React and react-dom take about 69 KB of the 105 KB and react-router about 27 KB, so the site's
  // own first-load code has about 9 KB: anything only some visitors need loads on demand.
  it(`first-load JavaScript on / is at most ${kb(BUDGETS.homeJs)} gzip`, () => {
    expect(home.jsGzip, `\n${formatReport(report)}\n`).toBeLessThanOrEqual(BUDGETS.homeJs);
  });

  it(`the site's CSS is at most ${kb(BUDGETS.css)} gzip`, () => {
    expect(report.siteCssGzip).toBeLessThanOrEqual(BUDGETS.css);
    for (const route of report.routes) expect(route.cssGzip, route.path).toBeLessThanOrEqual(BUDGETS.css);
  });

  it('every route is code-split: its page module is a chunk of its own, loaded on demand', () => {
    const notSplit = report.routes.filter((r) => !r.codeSplit).map((r) => `${r.path} (${r.pageModule})`);
    expect(notSplit).toEqual([]);
    // No page module sits in the entry's static closure: the entry's files are the same for all.
    const entryFiles = report.routes.map((r) => r.jsFiles.slice(0, 1)[0]);
    expect(new Set(entryFiles).size).toBe(1);
  });

  // Issue 11 item 7: the browser error reporter costs nothing until an error happens.
  it('the Sentry browser SDK is a chunk of its own, loaded on demand, and none of it is in the first load', () => {
    const manifest = readManifest(clientDir);
    const sdk = 'client/lib/sentry-browser-sdk.ts';
    expect(manifest[sdk]?.isDynamicEntry).toBe(true);
    const entryClosure = staticClosure(manifest, CLIENT_ENTRY);
    expect(entryClosure).not.toContain(sdk);
    expect(entryClosure.filter((key) => key.includes('@sentry/'))).toEqual([]);
    // The SDK's own code (its envelope auth parameter) is in its chunk, not in any first-load file.
    const code = (key: string) => readFileSync(path.join(clientDir, manifest[key]!.file), 'utf8');
    expect(code(sdk)).toContain('sentry_key');
    for (const key of entryClosure) expect(code(key), key).not.toMatch(/sentry_key|__SENTRY__/);
  });
});
