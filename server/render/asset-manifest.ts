// The Vite build manifest as a page's entry script, stylesheets and modulepreload links (none in dev).
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** Entry module scripts, added by the page's inline loader (render/module-loader.ts). */
  bootstrapModules: string[];
  resolve(pageModules: string[]): { stylesheets: string[]; modulePreloads: string[] };
}

export const CLIENT_ENTRY = 'client/entry-client.tsx';

export function assetsFromManifest(clientDir: string): PageAssets {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the build manifest`);
  const url = (file: string) => `/${file}`;

  // Every chunk a module needs, depth first, without repeats.
  const closure = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key) || !manifest[key]) return [];
    seen.add(key);
    return [key, ...(manifest[key].imports ?? []).flatMap((k) => closure(k, seen))];
  };
  const entryChunks = closure(CLIENT_ENTRY);
  const cssOf = (keys: string[]) => keys.flatMap((k) => manifest[k]?.css ?? []);
  const globalCss = Object.values(manifest)
    .filter((c) => c.file.endsWith('.css'))
    .map((c) => c.file);
  const baseStyles = [...new Set([...cssOf(entryChunks), ...globalCss])].map(url);
  const cache = new Map<string, { stylesheets: string[]; modulePreloads: string[] }>();

  return {
    bootstrapModules: [url(entry.file)],
    resolve(pageModules) {
      const key = pageModules.join('|');
      let found = cache.get(key);
      if (!found) {
        const seen = new Set(entryChunks);
        const pageChunks = pageModules.flatMap((m) => closure(m, seen));
        found = {
          stylesheets: [...new Set([...baseStyles, ...cssOf(pageChunks).map(url)])],
          modulePreloads: [
            // The entry too: the inline loader adds it later, so the preload fetches it with the head.
            ...entryChunks.map((k) => url(manifest[k]!.file)),
            ...pageChunks.map((k) => url(manifest[k]!.file)),
          ],
        };
        cache.set(key, found);
      }
      return found;
    },
  };
}

/** Dev: Vite serves the entry from source and injects CSS itself. */
export function devAssets(): PageAssets {
  return {
    bootstrapModules: ['/@vite/client', '/client/dev/dev-entry.js'],
    resolve: () => ({ stylesheets: [], modulePreloads: [] }),
  };
}
