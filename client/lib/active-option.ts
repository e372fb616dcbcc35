// docs/product/frame.md#focus-in-view: a combobox's option reached with the arrow keys is scrolled into view, as focus
// would be, once React has drawn it active. Not on hover: that would move the page under the pointer.
export const keepActiveOptionInView = (input: HTMLElement): void =>
  void requestAnimationFrame(() => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.scrollIntoView?.({ block: 'nearest' }));
