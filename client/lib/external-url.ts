// docs/product/frame.md#menu: "Items are external links (address begins with http or https, opening in a new
// tab) or internal links". The frame's links and the content's links tell them apart by the same rule.

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
