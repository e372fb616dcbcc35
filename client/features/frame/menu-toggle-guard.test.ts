import { describe, expect, it } from 'vitest';
import { createMenuToggleGuard, MENU_TRANSITION_MS } from './menu-toggle-guard';

// docs/product/frame.md#menu Menu: "cannot be toggled while its animation runs".
describe('createMenuToggleGuard', () => {
  it('allows the first toggle and blocks others until the animation ends', () => {
    const guard = createMenuToggleGuard(300);
    expect(guard.tryStart(1000)).toBe(true);
    expect(guard.isAnimating(1000)).toBe(true);
    expect(guard.tryStart(1100)).toBe(false);
    expect(guard.tryStart(1299)).toBe(false);
    expect(guard.isAnimating(1300)).toBe(false);
    expect(guard.tryStart(1300)).toBe(true);
  });

  it('does not extend the animation when a blocked toggle is refused', () => {
    const guard = createMenuToggleGuard(300);
    guard.tryStart(0);
    guard.tryStart(250);
    expect(guard.tryStart(300)).toBe(true);
  });

  it('defaults to the 300 ms menu transition', () => {
    const guard = createMenuToggleGuard();
    expect(MENU_TRANSITION_MS).toBe(300);
    guard.tryStart(0);
    expect(guard.isAnimating(299)).toBe(true);
    expect(guard.isAnimating(300)).toBe(false);
  });

  it('blocks nothing with a zero duration (reduced motion)', () => {
    const guard = createMenuToggleGuard(0);
    expect(guard.tryStart(5)).toBe(true);
    expect(guard.tryStart(5)).toBe(true);
  });
});
