// docs/product/frame.md#resize-reload: simpler than re-rendering every width-dependent part.
import { useEffect } from 'react';
import { BREAKPOINTS, TIMING } from '../../../shared/domain/site/frame';

/** True when the two widths sit on different sides of the mobile breakpoint (≤ 991px is mobile). */
export function crossedBreakpoint(prevWidth: number, nextWidth: number): boolean {
  return prevWidth <= BREAKPOINTS.mobileMax !== nextWidth <= BREAKPOINTS.mobileMax;
}

const reloadPage = () => window.location.reload();

/** Reloads once the width settles on the other side of 991px; across and back again does nothing. */
export function useBreakpointReload(reload: () => void = reloadPage): void {
  useEffect(() => {
    let settledWidth = window.innerWidth;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const width = window.innerWidth;
        if (crossedBreakpoint(settledWidth, width)) reload();
        else settledWidth = width;
      }, TIMING.resizeReloadDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, [reload]);
}
