import { describe, expect, it } from 'vitest';
import type { ChunkInfo, ChunkModules } from './chunk-modules';
import { pageModuleViolations } from './chunk-modules.test-helper';

const chunk = (modules: string[], extra: Partial<ChunkInfo> = {}): ChunkInfo => ({ isEntry: false, isDynamicEntry: true, imports: [], modules, ...extra });
const HOME = 'client/app/pages/home-page.tsx';
const INFO = 'client/app/pages/info-page.tsx';

/** A split build: the entry, a shared layout chunk, one chunk per page. */
const split = (): ChunkModules => ({
  'assets/entry.js': chunk(['client/entry-client.tsx', 'node_modules/react/index.js'], { isEntry: true, isDynamicEntry: false }),
  'assets/page-layout.js': chunk(['client/app/page-layout.tsx'], { isDynamicEntry: false }),
  'assets/home-page.js': chunk([HOME], { imports: ['assets/page-layout.js'] }),
  'assets/info-page.js': chunk([INFO, 'client/features/content/faq.tsx'], { imports: ['assets/page-layout.js'] }),
});

describe('pageModuleViolations (docs/architecture.md#budgets: every route code-split)', () => {
  it('passes a build where every page module sits alone in its own chunk', () => {
    expect(pageModuleViolations(split(), [HOME, INFO, INFO])).toEqual([]);
  });

  it('finds a page module bundled into the entry chunk', () => {
    const chunks = split();
    chunks['assets/entry.js']!.modules.push(HOME);
    delete chunks['assets/home-page.js'];
    expect(pageModuleViolations(chunks, [HOME, INFO])).toEqual([`${HOME} is in assets/entry.js, which loads with the entry`]);
  });

  it("finds a page module in a chunk the entry imports statically", () => {
    const chunks = split();
    chunks['assets/entry.js']!.imports.push('assets/home-page.js');
    expect(pageModuleViolations(chunks, [HOME, INFO])).toEqual([`${HOME} is in assets/home-page.js, which loads with the entry`]);
  });

  it("finds a page module inside another route's chunk", () => {
    const chunks = split();
    chunks['assets/info-page.js']!.modules.push(HOME);
    expect(pageModuleViolations(chunks, [HOME, INFO])).toEqual([
      `${HOME} is in 2 chunks (assets/home-page.js, assets/info-page.js), not one of its own`,
      `${HOME} shares assets/info-page.js with ${INFO}`,
      `${INFO} shares assets/info-page.js with ${HOME}`,
    ]);
  });

  it('finds a page module missing from the build', () => {
    expect(pageModuleViolations(split(), [HOME, 'client/app/pages/contact-page.tsx'])).toEqual(['client/app/pages/contact-page.tsx is in 0 chunks, not one of its own']);
  });

  it('finds a build without an entry', () => {
    const chunks = split();
    chunks['assets/entry.js']!.isEntry = false;
    expect(pageModuleViolations(chunks, [HOME])).toEqual(['no entry chunk in the build']);
  });
});
