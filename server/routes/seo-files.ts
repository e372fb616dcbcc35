// robots.txt and sitemap.xml, from the same head table as the pages (docs/product/frame.md#page-meta).
import { Router } from 'express';
import { robotsTxt, sitemapXml } from '../../shared/routes/page-meta';

export function seoFiles(siteUrl: string): Router {
  const router = Router();
  const robots = robotsTxt(siteUrl);
  const sitemap = sitemapXml(siteUrl);
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots);
  });
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemap);
  });
  return router;
}
