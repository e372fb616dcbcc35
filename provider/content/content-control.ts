// Test-only, loopback-only: an editor's change at the CMS at run time; only documents the registry has can be replaced.
import express from 'express';
import { requireLoopback, sendError } from '../knobs';

export type ContentPages = Record<string, Record<string, unknown>>;

const copyOf = (pages: ContentPages): ContentPages => Object.fromEntries(Object.entries(pages).map(([section, docs]) => [section, { ...docs }]));

/** `pages`: the documents served now, the registry's with any replaced ones (read per request). */
export function createContentControl(registry: ContentPages) {
  const pages = copyOf(registry);
  const router = express.Router();
  router.use('/__control/content', requireLoopback, express.json({ limit: '256kb' }));
  router.put('/__control/content/:section/:page', (req, res) => {
    const { section, page } = req.params;
    const body: unknown = req.body;
    if (!Object.hasOwn(registry, section) || !Object.hasOwn(registry[section]!, page)) {
      return sendError(res, 404, 'CONTENT_NOT_FOUND', `No content at ${section}/${page}`);
    }
    if (typeof body !== 'object' || body === null) return sendError(res, 400, 'INVALID_CONTENT', 'The body must be a JSON object or array');
    pages[section]![page] = body;
    res.json({ replaced: `${section}/${page}` });
  });
  router.delete('/__control/content', (_req, res) => {
    for (const [section, docs] of Object.entries(copyOf(registry))) pages[section] = docs;
    res.json({ restored: true });
  });
  return { pages, router };
}
