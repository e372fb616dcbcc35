// The head table (docs/product/frame.md#page-meta): "Page title and description are set per path for about 35 listed
// paths ... with a default title and description otherwise. The canonical link is the site URL
// plus the path. Title hints: from $69.95 per month on the Flip to Fibre page and $53.99 per
// month on the fibre page."
import { describe, expect, it } from 'vitest';
import { canonicalUrl, PATHS } from './paths';
import { DEFAULT_PAGE_META, PAGE_PATHS, pageMetaFor, robotsTxt, sitemapXml } from './page-meta';

const SPEC_ROUTES = [
  '/', '/broadband/nbn', '/broadband/fibre', '/broadband/home-wireless', '/mobile-broadband', '/flip-to-fibre',
  '/flip-to-fibre/features', '/flip-to-fibre/phone', '/flip-to-fibre/about-speeds', '/flip-to-fibre/faq-terms',
  '/mobilephone', '/phone/voip-international', '/broadband/nbn/phone', '/broadband/nbn/home-secure', '/contact-us',
  '/about-us', '/exefix', '/terms', '/privacy-policy', '/speed-boost', '/school-student-broadband-initiative',
  '/lodge-a-complaint', '/esafety', '/assistance', '/network-outage', '/disaster-relief',
];

describe('head table', () => {
  it('covers every route of docs/product/frame.md#unknown-routes, the availability page and /not-found: 35 paths or more', () => {
    for (const path of [...SPEC_ROUTES, PATHS.availability, PATHS.notFound]) expect(PAGE_PATHS).toContain(path);
    expect(PAGE_PATHS.length).toBeGreaterThanOrEqual(35);
  });

  it('gives every page its own title and description of a useful length', () => {
    const titles = PAGE_PATHS.map((p) => pageMetaFor(p).title);
    const descriptions = PAGE_PATHS.map((p) => pageMetaFor(p).description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const path of PAGE_PATHS) {
      const meta = pageMetaFor(path);
      expect(meta.title.length, path).toBeLessThanOrEqual(75);
      expect(meta.description.length, path).toBeGreaterThanOrEqual(70);
      expect(meta.description.length, path).toBeLessThanOrEqual(170);
      expect(meta.heading.length, path).toBeGreaterThan(3);
    }
  });

  it('never says "unlimited data" of mobile plans or mobile broadband, which have allowances (docs/product/pricing.md#plan-promises)', () => {
    for (const meta of [...PAGE_PATHS.map(pageMetaFor), DEFAULT_PAGE_META])
      expect(`${meta.title} ${meta.description}`, meta.heading).not.toMatch(/unlimited data[^.]*\bmobile\b(?! plans, with)/i);
    expect(pageMetaFor(PATHS.mobileBroadband).description).not.toMatch(/unlimited data/i);
    expect(pageMetaFor(PATHS.mobilePhone).description).not.toMatch(/unlimited data/i);
  });

  it('types no "from" price: the priced entries name theirs from the catalogue (priced-page-meta.test.ts)', () => {
    for (const path of PAGE_PATHS) expect(`${pageMetaFor(path).title} ${pageMetaFor(path).description}`, path).not.toMatch(/from \$\d/);
  });

  it('falls back to the default for anything else, and folds a trailing slash', () => {
    expect(pageMetaFor('/no-such-page')).toEqual(DEFAULT_PAGE_META);
    expect(pageMetaFor('/about-us/')).toEqual(pageMetaFor(PATHS.aboutUs));
    expect(pageMetaFor('/about-us/').title).toMatch(/^About Us \| /);
  });

  it('builds the canonical link from the site URL and the path', () => {
    expect(canonicalUrl('https://www.example.com.au/', '/broadband/nbn/')).toBe('https://www.example.com.au/broadband/nbn');
    expect(canonicalUrl('https://www.example.com.au', '/')).toBe('https://www.example.com.au/');
  });

  it('gives each declared page its own path, and a head that travels as loader data without its priced words or reads', () => {
    expect(new Set(PAGE_PATHS).size).toBe(PAGE_PATHS.length);
    for (const path of PAGE_PATHS) expect(Object.keys(pageMetaFor(path)).sort(), path).toEqual(['description', 'heading', 'indexable', 'ogType', 'priority', 'title']);
  });

  it('lists only indexable pages in the sitemap and keeps crawlers out of the rest', () => {
    const sitemap = sitemapXml('https://www.example.com.au');
    expect(sitemap).toContain('<loc>https://www.example.com.au/flip-to-fibre</loc>');
    expect(sitemap).not.toContain('/not-found');
    expect(robotsTxt('https://www.example.com.au')).toContain('Disallow: /not-found');
  });
});
