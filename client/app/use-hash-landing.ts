// docs/product/address-check.md#ways-on: an in-app navigation to `#plans` lands there and moves focus to it.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { focusAtStart } from '../lib/focus-at-start';

/** How many frames to wait for the target to be drawn (a plan list still arriving) before giving up. */
const MAX_FRAMES = 30;

export function useHashLanding(): void {
  const { key, hash } = useLocation();
  useEffect(() => {
    // The first render's location is the page load's: the browser has placed it already, but an answer it focused
    // (autofocus) taller than the window it centres, heading above it (docs/product/plans.md#what-speed-do-i-need).
    // One whose top shows below the nav bar (its scroll margin) stays put, as does a page the visitor scrolled up.
    if (key === 'default') {
      const answer = document.querySelector<HTMLElement>('[autofocus]:focus');
      if (answer && answer.getBoundingClientRect().top < parseFloat(getComputedStyle(answer).scrollMarginTop)) focusAtStart(answer);
      return;
    }
    if (hash.length < 2) return;
    let id = '';
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    let frame = 0;
    let handle = 0;
    const land = () => {
      const target = document.getElementById(id);
      if (!target) {
        if (++frame < MAX_FRAMES) handle = requestAnimationFrame(land);
        return;
      }
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      focusAtStart(target);
    };
    land();
    return () => cancelAnimationFrame(handle);
  }, [key, hash]);
}
