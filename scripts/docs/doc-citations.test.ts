// Code and documents cite only documents inside the repository, by path and heading: a citation of a
// document outside it, of an issue, of a path that is gone or of a heading that was renamed fails
// here, so a clone reads every pointer it is given.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SELF = 'scripts/docs/doc-citations.test.ts';
const DIRS = ['server', 'client', 'shared', 'provider', 'scripts', 'loadtests', 'tests', 'eslint', 'harness', 'docs', 'deploy'];
const ROOT_FILE = /^(README\.md|[\w.-]+\.(ts|mts|js|mjs|cjs)|Dockerfile)$/;
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|css|vcl|sh|md|ya?ml|html)$/;
const SKIP = new Set(['node_modules', 'dist', '.git', '.artifacts', 'coverage']);

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) walk(rel, out);
    } else if (TEXT.test(entry.name) && rel !== SELF) out.push(rel);
  }
}

function sourceFiles(): string[] {
  const out = readdirSync(ROOT).filter((name) => ROOT_FILE.test(name) && statSync(path.join(ROOT, name)).isFile());
  for (const dir of DIRS) if (existsSync(path.join(ROOT, dir))) walk(dir, out);
  return out;
}

/** GitHub's anchor for a heading: its text as rendered, lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replaceAll(' ', '-');
}

/** Every anchor of a Markdown file: its headings outside code fences (repeats numbered as GitHub does) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark) {
      fence = fence === null ? fenceMark : fence === fenceMark ? null : fence;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = slugOf(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const id of line.matchAll(/\bid="([\w-]+)"/g)) anchors.add(id[1]!);
  }
  return anchors;
}

/** Text that points outside the repository or at nothing: each pattern names what it rejects. */
export const OUTSIDE: { what: string; pattern: RegExp }[] = [
  { what: 'a section of a design or specification document outside the repository', pattern: /\b(?:DESIGN|SPEC)(?:\.md)?(?:'s)?\s*§/i },
  { what: 'a design or specification document outside the repository', pattern: /\b(?:DESIGN|SPEC|STYLE)\.md\b/ },
  { what: 'an issue number (the tracker is not in the repository)', pattern: /\bissues?\s+#?\d+/i },
  { what: 'an issue by its title (the tracker is not in the repository)', pattern: /\(issue:\s*["A-Z]/ },
  {
    what: 'a section fragment ("§8") left without its document',
    pattern: /(?<![A-Za-z])(?<!RFC \d{4} )(?<!RFC \d{3} )(?<!HTML )§\s?[1-9](?:\.\d)?(?![\d.]*\d)/,
  },
];

export function outsideCitations(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const rule = OUTSIDE.find(({ pattern }) => pattern.test(line));
    if (rule) found.push(`${index + 1}: ${rule.what}: ${line.trim().slice(0, 160)}`);
  });
  return found;
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOfFile(rel: string): Set<string> {
  let anchors = anchorCache.get(rel);
  if (!anchors) {
    anchors = anchorsOf(readFileSync(path.join(ROOT, rel), 'utf8'));
    anchorCache.set(rel, anchors);
  }
  return anchors;
}

/** A cited path (from the repository root) and fragment: why it does not resolve, or null. */
function problemWith(target: string, fragment: string | undefined): string | null {
  const clean = target.replace(/[.,;:]+$/, '');
  const full = path.join(ROOT, clean);
  if (!full.startsWith(ROOT) || !existsSync(full)) return `${clean} does not exist`;
  if (fragment === undefined) return null;
  if (!clean.endsWith('.md')) return `${clean}#${fragment}: a fragment of a file that has no headings`;
  return anchorsOfFile(clean).has(fragment) ? null : `${clean}#${fragment}: no such heading`;
}

type Citation = { line: number; target: string; fragment?: string };

/** `docs/...` and `README.md#...` written from the repository root, in any file. */
export function rootCitations(text: string): Citation[] {
  const out: Citation[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/(?<![\w./-])(docs\/[\w./-]*[\w/]|README\.md)(?:#([\w-]+))?/g)) {
      if (match[1] === 'README.md' && match[2] === undefined) continue;
      out.push({ line: index + 1, target: match[1]!, fragment: match[2] });
    }
  });
  return out;
}

/** Markdown links to files of the repository, relative to the Markdown file. */
function markdownLinks(file: string, text: string): Citation[] {
  const out: Citation[] = [];
  let fence = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) return;
    for (const match of line.matchAll(/\]\(([^)\s]*)\)/g)) {
      const link = match[1]!;
      // `{{path.x}}`: a site path the embedded CMS fills in (provider/content/), not a file.
      if (/^[a-z][\w+.-]*:/i.test(link) || link.startsWith('/') || link.startsWith('{{')) continue;
      const [target, fragment] = link.split('#') as [string, string | undefined];
      const resolved = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      out.push({ line: index + 1, target: resolved, fragment: fragment === '' ? undefined : fragment });
    }
  });
  return out;
}

