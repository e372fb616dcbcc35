// The surrogate keys a purge may name (shared/routes/surrogate-keys.ts); any other is refused, so a purge never probes the caches.
import { z } from 'zod';
import { KNOWN_CONTENT } from '../../../shared/routes/known-content';
import { contentKey, pageKey, SITE_KEY } from '../../../shared/routes/surrogate-keys';

/** More keys than this in one purge is a mistake (every page and document is far fewer). */
export const MAX_PURGE_KEYS = 100;

/** What one purge clears, in the shape the caches take it. */
export interface PurgePlan {
  /** The keys as given, without repeats (what the page cache drops entries by). */
  keys: string[];
  /** Every upstream content answer ('all', for `site`) or the listed documents. */
  content: 'all' | [section: string, page: string][];
}

/** A purge's `Surrogate-Key` header (keys separated by spaces, as Varnish takes them) checked against the known keys, as a plan. */
export function purgeKeysSchema(pagePaths: Iterable<string>) {
  const known = new Set<string>([SITE_KEY]);
  for (const path of pagePaths) known.add(pageKey(path));
  for (const [section, pages] of Object.entries(KNOWN_CONTENT)) for (const page of pages) known.add(contentKey(section, page));
  const key = z.string().refine((key) => known.has(key), { error: (issue) => `unknown surrogate key ${JSON.stringify(issue.input)}` });
  return z
    .string()
    .max(8192)
    .transform((header) => header.split(' ').filter(Boolean))
    .pipe(z.array(key).min(1, 'name at least one surrogate key').max(MAX_PURGE_KEYS))
    .transform((keys): PurgePlan => {
      const unique = [...new Set(keys)];
      if (unique.includes(SITE_KEY)) return { keys: unique, content: 'all' };
      const content = unique.filter((key) => key.startsWith('content:')).map((key) => key.slice('content:'.length).split('/') as [string, string]);
      return { keys: unique, content };
    });
}
