// docs/product/frame.md#focus-in-view: a combobox's option reached with the arrow keys is scrolled into view, as focus
// would be, once React has drawn it active. Not on hover: that would move the page under the pointer.
import { useEffect, type RefObject } from 'react';

export const keepActiveOptionInView = (input: HTMLElement): void =>
  void requestAnimationFrame(() => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.scrollIntoView?.({ block: 'nearest' }));

// A list that opens below the window (a short phone, its keyboard up) is scrolled up into it once, as it opens, never
// while it updates, and only as far as keeps the box clear of the nav bar (the page's scroll offset).
export function useListInView(open: boolean, input: RefObject<HTMLElement | null>, list: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open || !list.current || !input.current || document.activeElement !== input.current) return;
    const below = list.current.getBoundingClientRect().bottom - (window.visualViewport?.height ?? window.innerHeight);
    // The box's own clearance below the bar (base.css); a box in the bar has none, and scrolling cannot move it.
    const clearance = parseFloat(getComputedStyle(input.current).scrollMarginTop) || 0;
    const room = input.current.getBoundingClientRect().top - clearance;
    if (below > 0 && room > 0 && clearance > 0) window.scrollBy({ top: Math.min(below, room) });
  }, [open, input, list]);
}
