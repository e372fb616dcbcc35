// A local ESLint rule for the import boundaries of STYLE.md. It resolves every relative import
// against the importing file, so `../../server/x` and `../plans/y` are judged by where they land.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const NODE_BUILTINS = /^(node:|fs$|path$|http$|https$|crypto$|os$|stream$|url$|child_process$|net$|zlib$)/;

const top = (rel) => rel.split(path.sep)[0];
const featureOf = (rel) => {
  const parts = rel.split(path.sep);
  return parts[0] === 'client' && parts[1] === 'features' ? parts[2] : undefined;
};

/** Returns a message when `from` (project-relative file) may not import `to` (a specifier). */
export function boundaryViolation(from, specifier) {
  const fromTop = top(from);
  if (!specifier.startsWith('.')) {
    if (fromTop === 'shared' && NODE_BUILTINS.test(specifier)) return 'shared/ uses no Node API (STYLE.md).';
    return undefined;
  }
  const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(from), specifier));
  const toTop = top(target);
  const isTest = /\.test\.tsx?$/.test(from) || from.startsWith(`tests${path.sep}`);
  if (fromTop === 'shared' && ['server', 'client', 'provider'].includes(toTop))
    return `shared/ must not import ${toTop}/ (STYLE.md).`;
  if (fromTop === 'client' && ['server', 'provider'].includes(toTop))
    return `client/ must not import ${toTop}/ (STYLE.md).`;
  if (fromTop === 'provider' && ['server', 'client'].includes(toTop))
    return `provider/ must not import ${toTop}/: it stands in for outside services.`;
  if (fromTop === 'server' && !isTest) {
    if (toTop === 'client' && !/^client[/\\]entry-server(\.tsx)?$/.test(target))
      return 'server/ imports client/ only through client/entry-server.tsx (STYLE.md).';
    if (toTop === 'provider' && !/start-embedded-provider\.ts$/.test(from))
      return 'server/ imports provider/ only where it starts it (server/start-embedded-provider.ts).';
  }
  const fromFeature = featureOf(from);
  const toFeature = featureOf(target);
  if (fromFeature && toFeature && fromFeature !== toFeature)
    return `features never import each other: ${fromFeature} imports ${toFeature} (STYLE.md).`;
  if (toTop === 'client' && top(from) === 'client' && /^client[/\\](components|store|lib)/.test(from) && toFeature)
    return 'shared client code (components, store, lib) must not import a feature (STYLE.md: shared -> features -> app).';
  return undefined;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { boundary: '{{message}}' } },
  create(context) {
    const from = path.relative(ROOT, context.filename);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const message = boundaryViolation(from, specifier);
      if (message) context.report({ node, messageId: 'boundary', data: { message } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'import-boundaries': rule } };
