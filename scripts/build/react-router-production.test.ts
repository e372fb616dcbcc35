import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionAliases, treeShakeableReactRouter, UNUSED_ROUTER_METHOD } from './react-router-production';

/** The installed production build's chunks, as text. */
function installedChunks(): string[] {
  const production = reactRouterProductionAliases[0]!.replacement;
  return [...readFileSync(production, 'utf8').matchAll(/from "\.\/(chunk-[A-Z0-9]+\.mjs)"/g)].map((m) => readFileSync(production.replace('index.mjs', m[1]!), 'utf8'));
}

/** What calls the router methods UNUSED_ROUTER_METHOD drops: these hooks and components, and HydratedRouter's HMR. */
const HOOKS_OF_DROPPED_METHODS = ['useFetcher', 'useSubmit', 'Form', 'useRevalidator', 'ScrollRestoration', 'HydratedRouter'];

describe('react-router production build for the browser (docs/architecture.md#budgets first-load budget)', () => {
  it('marks component and context factories pure and drops the displayName labels', () => {
    const source = [
      'var Form = React10.forwardRef(',
      '  function FormImpl() {}',
      ');',
      'Form.displayName = "Form";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'var MemoizedDataRoutes = React3.memo(DataRoutes2);',
      'var other = compute(1);',
    ].join('\n');
    const out = treeShakeableReactRouter(source);
    expect(out).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
    expect(out).toContain('var RouteContext = /* @__PURE__ */ React.createContext(null);');
    expect(out).toContain('var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);');
    expect(out).not.toContain('displayName');
    expect(out).toContain('var other = compute(1);');
  });

  it("reads the RSC router context in the route error boundary as the false it is without server components", () => {
    const source = [
      'var RenderErrorBoundary = class extends React2.Component {',
      '  render() {',
      '    if (this.context && typeof error === "object") decode(error);',
      '    if (this.context) {',
      '      return /* @__PURE__ */ React2.createElement(RSCErrorHandler, { error }, result);',
      '    }',
      '    return result;',
      '  }',
      '};',
      'RenderErrorBoundary.contextType = RSCRouterContext;',
      'var other = this.context;',
    ].join('\n');
    const out = treeShakeableReactRouter(source);
    expect(out).toContain('if (false && typeof error === "object") decode(error);');
    expect(out).toContain('if (false) {');
    expect(out).not.toContain('contextType');
    expect(out).toContain('var other = this.context;');
  });

  it("finds the route error boundary's RSC context in the installed react-router (an upgrade that changes it fails here)", () => {
    const withBoundary = installedChunks().filter((code) => code.includes('RenderErrorBoundary.contextType = RSCRouterContext;'));
    expect(withBoundary).toHaveLength(1);
    const out = treeShakeableReactRouter(withBoundary[0]!);
    expect(out).not.toContain('RenderErrorBoundary.contextType');
    expect(out.match(/var RenderErrorBoundary = class [\s\S]*?\n};\n/)![0]).not.toContain('this.context');
  });

  it('reads the router options the site does not pass as absent and drops the methods only unused hooks call', () => {
    const source = [
      'function createRouter(init) {',
      '  if (init.instrumentations) wrap(init.instrumentations);',
      '  let dataStrategyImpl = init.dataStrategy || defaultDataStrategy;',
      '  if (!init.patchRoutesOnNavigation) return;',
      '  router = {',
      '    navigate,',
      '    fetch: fetch2,',
      '    revalidate,',
      '    getFetcher,',
      '    deleteFetcher: queueFetcherForDeletion,',
      '    patchRoutes,',
      '    getBlocker,',
      '  };',
      '}',
      'var other = opts.dataStrategy;',
    ].join('\n');
    const out = treeShakeableReactRouter(source);
    expect(out).toContain('if (undefined) wrap(undefined);');
    expect(out).toContain('let dataStrategyImpl = undefined || defaultDataStrategy;');
    expect(out).toContain('if (!undefined) return;');
    expect(out).toContain('  router = {\n    navigate,\n    getBlocker,\n  };');
    expect(out).toContain('var other = opts.dataStrategy;');
  });

  it("finds the router's dropped methods in the installed react-router, and the browser code uses nothing that calls them", () => {
    const withRouter = installedChunks().filter((code) => code.includes('function createRouter(init) {'));
    expect(withRouter).toHaveLength(1);
    const routerObject = withRouter[0]!.match(/\n {2}router = \{\n[\s\S]*?\n {2}\};\n/)![0];
    expect(routerObject.match(UNUSED_ROUTER_METHOD)).toHaveLength(8);
    expect(withRouter[0]!.match(UNUSED_ROUTER_METHOD)).toHaveLength(8);
    // Created with no options, so none of those read as absent is passed.
    const client = fileURLToPath(new URL('../../client/', import.meta.url));
    expect(readFileSync(`${client}entry-client.tsx`, 'utf8')).toContain('createBrowserRouter(routes);');
    const browserFiles = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test(-helper)?\.tsx?$/.test(f));
    const hooks = new RegExp(`\\b(${HOOKS_OF_DROPPED_METHODS.join('|')})\\b[^;]*from 'react-router`);
    expect(browserFiles.filter((f) => hooks.test(readFileSync(`${client}${f}`, 'utf8')))).toEqual([]);
  });

  it('points at files that exist, beside the development build the package exports', () => {
    for (const alias of reactRouterProductionAliases) expect(existsSync(alias.replacement), alias.replacement).toBe(true);
    expect(fileURLToPath(import.meta.resolve('react-router'))).toBe(reactRouterProductionAliases[0]!.replacement.replace('/production/', '/development/'));
  });

  // The comment in react-router-production.ts rests on this: if an upgrade makes the two builds
  // differ in more than the dev-warnings flag, this fails and the choice must be looked at again.
  it('the production build differs from the development one only in the dev-warnings flag', () => {
    const production = reactRouterProductionAliases[0]!.replacement;
    const development = production.replace('/production/', '/development/');
    const chunksOf = (index: string) => [...readFileSync(index, 'utf8').matchAll(/from "\.\/(chunk-[A-Z0-9]+\.mjs)"/g)].map((m) => m[1]!);
    const normalise = (text: string) =>
      text.replace(/chunk-[A-Z0-9]+\.mjs/g, 'chunk.mjs').replace(/var ENABLE_DEV_WARNINGS = (true|false);/, 'var ENABLE_DEV_WARNINGS = FLAG;');
    const productionChunks = chunksOf(production);
    const developmentChunks = chunksOf(development);
    expect(productionChunks.length).toBeGreaterThan(0);
    expect(productionChunks.length).toBe(developmentChunks.length);
    productionChunks.forEach((chunk, i) => {
      const prod = readFileSync(production.replace('index.mjs', chunk), 'utf8');
      const dev = readFileSync(development.replace('index.mjs', developmentChunks[i]!), 'utf8');
      expect(normalise(prod) === normalise(dev), `${chunk} vs ${developmentChunks[i]}`).toBe(true);
    });
  });
});
