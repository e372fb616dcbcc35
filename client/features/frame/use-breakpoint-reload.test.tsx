// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { crossedBreakpoint, useBreakpointReload } from './use-breakpoint-reload';

// docs/product/frame.md#resize-reload Resize: "crossing the 991px breakpoint reloads the page after 500 ms without further resizing".
describe('crossedBreakpoint', () => {
  it('is true only when the widths sit on different sides of 991px', () => {
    expect(crossedBreakpoint(991, 992)).toBe(true);
    expect(crossedBreakpoint(1200, 800)).toBe(true);
    expect(crossedBreakpoint(400, 991)).toBe(false);
    expect(crossedBreakpoint(992, 1500)).toBe(false);
  });
});

describe('useBreakpointReload', () => {
  const resizeTo = (width: number) =>
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      window.dispatchEvent(new Event('resize'));
    });

  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('reloads 500 ms after the last resize once the width crossed 991px', () => {
    const reload = vi.fn();
    renderHook(() => useBreakpointReload(reload));
    resizeTo(1000);
    resizeTo(900);
    act(() => vi.advanceTimersByTime(400));
    resizeTo(800);
    act(() => vi.advanceTimersByTime(499));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for resizes on one side, or across and back within the quiet period', () => {
    const reload = vi.fn();
    renderHook(() => useBreakpointReload(reload));
    resizeTo(1100);
    act(() => vi.advanceTimersByTime(600));
    resizeTo(900);
    resizeTo(1300);
    act(() => vi.advanceTimersByTime(600));
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useBreakpointReload(reload));
    resizeTo(700);
    unmount();
    act(() => vi.advanceTimersByTime(600));
    expect(reload).not.toHaveBeenCalled();
  });
});
