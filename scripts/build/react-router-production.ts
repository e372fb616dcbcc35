// The browser bundle's react-router, as small as the code this site uses (docs/architecture.md#rendering): the
// production build (the development one without its warning code; only that one is in `exports`), rewritten as below.
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

const productionFile = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export const reactRouterProductionAliases: Alias[] = [
  { find: /^react-router$/, replacement: productionFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: productionFile('dom-export.mjs') },
];

/** The router's methods that only hooks the site does not import call (useFetcher, useSubmit, Form, useRevalidator, ScrollRestoration) or HMR. */
export const UNUSED_ROUTER_METHOD = /^ {4}(fetch: fetch2|revalidate|enableScrollRestoration|getFetcher|resetFetcher|deleteFetcher: \w+|patchRoutes|_internalSetRoutes),\n/gm;

const REWRITES: [RegExp, (match: string, ...groups: string[]) => string][] = [
  // Component and context factories pure, and no displayName side effects.
  [/= (React\d*)\.(forwardRef|createContext|memo)\(/g, (_, react, factory) => `= /* @__PURE__ */ ${react}.${factory}(`],
  [/^\s*[\w$]+\.displayName = "[^"\n]*";$/gm, () => ''],
  // The error boundary class, up to the line that gives it RSCRouterContext as its `this.context`: without
  // the context (React would give it `{}`), `this.context` read as false.
  [
    /var RenderErrorBoundary = class [\s\S]*?\nRenderErrorBoundary\.contextType = RSCRouterContext;\n/,
    (boundary) => boundary.replace('RenderErrorBoundary.contextType = RSCRouterContext;\n', '').replace(/\bthis\.context\b/g, 'false'),
  ],
  // Options client/entry-client.tsx's createBrowserRouter(routes) does not pass, read as absent.
  [/\binit\.(instrumentations|patchRoutesOnNavigation|dataStrategy)\b/g, () => 'undefined'],
  [UNUSED_ROUTER_METHOD, () => ''],
];

/** Applies the rewrites above to react-router's production files (exported for its test). */
export const treeShakeableReactRouter = (code: string): string => REWRITES.reduce((out, [pattern, by]) => out.replace(pattern, by), code);

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
