// Bundles server/edge/worker.ts for workerd (docs/architecture.md#request-paths): one ESM file, no Node built-ins, and
// cockatiel without its global AbortController (docs/architecture.md, "Edge build and cockatiel").
//   npx tsx scripts/build-edge.ts [outFile]     (default dist/edge/worker.js)
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const EDGE_ENTRY = path.join(ROOT, 'server/edge/worker.ts');
const DEFAULT_EDGE_OUT_FILE = path.join(ROOT, 'dist/edge/worker.js');
const DIAGNOSTICS_SHIM = path.join(ROOT, 'server/edge/diagnostics-channel-shim.ts');

export class EdgeBuildError extends Error {
  override readonly name = 'EdgeBuildError';
}

/** Aliases the shim and records every other Node built-in import (kept external, then refused). */
function nodeBuiltinGuard(found: Set<string>): Plugin {
  return {
    name: 'edge-node-builtins',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[a-z_:/]+$/ }, (args) => {
        if (!args.path.startsWith('node:') && !isBuiltin(args.path)) return undefined;
        if (args.path === 'node:diagnostics_channel' || args.path === 'diagnostics_channel') return { path: DIAGNOSTICS_SHIM };
        found.add(`${args.path} (from ${path.relative(ROOT, args.importer)})`);
        return { path: args.path, external: true };
      });
    },
  };
}

const COCKATIEL_ABORT_MODULE = /[\\/]cockatiel[\\/]dist[\\/]esm[\\/]common[\\/]abort\.js$/;
const COCKATIEL_GLOBAL_ABORT =
  'export const neverAbortedSignal = new AbortController().signal;\nconst cancelledSrc = new AbortController();\ncancelledSrc.abort();\nexport const abortedSignal = cancelledSrc.signal;\n';
/** A signal that never aborts needs no controller: listeners are never called, so none are kept. */
const NEVER_ABORTED_SIGNAL = `export const neverAbortedSignal = Object.freeze({
  aborted: false, reason: undefined, onabort: null,
  addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; }, throwIfAborted() {},
});
`;

/** cockatiel's signals without an AbortController at module load, which stops workerd. */
function cockatielAbortAtGlobalScope(): Plugin {
  return {
    name: 'cockatiel-abort-at-global-scope',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: COCKATIEL_ABORT_MODULE }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        // A cockatiel update that changes this text fails the build rather than the Worker's start.
        if (!source.includes(COCKATIEL_GLOBAL_ABORT))
          throw new EdgeBuildError(`cockatiel's ${path.basename(args.path)} changed: check it for work in global scope`);
        return { contents: source.replace(COCKATIEL_GLOBAL_ABORT, NEVER_ABORTED_SIGNAL), loader: 'js' };
      });
    },
  };
}

/** `entry` defaults to server/edge/worker.ts (tests point it elsewhere to check the guard). */
export async function buildEdge(options: { outFile?: string; entry?: string; minify?: boolean } = {}) {
  const outFile = path.resolve(options.outFile ?? DEFAULT_EDGE_OUT_FILE);
  const nodeImports = new Set<string>();
  const result = await build({
    entryPoints: [options.entry ?? EDGE_ENTRY],
    outfile: outFile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['browser', 'module', 'main'],
    minify: options.minify ?? true,
    sourcemap: false,
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [nodeBuiltinGuard(nodeImports), cockatielAbortAtGlobalScope()],
  });
  if (nodeImports.size > 0) {
    throw new EdgeBuildError(`The edge bundle must not import Node built-ins: ${[...nodeImports].join(', ')}`);
  }
  const [, meta] = Object.entries(result.metafile.outputs).find(([file]) => path.resolve(file) === outFile) ?? [];
  if (!meta) throw new EdgeBuildError(`esbuild wrote no ${outFile}`);
  // Belt and braces: nothing external may remain in a single-file Worker.
  const external = meta.imports.find((imported) => imported.external);
  if (external) throw new EdgeBuildError(`The edge bundle keeps an external import: ${external.path}`);
  // inputs: source files in the bundle, project-relative or node_modules paths.
  return { outFile, bytes: meta.bytes, inputs: Object.keys(meta.inputs).sort() };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  buildEdge({ outFile: process.argv[2] })
    .then(({ outFile, bytes, inputs }) => {
      console.log(`edge bundle: ${path.relative(ROOT, outFile)} (${(bytes / 1024).toFixed(1)} KB, ${inputs.length} modules)`);
    })
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    });
}
