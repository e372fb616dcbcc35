// No import circles anywhere, and the server's configuration at the bottom (`npm run lint` runs this
// after eslint; eslint/boundaries.js holds the directions between folders). Type-only imports count:
// a circle of types is still a circle a reader has to untangle, and it is how the runtime circles start.
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|coverage|tests/\\.artifacts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.mts'] },
  },
};
