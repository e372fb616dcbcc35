// No import circles, type-only ones included, and server/config/ at the bottom (directions between folders: eslint/boundaries.js).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Break the circle: move what both sides need into a module of its own that neither imports back.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'config-at-the-bottom',
      severity: 'error',
      comment: 'server/config/ reads and checks the environment and holds the defaults; the features are handed numbers, and config knows none of them.',
      from: { path: '^server/config/', pathNot: '[.]test[.]ts$' },
      to: { path: '^(server|client|provider)/', pathNot: '^server/config/' },
    },
    {
      name: 'defaults-live-with-config',
      severity: 'error',
      comment:
        "A setting's default is read by the config (env.ts for Node, edge/edge-env.ts for the edge), which hands the feature the number; a feature never falls back to one itself. Tests may name them.",
      from: { path: '^server/', pathNot: ['^server/config/', '^server/edge/edge-env[.]ts$', '[.]test[.]ts$', '[.]test-helper[.]ts$'] },
      to: { path: '^server/config/defaults[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|coverage|tests/\\.artifacts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.mts'] },
  },
};
