// docs/architecture.md#budgets budgets beyond the sweep of page kinds (tests/e2e/page-kinds.test.ts counts
// each kind's scripts on its own visit, at the brotli bytes the site sends for them): every other page is
// shown to preload the very files of its kind's measured page; /compare with three plans chosen is
// measured as Chromium fetches it on a first visit, where each file's bytes on the wire are shown to be
// the bytes the sweep counts; every page module a chunk of its own (read from the build's
// chunk-modules.json), every chunk loaded under the CSP without a violation, and Sentry's SDK loaded on
// demand. `npm run budgets` measures every route in Chromium.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, kb, checkAssetsServedBrotli } from '../../scripts/bundle-budget';
import { coldCachePage, measureRoute } from '../../scripts/budgets/chromium-fetches';
import { brotliFileOf } from '../support/loaded-assets';
import { PATHS } from '../../shared/routes/paths';
import { CHUNK_MODULES_FILE, type ChunkModules } from '../../scripts/build/chunk-modules';
import { firstLoadChunks, pageModuleViolations } from '../../scripts/build/chunk-modules.test-helper';
import { PAGES } from '../../shared/routes/pages';
import { PROJECT_ROOT } from '../../harness/built-server';
import { PAGE_KINDS } from '../support/page-kinds';
import { useSiteAndBrowser } from '../support/site-and-browser';

const clientDir = path.join(PROJECT_ROOT, 'dist/client');
const chunkModulesFile = path.join(clientDir, CHUNK_MODULES_FILE);
if (!existsSync(chunkModulesFile)) throw new Error('No client build with chunk-modules.json: run `npm run build` first (npm test does).');
const chunks = JSON.parse(readFileSync(chunkModulesFile, 'utf8')) as ChunkModules;

// The run's shared site: the production build, run in production (browser-run.ts).
const site = useSiteAndBrowser();

describe('JavaScript budgets as Chromium fetches them (docs/architecture.md#budgets)', () => {
  // The server names the scripts and stylesheet a page's render used (module preloads): pages of a kind
  // naming the same files fetch what the measured one does.
  it('every page preloads the same scripts and stylesheet as the measured page of its kind', async () => {
    const assets = async (path: string) => {
      const html = await (await fetch(`${site.server.url}${path}`)).text();
      return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]).sort();
    };
    for (const [measured, ...others] of PAGE_KINDS) {
      const expected = await assets(measured!);
      expect(expected.length, measured).toBeGreaterThan(0);
      for (const other of others) expect(await assets(other), `${other} (a page of the kind of ${measured})`).toEqual(expected);
    }
  });

  // The sweep of page kinds (page-kinds.test.ts) opens /compare with nothing chosen, which loads no table; this opens
  // it as a visitor arrives from 'Compare plans', whose table, offer rules and prices all load.
  it(`/compare with three plans (nbn, nbn, Flip to Fibre) fetches at most ${kb(BUDGETS.routeJs)} of JavaScript, each file's bytes on the wire those of its brotli file`, async () => {
    await checkAssetsServedBrotli(site.server.url);
    const { page, close } = await coldCachePage(site.browser);
    const fetches = await measureRoute(page, site.server.url, `${PATHS.compare}?plans=10317,10318,10591`).finally(close);
    expect(fetches.files.some((file) => file.url.includes('compare-table'))).toBe(true);
    expect(fetches.jsBytes, fetches.files.map((file) => `${file.url.split('/').pop()} ${file.encodedBytes}`).join('\n')).toBeLessThanOrEqual(BUDGETS.routeJs);
    // What the sweep of page kinds counts for a file (its .br on disk) is what Chromium received for it.
    const onDisk = (url: string) => {
      const file = brotliFileOf(new URL(url).pathname);
      return file ? statSync(file).size : undefined;
    };
    expect(fetches.files.map((file) => [file.url, onDisk(file.url)])).toEqual(fetches.files.map((file) => [file.url, file.encodedBytes]));
  }, 120_000);
});

describe('code splitting, read from the chunks of the build', () => {
  it("every route's page module sits in a chunk of its own: not in the entry's first load, not in another route's chunk", () => {
    const pages = Object.values(PAGES).map((page) => `client/app/pages/${page.module}.tsx`);
    expect(pages.every(Boolean)).toBe(true);
    expect(pageModuleViolations(chunks, pages)).toEqual([]);
  });

  // zod's classic API tries `new Function` as it makes an object schema, which the site's CSP forbids (no
  // 'unsafe-eval'), and costs the browser about 10 KB; zod/mini never tries (docs/architecture.md#security-headers).
  it("the browser's zod is zod/mini: none of zod's classic API", () => {
    const zodModules = Object.values(chunks).flatMap((chunk) => chunk.modules.filter((m) => m.includes('node_modules/zod/')));
    expect(zodModules.length).toBeGreaterThan(0);
    expect(zodModules.filter((m) => m.includes('/classic/'))).toEqual([]);
  });

  it('every chunk of the build loads in a page under the CSP without a violation', async () => {
    const { page } = await site.openPage(PATHS.aboutUs);
    const files = Object.keys(chunks).filter((file) => file.endsWith('.js'));
    // As text: vitest rewrites an import() in the test's own code. A violation's event is a task queued
    // after the code that caused it: the page waits a moment after the last import before answering.
    const found = await page.evaluate(`(async () => {
      const found = [];
      document.addEventListener('securitypolicyviolation', (event) => found.push(event.violatedDirective + ' ' + event.blockedURI));
      for (const file of ${JSON.stringify(files)}) await import('/' + file).catch((error) => found.push(file + ': ' + error));
      await new Promise((resolve) => setTimeout(resolve, 250));
      return found;
    })()`);
    expect(found).toEqual([]);
  });

  // The browser error reporter costs nothing until an error happens.
  it('the Sentry browser SDK is a chunk of its own, loaded on demand, and none of it is in the first load', () => {
    const sdk = 'client/lib/sentry-browser-sdk.ts';
    const sdkChunks = Object.keys(chunks).filter((file) => chunks[file]!.modules.includes(sdk));
    expect(sdkChunks).toHaveLength(1);
    expect(chunks[sdkChunks[0]!]!.isDynamicEntry).toBe(true);
    const firstLoad = [...firstLoadChunks(chunks)];
    expect(firstLoad.length).toBeGreaterThan(0);
    expect(firstLoad.filter((file) => chunks[file]!.modules.some((m) => m === sdk || m.includes('node_modules/@sentry/')))).toEqual([]);
    // The SDK's own code (its envelope auth parameter) is in its chunk, not in any first-load file.
    const code = (file: string) => readFileSync(path.join(clientDir, file), 'utf8');
    expect(code(sdkChunks[0]!)).toContain('sentry_key');
    for (const file of firstLoad) expect(code(file), file).not.toMatch(/sentry_key|__SENTRY__/);
  });
});
