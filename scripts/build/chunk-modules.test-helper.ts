// What the tests read from chunk-modules.json (chunk-modules.ts writes it): docs/architecture.md#budgets.
import type { ChunkModules } from './chunk-modules';

/** The chunks every page loads first: the entry chunks and, transitively, their static imports. */
export function firstLoadChunks(chunks: ChunkModules): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !chunks[file]) return;
    seen.add(file);
    chunks[file].imports.forEach(visit);
  };
  for (const file of Object.keys(chunks)) if (chunks[file]!.isEntry) visit(file);
  return seen;
}

/** Every way a page module breaks code splitting (docs/architecture.md#budgets): not one chunk of its own, off the first load. */
export function pageModuleViolations(chunks: ChunkModules, pageModules: readonly string[]): string[] {
  const violations: string[] = [];
  const entries = Object.keys(chunks).filter((file) => chunks[file]!.isEntry);
  if (entries.length === 0) violations.push('no entry chunk in the build');
  const firstLoad = firstLoadChunks(chunks);
  const pages = [...new Set(pageModules)];
  for (const page of pages) {
    const holders = Object.keys(chunks).filter((file) => chunks[file]!.modules.includes(page));
    if (holders.length !== 1) violations.push(`${page} is in ${holders.length} chunks${holders.length ? ` (${holders.join(', ')})` : ''}, not one of its own`);
    for (const file of holders) {
      if (firstLoad.has(file)) violations.push(`${page} is in ${file}, which loads with the entry`);
      const others = pages.filter((other) => other !== page && chunks[file]!.modules.includes(other));
      if (others.length > 0) violations.push(`${page} shares ${file} with ${others.join(', ')}`);
    }
  }
  return violations;
}
