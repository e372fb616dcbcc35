// The brand mark: a kookaburra's head and beak on a tile, in the brand colours (nav-bar.css fills it
// from the tokens). Decorative: the logo link around it carries the brand name.
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" />
      <path d="M7 24c0-8 5-14 12-14 3 0 5 1 6 3l-5 2 6 2c-1 5-6 8-11 8z" />
      <circle cx="18" cy="15" r="1.8" />
    </svg>
  );
}
