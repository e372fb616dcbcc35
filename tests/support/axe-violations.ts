// axe-core's WCAG 2.0/2.1 A and AA violations on a page, as one line each (as
// tests/e2e/accessibility.test.ts runs it); the page's context must bypass the CSP to inject axe.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../harness/built-server';

const AXE_PATH = path.join(PROJECT_ROOT, 'node_modules/axe-core/axe.min.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, WCAG_TAGS);
  return (violations as AxeViolation[]).map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
