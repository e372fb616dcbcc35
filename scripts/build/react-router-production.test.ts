import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionAliases, treeShakeableReactRouter } from './react-router-production';

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
    const production = reactRouterProductionAliases[0]!.replacement;
    const chunks = [...readFileSync(production, 'utf8').matchAll(/from "\.\/(chunk-[A-Z0-9]+\.mjs)"/g)].map((m) => readFileSync(production.replace('index.mjs', m[1]!), 'utf8'));
    const withBoundary = chunks.filter((code) => code.includes('RenderErrorBoundary.contextType = RSCRouterContext;'));
    expect(withBoundary).toHaveLength(1);
    const out = treeShakeableReactRouter(withBoundary[0]!);
    expect(out).not.toContain('RenderErrorBoundary.contextType');
    expect(out.match(/var RenderErrorBoundary = class [\s\S]*?\n};\n/)![0]).not.toContain('this.context');
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
