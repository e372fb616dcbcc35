// axe-core in a page of the site (WCAG 2.0/2.1 A and AA, and 2.2 AA: target size), as tests/e2e/page-kinds.test.ts runs it:
// for the browser tests of screens reached by interaction. The page's context must bypass the CSP.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../harness/built-server';

const AXE_PATH = path.join(PROJECT_ROOT, 'node_modules/axe-core/axe.min.js');

let axeUrl: Promise<string> | undefined;

/**
 * axe.min.js from a loopback server of the worker's, cacheable: a page loads it as a script, which
 * Chromium compiles from its code cache after the first few pages. Injected as text (addScriptTag's
 * `path`) it is sent and compiled afresh on every page, which cost Chromium 0.6 CPU-seconds a page
 * against 0.1 (docs/operations.md#how-the-suite-is-organised).
 */
function axeScriptUrl(): Promise<string> {
  axeUrl ??= new Promise((resolve, reject) => {
    const script = readFileSync(AXE_PATH);
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' });
      response.end(script);
    });
    server.on('error', reject);
    // The worker's for as long as it lives, and never what keeps it alive.
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/axe.min.js`));
    server.unref();
  });
  return axeUrl;
}
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The promo banner's messages fade in turn (client/features/frame/promo-banner.tsx): caught mid-fade,
 * a message fails colour contrast. Pointed at, the banner pauses; then its fade runs out.
 */
async function holdBannerStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const banner = document.querySelector('.promo-banner');
    if (!banner) return;
    banner.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    const message = banner.querySelector('.promo-banner__message');
    const deadline = Date.now() + 2_000;
    while (message && getComputedStyle(message).opacity !== '1' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/**
 * A script element of the page's own, not addScriptTag: that returns the element as a handle of the page's
 * world, which makes Playwright send its injected script into that world too (tests/support/hydration.ts).
 */
async function loadAxe(page: Page, url: string): Promise<void> {
  await page.evaluate(async (src) => {
    if ('axe' in window) return;
    const script = Object.assign(document.createElement('script'), { src });
    const loaded = new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = () => reject(new Error(`axe-core did not load from ${src}`));
    });
    document.head.append(script);
    await loaded;
  }, url);
}

/**
 * Transitions under way end first (at most 2 s): a button's hover fill still sliding under the pointer after a click
 * has its label, caught midway, fail colour contrast. Endless animations (a spinner) are not waited for.
 */
async function letTransitionsEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** Each violation as one line: rule, impact, help and the selectors of its nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  await loadAxe(page, await axeScriptUrl());
  await holdBannerStill(page);
  await letTransitionsEnd(page);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, WCAG_TAGS);
  return (violations as AxeViolation[]).map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
