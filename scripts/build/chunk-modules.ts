// Which source modules each chunk of the browser build holds (Vite's manifest does not say), written to
// dist/client/.vite/chunk-modules.json for pageModuleViolations (chunk-modules.test-helper.ts, docs/operations.md#budgets-javascript-as-chromium-fetches-it).
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
