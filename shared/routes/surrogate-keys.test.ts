import { describe, expect, it } from 'vitest';
import { KNOWN_CONTENT } from './known-content';
import { PAGE_PATHS } from './page-meta';
import { PATHS } from './paths';
import { contentDocumentsOf, contentKey, pageKey, SITE_KEY, surrogateKeysFor } from './surrogate-keys';

describe('surrogate keys (the purge contract of)', () => {
  it('files a page under site, its own path and each content document it reads', () => {
    expect(surrogateKeysFor(PATHS.aboutUs)).toEqual(['site', 'page:/about-us', 'content:pages/about-us', 'content:site/promos']);
  });

  it('adds the content documents named among a page\'s data', () => {
    expect(surrogateKeysFor(PATHS.flipToFibre)).toEqual([
      'site',
      'page:/flip-to-fibre',
      'content:fibre/flip-to-fibre',
      'content:fibre/flip-fibre-plans-content',
      'content:site/promos',
    ]);
    expect(surrogateKeysFor(PATHS.flipFaqTerms)).toContain('content:fibre/terms');
  });

  it('names only known content documents, and every page carries site and its page key', () => {
    for (const path of PAGE_PATHS) {
      const keys = surrogateKeysFor(path);
      expect(keys.slice(0, 2), path).toEqual([SITE_KEY, pageKey(path)]);
      expect(new Set(keys).size, path).toBe(keys.length);
      // Keys travel space-separated in one header: none may contain a space.
      for (const key of keys) expect(key, path).not.toMatch(/\s/);
      for (const [section, page] of contentDocumentsOf(path)) expect(KNOWN_CONTENT[section], `${path}: ${section}/${page}`).toContain(page);
    }
  });

  it('gives an unknown path no content keys', () => {
    expect(surrogateKeysFor('/nowhere')).toEqual(['site', 'page:/nowhere']);
    expect(contentKey('nbn', 'faqs')).toBe('content:nbn/faqs');
  });
});
