// docs/product/frame.md#body-classes Site frame: the body class derived from the path, and the footer background per path.

export interface BodyClassOptions {
  /** True once the visitor dismissed the banner (hideAlert in local storage, docs/product/frame.md#promo-banner). */
  bannerHidden: boolean;
}

/** docs/product/frame.md#body-classes: these two plan pages get 'mbb-hwbb-disabled'. */
const MBB_HWBB_PATHS = new Set(['/mobile-broadband', '/broadband/home-wireless']);

/** '/broadband/nbn/?x=1#plans' -> '/broadband/nbn': query, hash and trailing slashes do not count. */
function bareLowercasePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return `/${bare.toLowerCase().replace(/^\/+|\/+$/g, '')}`;
}

/** docs/product/frame.md#body-classes: the body's classes from the path, space-separated for `document.body.className`. */
export function bodyClassForPath(path: string, { bannerHidden }: BodyClassOptions): string {
  const clean = bareLowercasePath(path);
  const classes: string[] = [];
  if (clean === '/') {
    classes.push('page-home', 'homepage');
  } else {
    const slug = clean.slice(1).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    classes.push(`page-${slug || 'home'}`);
  }
  if (MBB_HWBB_PATHS.has(clean)) classes.push('mbb-hwbb-disabled');
  if (!bannerHidden) classes.push('has-banner');
  return classes.join(' ');
}

export type FooterTheme = 'grey' | 'off-blue' | 'indigo' | 'light-green';

/** docs/product/frame.md#footer: the footer background; which product page gets which colour is the site's choice, written there. */
export function footerThemeForPath(path: string): FooterTheme {
  const clean = bareLowercasePath(path);
  const under = (prefix: string) => clean === prefix || clean.startsWith(`${prefix}/`);
  if (under('/lodge-a-complaint')) return 'light-green';
  // '/flip-to-fibre*' as a prefix: the page, its sub-pages and any sibling such as a plans page.
  if (under('/broadband') || clean.startsWith('/flip-to-fibre') || under('/mobile-broadband') || under('/mobilephone')) return 'off-blue';
  if (under('/phone')) return 'indigo';
  return 'grey';
}
