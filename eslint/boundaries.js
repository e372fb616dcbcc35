// The import boundaries of docs/architecture.md#import-rules as eslint-plugin-boundaries element types and policies. Every
// file belongs to one element; an import is an error unless a policy below allows its direction.
import boundaries from 'eslint-plugin-boundaries';

/** Folder and file patterns, most specific first: a file is the first element whose pattern it matches. */
const ELEMENTS = [
  // A feature folder; `feature` is its name, so two features can be told apart.
  { type: 'client-feature', pattern: 'client/features/*', capture: ['feature'] },
  // Client code every feature may use: it must not know any feature (docs/architecture.md#import-rules).
  { type: 'client-shared', pattern: 'client/{components,store,lib}' },
  { type: 'client', pattern: 'client' },
  { type: 'server', pattern: 'server' },
  { type: 'shared', pattern: 'shared' },
  { type: 'provider', pattern: 'provider' },
  // The measuring harness: starts the built site, the provider and the peers for every script and browser test.
  { type: 'harness', pattern: 'harness' },
  { type: 'loadtests', pattern: 'loadtests' },
  { type: 'scripts', pattern: '{scripts,eslint}' },
  { type: 'tests', pattern: 'tests' },
];

const CLIENT_TYPES = ['client', 'client-shared', 'client-feature'];
const SERVER_TYPES = ['server'];
const ALL_TYPES = ELEMENTS.map((element) => element.type);

const from = (types, extra = {}) => ({ element: { types: { anyOf: types } }, ...extra });
const to = (types) => ({ to: { element: { types: { anyOf: types } } } });
const category = (name) => ({ file: { categories: { anyOf: [name] } } });
const TEST_FILES = category('test');

/** Policies are read in order; a later one overrides an earlier one for the same import. */
const POLICIES = [
  // Packages are everyone's, except Node's own modules in shared/ (it runs in the browser too).
  { allow: { to: { module: { origin: '{external,core}' } } } },
  { from: from(['shared']), disallow: { to: { module: { origin: 'core' } } } },

  { from: from(['shared']), allow: to(['shared']) },
  { from: from(CLIENT_TYPES), allow: to([...CLIENT_TYPES, 'shared']) },
  { from: from(['provider']), allow: to(['provider', 'shared']) },
  { from: from(SERVER_TYPES), allow: to([...SERVER_TYPES, 'shared']) },
  // The one door from server/ into client/ (streaming SSR), and the one into provider/ (starting it).
  { from: from(SERVER_TYPES), allow: { to: { element: { type: 'client' }, ...category('client-entry-server') } } },
  { from: from(SERVER_TYPES, category('provider-start')), allow: to(['provider']) },
  // Scripts, load tests and the browser tests drive the whole site through the harness they share,
  // which knows none of them; scripts and load tests never reach into the tests (a script's own test may).
  { from: from(['tests']), allow: to(ALL_TYPES) },
  { from: from(['scripts']), allow: to(ALL_TYPES.filter((type) => type !== 'tests')) },
  { from: from(['loadtests']), allow: to(ALL_TYPES.filter((type) => type !== 'tests' && type !== 'scripts')) },
  { from: from(['harness']), allow: to(ALL_TYPES.filter((type) => !['scripts', 'loadtests', 'tests'].includes(type))) },
  { from: from(['scripts', 'loadtests'], TEST_FILES), allow: to(['tests']) },
  // Tests beside the code: server tests start the whole site; client, shared and provider tests may
  // use tests/support but stay on their side.
  { from: from(SERVER_TYPES, TEST_FILES), allow: to(ALL_TYPES) },
  { from: from([...CLIENT_TYPES, 'shared', 'provider'], TEST_FILES), allow: to(['tests']) },

  // Features never import each other; client-wide code never imports a feature.
  {
    from: from(['client-feature']),
    disallow: { to: { element: { type: 'client-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
  },
  { from: from(['client-shared']), disallow: to(['client-feature']) },
];

export const boundariesConfig = {
  plugins: { boundaries },
  settings: {
    'boundaries/elements': ELEMENTS,
    'boundaries/files': [
      { category: 'test', pattern: '**/*.{test.ts,test.tsx,test-helper.ts}' },
      { category: 'client-entry-server', pattern: 'client/entry-server.tsx' },
      { category: 'provider-start', pattern: 'server/start-embedded-provider.ts' },
    ],
    'boundaries/include': ['{client,server,shared,provider,harness,scripts,loadtests,eslint,tests}/**/*.{ts,tsx,js,mjs}'],
    // Imports, re-exports and dynamic imports all count.
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'disallow', checkAllOrigins: true, policies: POLICIES }],
  },
};