describe('citations of documents', () => {
  const files = sourceFiles();

  it('slugs headings as GitHub does', () => {
    expect(slugOf('Hand-off fields')).toBe('hand-off-fields');
    expect(slugOf('GST and currency')).toBe('gst-and-currency');
    expect(slugOf('The fleet (Varnish and Redis)')).toBe('the-fleet-varnish-and-redis');
    expect(slugOf("Posts only from the site's own pages")).toBe('posts-only-from-the-sites-own-pages');
    expect(slugOf('Upstream answers: only the fields the site uses')).toBe('upstream-answers-only-the-fields-the-site-uses');
    expect(slugOf('Budgets: JavaScript as Chromium fetches it')).toBe('budgets-javascript-as-chromium-fetches-it');
    expect(slugOf('`PURGE_TOKEN` and its checks')).toBe('purge_token-and-its-checks');
    expect([...anchorsOf('# A\n## Notes\n```\n# not a heading\n```\n## Notes\n')]).toEqual(['a', 'notes', 'notes-1']);
  });

  it('recognises what it rejects', () => {
    const rejected = [
      '// the proxies (DESIGN §5)',
      '// DESIGN.md §4-§6 set the contracts',
      "describe('SPEC §9.3 totals', () => {",
      '// built for issue 13: the proxies',
      '/* see Issue #22 */',
      '// no inline scripts (issue: Server).',
      '// (docs/product/agents.md#agent-mode Agent mode, §6)',
      'The product is specified in `../shared/SPEC.md`',
      '// The one door into client/ (STYLE.md)',
    ];
    for (const line of rejected) expect(outsideCitations(line), line).toHaveLength(1);
    const accepted = ['// a strong validator (RFC 9110 §8.8.3)', '/** Script types (HTML §4.12.1.1) */', '// (docs/architecture.md#budgets)', "readNbnReadyStatus('IN DESIGN')"];
    for (const line of accepted) expect(outsideCitations(line), line).toEqual([]);
  });

  it('finds a missing file or heading', () => {
    expect(problemWith('docs/architecture.md', 'budgets')).toBeNull();
    expect(problemWith('docs/architecture.md', 'no-such-heading')).toMatch(/no such heading/);
    expect(problemWith('docs/no-such-file.md', undefined)).toMatch(/does not exist/);
    expect(rootCitations('see docs/operations.md#measured-figures, and README.md#layout.')).toEqual([
      { line: 1, target: 'docs/operations.md', fragment: 'measured-figures' },
      { line: 1, target: 'README.md', fragment: 'layout' },
    ]);
  });

  it('no file cites a document outside the repository, an issue, or a section fragment without its document', () => {
    const found = files.flatMap((file) => outsideCitations(readFileSync(path.join(ROOT, file), 'utf8')).map((problem) => `${file}:${problem}`));
    expect(found).toEqual([]);
  });

  it('every cited docs/ path exists and every cited heading is there', () => {
    const broken: string[] = [];
    let citations = 0;
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      const cited = [...rootCitations(text), ...(file.endsWith('.md') ? markdownLinks(file, text) : [])];
      for (const { line, target, fragment } of cited) {
        citations += 1;
        const problem = problemWith(target, fragment);
        if (problem) broken.push(`${file}:${line}: ${problem}`);
      }
    }
    expect(citations).toBeGreaterThan(500);
    expect(broken).toEqual([]);
  });
});
