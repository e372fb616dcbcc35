// The browser bundle's react-router, made as small as the code this site uses (docs/architecture.md#budgets: at most
// 105 KB of first-load JavaScript on /, and react-router is the largest part after React).
// 1. react-router publishes only its development build through `exports` (remix-run/react-router
//    #12532, #14753). The production build beside it differs in one flag, ENABLE_DEV_WARNINGS,
//    which keeps the warning code out.
// 2. Its components are created as `var Form = React10.forwardRef(...)` followed by
//    `Form.displayName = "Form"`. Rollup cannot tell that the call is pure, and the property
//    assignment is a side effect, so every component stayed in the bundle whether used or not.
//    Marking forwardRef/createContext/memo calls pure and dropping the displayName assignments (a
//    React DevTools label) lets Rollup remove what nothing imports.
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

/** Applies the two rewrites above to react-router's production files (exported for its test). */
export function treeShakeableReactRouter(code: string): string {
  return code.replace(PURE_FACTORY_CALL, '= /* @__PURE__ */ $1.$2(').replace(DISPLAY_NAME_ASSIGNMENT, '');
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
