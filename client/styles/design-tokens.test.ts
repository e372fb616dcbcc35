// docs/product/frame.md#design-tokens: "Every colour, type size, space, radius, shadow and duration
// the stylesheets use is a token in client/styles/tokens.css; component CSS reads the tokens, never
// literals (media-query breakpoints excepted)." Read from every stylesheet of the client.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { literalsIn } from './design-tokens.test-helper';

const CLIENT = path.resolve(import.meta.dirname, '..');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'dev' ? [] : stylesheets(full);
    return entry.name.endsWith('.css') && entry.name !== 'tokens.css' ? [full] : [];
  });
}

describe('design tokens (docs/product/frame.md#design-tokens)', () => {
  const files = stylesheets(CLIENT);

  it('finds the stylesheets', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('component CSS reads every colour, type size, weight, space, radius, shadow and duration from a token', () => {
    const found = files.flatMap((file) => literalsIn(readFileSync(file, 'utf8')).map((literal) => `${path.relative(CLIENT, file)}: ${literal}`));
    expect(found).toEqual([]);
  });

  it('two weights of type: normal and bold (each weight is one more system font the browser looks up)', () => {
    const tokens = readFileSync(path.join(CLIENT, 'styles/tokens.css'), 'utf8');
    expect([...tokens.matchAll(/--font-weight-[a-z]+:\s*([^;]+);/g)].map((match) => match[1])).toEqual(['400', '700']);
  });
});

describe('literalsIn', () => {
  it('finds each kind of literal', () => {
    const css = `.a { color: #333; background: rgb(0 0 0 / 10%); border: 1px dashed grey; font-size: 1.05rem; font-weight: 600;
      margin: 0 0 0.25rem; padding: 1rem var(--space-2); border-radius: 0.5rem; box-shadow: 0 1px 2px var(--colour-ink); outline: 2px solid #000;
      transition: color 0.4s ease; }
      @media (min-width: 768px) { .b { animation: spin 0.8s linear infinite; gap: 12px; } }`;
    expect(literalsIn(css)).toEqual([
      'color: #333',
      'background: rgb(0 0 0 / 10%)',
      'border: 1px dashed grey',
      'font-size: 1.05rem',
      'font-weight: 600',
      'margin: 0 0 0.25rem',
      'padding: 1rem var(--space-2)',
      'border-radius: 0.5rem',
      'box-shadow: 0 1px 2px var(--colour-ink)',
      'outline: 2px solid #000',
      'transition: color 0.4s ease',
      'animation: spin 0.8s linear infinite',
      'gap: 12px',
    ]);
  });

  it('lets tokens, zero, keywords, breakpoints and the listed idioms through', () => {
    const css = `/* #fff in a comment */ .a { color: var(--colour-ink); border: var(--border) solid transparent; margin: 0 auto;
      padding: var(--space-1) var(--space-3); font: inherit; font-weight: var(--font-weight-bold); border-radius: 50%;
      transition: opacity var(--menu-transition) ease, visibility 0s linear var(--menu-transition); box-shadow: var(--shadow); outline: var(--focus-ring) solid var(--colour-focus);
      box-shadow: 0 0 0 calc(var(--focus-ring) + var(--focus-offset)) var(--colour-white);
      --local: 3px; margin: -1px; width: 14rem; }
      @media (max-width: 992px) { .b { font-size: var(--font-size-sm); } }
      @media (prefers-reduced-motion: reduce) { * { animation-duration: 0.01ms !important; } }`;
    expect(literalsIn(css)).toEqual([]);
  });
});
