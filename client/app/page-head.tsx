// Per-page head tags (docs/product/frame.md#page-meta), hoisted into <head> by React 19.
import type { PageMeta } from '../../shared/routes/page-meta';
import { canonicalUrl } from '../../shared/routes/paths';
import { SITE_BRAND } from '../../shared/site-config';

export function PageHead({ meta, siteUrl, path }: { meta: PageMeta; siteUrl: string; path: string }) {
  const url = canonicalUrl(siteUrl, path);
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={url} />
      {meta.indexable ? null : <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={SITE_BRAND.name} />
      <meta property="og:locale" content="en_AU" />
      <meta property="og:type" content={meta.ogType} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
