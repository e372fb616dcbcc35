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

/**
 * docs/product/frame.md#body-classes: "The body gets a style class derived from the path. The homepage, /mobile-broadband
 * and /broadband/home-wireless get special classes (the last two: 'mbb-hwbb-disabled'). A
 * 'has-banner' class is set unless the flood banner was hidden."
 * Returns a space-separated class list ready for `document.body.className`.
 */
export function bodyClassForPath(path: string, { bannerHidden }: BodyClassOptions): string {
  const clean = bareLowercasePath(path);
  const classes: string[] = [];
  if (clean === '/') {
    classes.push('page-home', 'homepage');
  } else {
    const slug = clean
      .slice(1)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    classes.push(`page-${slug || 'home'}`);
  }
  if (MBB_HWBB_PATHS.has(clean)) classes.push('mbb-hwbb-disabled');
  if (!bannerHidden) classes.push('has-banner');
  return classes.join(' ');
}

export type FooterTheme = 'grey' | 'off-blue' | 'indigo' | 'light-green';

/**
 * docs/product/frame.md#footer: "Footer background is grey, off-blue or indigo on listed product pages and light
 * green on /lodge-a-complaint." The list of product pages is not given by the product rules.
 * DECISION (the mapping we chose, in order of precedence):
 *   /lodge-a-complaint                                   -> light-green (stated by the product rules)
 *   /broadband/*, /flip-to-fibre and its sub-pages,
 *   /mobile-broadband, /mobilephone                      -> off-blue (plan pages: the SIM plans
 *                                                           are ordered like the others)
 *   /phone/*                                             -> indigo (the call rates)
 *   everything else, including /                         -> grey
 */
export function footerThemeForPath(path: string): FooterTheme {
  const clean = bareLowercasePath(path);
  const under = (prefix: string) => clean === prefix || clean.startsWith(`${prefix}/`);
  if (under('/lodge-a-complaint')) return 'light-green';
  // '/flip-to-fibre*' as a prefix: the page, its sub-pages and any sibling such as a plans page.
  if (under('/broadband') || clean.startsWith('/flip-to-fibre') || under('/mobile-broadband') || under('/mobilephone')) return 'off-blue';
  if (under('/phone')) return 'indigo';
  return 'grey';
}
