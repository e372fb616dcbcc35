// docs/product/frame.md#menu Menu: "cannot be toggled while its animation runs".
import { useCallback, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** The menu slide transition; site-menu.css uses the same value (--menu-transition in tokens.css). */
export const MENU_TRANSITION_MS = 300;

/** Pure: the clock comes in as an argument, so it is tested without timers. */
export function createMenuToggleGuard(durationMs: number = MENU_TRANSITION_MS) {
  let busyUntil = Number.NEGATIVE_INFINITY;
  return {
    isAnimating: (now: number) => now < busyUntil,
    /** Starts a toggle at `now` (ms) if none is running and returns whether it may go ahead. */
    tryStart(now: number) {
      if (now < busyUntil) return false;
      busyUntil = now + durationMs;
      return true;
    },
  };
}

export interface MenuToggleControls {
  /** For the Menu/Close button: ignored while the slide animation runs. */
  toggle: () => void;
  /** For Escape, overlay click and link clicks: always closes (nobody should be stuck in a menu). */
  close: () => void;
}

/** The guard on the caller's open state; under reduced motion there is no animation to wait for. */
export function useMenuToggle(open: boolean, onOpenChange: (open: boolean) => void): MenuToggleControls {
  const reducedMotion = usePrefersReducedMotion();
  const [guard] = useState(() => createMenuToggleGuard());

  const toggle = useCallback(() => {
    if (reducedMotion || guard.tryStart(Date.now())) onOpenChange(!open);
  }, [reducedMotion, guard, open, onOpenChange]);

  const close = useCallback(() => {
    if (open) onOpenChange(false);
  }, [open, onOpenChange]);

  return { toggle, close };
}
