// `npm run lighthouse` (docs/architecture.md#budgets): Lighthouse, mobile form factor with its default (simulated)
// throttling, on Debian's Chromium, against the built site (NODE_ENV=production) on its provider. Prints the
// four category scores, LCP, CLS and TBT per page and every audit that keeps a score down; exits
// non-zero when performance < 95 or accessibility, best practices or SEO < 100.
//   --no-build    use the existing dist/
//   --url=<path>  one page only (repeatable)
// Each page's whole report is kept in tests/.artifacts/lighthouse/ (long tasks, boot-up time by script).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../harness/browser';
import { PROJECT_ROOT, productionEnv, startBuiltServer } from '../harness/built-server';
import { formatRunContext, runContext } from '../harness/run-context';

export const LIGHTHOUSE_PAGES = ['/', '/broadband/nbn', '/flip-to-fibre', '/phone/voip-international', '/contact-us'];
export const THRESHOLDS: Record<string, number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = Object.keys(THRESHOLDS);

interface PageReport {
  path: string;
  scores: Record<string, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits that cost points: category, id, title, what was found. */
  failing: { category: string; id: string; title: string; detail: string }[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function summarise(path: string, lhr: Lhr): PageReport {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const failing: PageReport['failing'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || (ref.weight === 0 && category !== 'performance')) continue;
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
      const threshold = category === 'performance' ? 0.9 : 1;
      if (audit.score < threshold) {
        const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
        const first = items
          .slice(0, 3)
          .map((item) => {
            const node = item.node as { snippet?: string; selector?: string } | undefined;
            // Inspector issues name their kind and the resources they concern.
            const issue = typeof item.issueType === 'string' ? `${item.issueType}: ${JSON.stringify(item.subItems ?? '').slice(0, 300)}` : '';
            return node?.snippet ?? node?.selector ?? (issue || (typeof item.url === 'string' ? item.url : ''));
          })
          .filter(Boolean)
          .join(' | ');
        failing.push({ category, id: ref.id, title: audit.title, detail: [audit.displayValue, first].filter(Boolean).join(' — ') });
      }
    }
  }
  return {
    path,
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing,
  };
}

export function missesOf(report: PageReport): string[] {
  return CATEGORIES.filter((c) => (report.scores[c] ?? 0) < THRESHOLDS[c]!).map((c) => `${report.path}: ${c} ${report.scores[c]} < ${THRESHOLDS[c]}`);
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  const only = args.filter((a) => a.startsWith('--url=')).map((a) => a.slice('--url='.length));
  const pages = only.length > 0 ? only : LIGHTHOUSE_PAGES;

  // The figures are of the production build as deployed.
  const env = productionEnv();
  console.log(formatRunContext(runContext(env.NODE_ENV!)));
  const site = await startBuiltServer(env);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  const reports: PageReport[] = [];
  const reportDir = join(PROJECT_ROOT, 'tests/.artifacts/lighthouse');
  mkdirSync(reportDir, { recursive: true });
  try {
    for (const path of pages) {
      await fetch(`${site.url}${path}`); // a visitor's first page comes from the page cache
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Tracing in headless Chromium occasionally fails to record (NO_NAVSTART): one more try, not more.
      let result = await lighthouse(`${site.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      if (result?.lhr.runtimeError) {
        console.log(`    (${path}: ${result.lhr.runtimeError.code}; running it once more)`);
        result = await lighthouse(`${site.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      }
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      writeFileSync(join(reportDir, `${path.replace(/\W+/g, '_') || 'home'}.json`), JSON.stringify(result.lhr));
      const report = summarise(path, result.lhr);
      reports.push(report);
      console.log(
        `${path}: performance ${report.scores.performance}, accessibility ${report.scores.accessibility}, best practices ${report.scores['best-practices']}, SEO ${report.scores.seo}; ` +
          `LCP ${(report.lcpMs / 1000).toFixed(2)} s, CLS ${report.cls.toFixed(3)}, TBT ${Math.round(report.tbtMs)} ms`,
      );
      for (const f of report.failing) console.log(`    [${f.category}] ${f.id}: ${f.title}${f.detail ? ` (${f.detail})` : ''}`);
    }
  } finally {
    chrome.kill();
    await site.stop();
  }
  const misses = reports.flatMap(missesOf);
  console.log(misses.length === 0 ? '\nPASS  every page meets performance >= 95 and 100 elsewhere' : `\n${misses.map((m) => `FAIL  ${m}`).join('\n')}`);
  return misses.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
