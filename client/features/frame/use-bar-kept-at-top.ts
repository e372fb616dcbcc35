// docs/product/frame.md#menu: the open panel is the screen's height under the nav bar, so it ends inside the
// screen only while the bar is at the screen's top.
import { useLayoutEffect, type RefObject } from 'react';

/**
 * While `open`, scrolls the banner (and the agent bar) out of view: on opening, and again when the page's size
 * changes (a font arriving, a narrower window) and the banner grew. A visitor who scrolls back up is left there:
 * following every scroll would also move the Close button under a pointer on its way to it.
 */
export function useBarKeptAtTop(open: boolean, inBar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = open ? inBar.current?.closest('header') : null; // the nav bar: the header holding the menu's toggle
    if (!bar) return;
    const keepAtTop = () => {
      const top = bar.getBoundingClientRect().top;
      if (top > 0) window.scrollBy({ top, behavior: 'instant' });
    };
    keepAtTop();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(keepAtTop) : null;
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, [open, inBar]);
}
