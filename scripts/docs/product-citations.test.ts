// Code cites product rules from docs/product/ by file and anchor (docs/product/README.md), never
// from the specification outside the repository: every citation must name a heading that exists,
// so renaming a rule's heading without its citations fails here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CODE = /\.(ts|tsx|mts|mjs|js|css|vcl|md)$/;
const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => CODE.test(file) && !file.startsWith('docs/product/') && file !== 'scripts/docs/product-citations.test.ts');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replaceAll(' ', '-');

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(path.join(ROOT, 'docs/product', file), 'utf8');
  return new Set([...text.matchAll(/^#{1,4} (.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

describe('product rule citations', () => {
  it('anchors are GitHub heading anchors', () => {
    expect(anchorOf('Hand-off fields')).toBe('hand-off-fields');
    expect(anchorOf('GST and currency')).toBe('gst-and-currency');
  });

  it("no code cites the specification outside the repository ('SPEC §')", () => {
    const outside = files.filter((file) => readFileSync(path.join(ROOT, file), 'utf8').includes('SPEC §'));
    expect(outside).toEqual([]);
  });

  it('every docs/product citation names a file and a heading that exist', () => {
    const anchors = new Map<string, Set<string>>();
    const broken: string[] = [];
    let citations = 0;
    for (const file of files) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of text.matchAll(/docs\/product\/([\w-]+\.md)#([\w-]+)/g)) {
        citations += 1;
        const [, doc, anchor] = match as unknown as [string, string, string];
        if (!anchors.has(doc)) {
          try {
            anchors.set(doc, anchorsOf(doc));
          } catch {
            anchors.set(doc, new Set());
          }
        }
        if (!anchors.get(doc)!.has(anchor)) broken.push(`${file}: docs/product/${doc}#${anchor}`);
      }
    }
    expect(citations).toBeGreaterThan(500);
    expect(broken).toEqual([]);
  });
});
