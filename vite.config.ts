// Two-pass build: the client into dist/client with a manifest, then the server and provider into dist/server.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkModules } from './scripts/build/chunk-modules';
import { precompressAssets } from './scripts/build/precompress-assets';
import { reactRouterProduction, reactRouterProductionAliases } from './scripts/build/react-router-production';

/** Browser modules grouped by hand: the first match names a module's chunk; none, Rollup's choice. */
const MANUAL_CHUNKS: [RegExp, string][] = [
  // Every page renders in PageLayout, and the address check, the offer and /compare read the status rules:
  // in the entry they cost no request of their own (docs/architecture.md#rendering).
  [/client\/(entry-client|app\/page-layout|features\/content\/content-blocks|components\/ui\/(error-panel|button|route-link))\.tsx$/, 'entry-client'],
  [/shared\/domain\/(address\/(service-status|months-until-fttp)|flip\/flip-status)\.ts$/, 'entry-client'],
  // The fee and price formats every result message and price reads.
  [/shared\/domain\/pricing\/money\.ts$/, 'price-basics'],
  // What the address check and /availability read beside it: one chunk each costs one request, not two.
  [/shared\/domain\/address\/(messages|service-type-from-path)\.ts$/, 'address-texts'],
  [/shared\/domain\/address\/(address-fallbacks|location-id)\.ts$/, 'address-ids'],
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // The browser build only: react-router's production build, which modules each chunk holds, and the
  // text assets compressed beside themselves.
  plugins: command === 'build' && !isSsrBuild ? [react(), reactRouterProduction(), chunkModules(), precompressAssets()] : [react()],
  publicDir: false,
  resolve: command === 'build' && !isSsrBuild ? { alias: reactRouterProductionAliases } : {},
  build: isSsrBuild
    ? {
        ssr: true,
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        sourcemap: true,
        rollupOptions: {
          input: {
            index: 'server/index.ts',
            instrument: 'server/instrument.ts',
            provider: 'provider/main.ts',
          },
          output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        // terser squeezes a few KB more than esbuild out of the first-load bundle (docs/architecture.md#budgets).
        // No safari10 workarounds (Vite's default) for an es2022 build: 169 bytes on /flip-to-fibre/phone.
        minify: 'terser',
        terserOptions: { safari10: false, compress: { passes: 2, ecma: 2020 }, mangle: true, format: { comments: false } },
        // One small stylesheet for the whole site (docs/architecture.md#budgets CSS budget): no route waits on CSS.
        cssCodeSplit: false,
        // React's CommonJS at the chunk's top level, compiled as the chunk streams in, rather than each
        // module in a function compiled on the main thread at its first require (docs/operations.md#lighthouse).
        commonjsOptions: { strictRequires: 'auto' },
        rollupOptions: {
          input: 'client/entry-client.tsx',
          output: { manualChunks: (id) => MANUAL_CHUNKS.find(([pattern]) => pattern.test(id))?.[1] },
        },
      },
}));
