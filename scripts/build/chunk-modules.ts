// Which source modules each chunk of the browser build holds (Vite's manifest does not say), written to
// dist/client/.vite/chunk-modules.json for pageModuleViolations (docs/operations.md#budgets-javascript-as-chromium-fetches-it).
import path from 'node:path';
import type { Plugin } from 'vite';

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

export interface ChunkInfo {
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Chunks this one imports statically (file names). */
  imports: string[];
  /** Source modules bundled into this chunk, relative to the project root ('/'-separated). */
  modules: string[];
}
/** Chunk file name -> what it holds. */
export type ChunkModules = Record<string, ChunkInfo>;

export function chunkModules(root = process.cwd()): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules = {};
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[fileName] = {
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          imports: item.imports,
          // Virtual modules (\0-prefixed helpers) have no source file to name.
          modules: item.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => path.relative(root, id).split(path.sep).join('/')),
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}

/** The chunks every page loads first: the entry chunks and, transitively, their static imports. */
export function firstLoadChunks(chunks: ChunkModules): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !chunks[file]) return;
    seen.add(file);
    chunks[file].imports.forEach(visit);
  };
  for (const file of Object.keys(chunks)) if (chunks[file]!.isEntry) visit(file);
  return seen;
}

/** Every way a page module breaks code splitting (docs/architecture.md#budgets): not one chunk of its own, off the first load. */
export function pageModuleViolations(chunks: ChunkModules, pageModules: readonly string[]): string[] {
  const violations: string[] = [];
  const entries = Object.keys(chunks).filter((file) => chunks[file]!.isEntry);
  if (entries.length === 0) violations.push('no entry chunk in the build');
  const firstLoad = firstLoadChunks(chunks);
  const pages = [...new Set(pageModules)];
  for (const page of pages) {
    const holders = Object.keys(chunks).filter((file) => chunks[file]!.modules.includes(page));
    if (holders.length !== 1) violations.push(`${page} is in ${holders.length} chunks${holders.length ? ` (${holders.join(', ')})` : ''}, not one of its own`);
    for (const file of holders) {
      if (firstLoad.has(file)) violations.push(`${page} is in ${file}, which loads with the entry`);
      const others = pages.filter((other) => other !== page && chunks[file]!.modules.includes(other));
      if (others.length > 0) violations.push(`${page} shares ${file} with ${others.join(', ')}`);
    }
  }
  return violations;
}
