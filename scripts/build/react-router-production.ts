// The browser bundle's react-router, as small as the code this site uses (docs/architecture.md#rendering): the
// production build (the development one without its warning code; only that one is in `exports`), factories pure,
// no displayName side effects, and RSCRouterContext read as false.
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

const productionFile = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export const reactRouterProductionAliases: Alias[] = [
  { find: /^react-router$/, replacement: productionFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: productionFile('dom-export.mjs') },
];

const PURE_FACTORY_CALL = /= (React\d*)\.(forwardRef|createContext|memo)\(/g;
const DISPLAY_NAME_ASSIGNMENT = /^\s*[\w$]+\.displayName = "[^"\n]*";$/gm;
/** The error boundary class, up to the line that gives it RSCRouterContext as its `this.context`. */
const RSC_ERROR_BOUNDARY = /var RenderErrorBoundary = class [\s\S]*?\nRenderErrorBoundary\.contextType = RSCRouterContext;\n/;

/** Rewrite 3: the boundary without the context (React would give it `{}`), `this.context` read as false. */
function withoutRscErrorHandling(code: string): string {
  return code.replace(RSC_ERROR_BOUNDARY, (boundary) =>
    boundary.replace('RenderErrorBoundary.contextType = RSCRouterContext;\n', '').replace(/\bthis\.context\b/g, 'false'),
  );
}

/** Applies the rewrites above to react-router's production files (exported for its test). */
export function treeShakeableReactRouter(code: string): string {
  return withoutRscErrorHandling(code.replace(PURE_FACTORY_CALL, '= /* @__PURE__ */ $1.$2(').replace(DISPLAY_NAME_ASSIGNMENT, ''));
}

export function reactRouterProduction(): Plugin {
  return {
    name: 'react-router-production',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/react-router/dist/production/')) return null;
      return { code: treeShakeableReactRouter(code), map: null };
    },
  };
}
