// The browser bundle's react-router, made as small as the code this site uses (docs/architecture.md#budgets: at most
// 95 KB of first-load JavaScript on /, and react-router is the largest part after React).
// 1. react-router publishes only its development build through `exports` (remix-run/react-router
//    #12532, #14753). The production build beside it differs in one flag, ENABLE_DEV_WARNINGS,
//    which keeps the warning code out.
// 2. Its components are created as `var Form = React10.forwardRef(...)` followed by
//    `Form.displayName = "Form"`. Rollup cannot tell that the call is pure, and the property
//    assignment is a side effect, so every component stayed in the bundle whether used or not.
//    Marking forwardRef/createContext/memo calls pure and dropping the displayName assignments (a
//    React DevTools label) lets Rollup remove what nothing imports.
// 3. Every route's error boundary (RenderErrorBoundary) reads RSCRouterContext, true only under
//    react-router's React Server Components routers, to decode the digests of errors a server
//    component threw and follow the redirects they carry. This site renders no server components
//    (RouterProvider over createBrowserRouter, which never provides that context), so the boundary
//    reads it as the false it always is here, and the RSC error handler and digest decoders go.
// The server build keeps Node's resolution: it is not shipped to browsers.
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
