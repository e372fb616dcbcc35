// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENLARGED_CLASS, focusAddressInput } from './address-focus';

function addInput(id: string, { visible = true, top = 900 } = {}) {
  const field = document.createElement('div');
  field.className = 'address-check__field';
  const input = document.createElement('input');
  input.id = id;
  field.append(input);
  document.body.append(field);
  input.getClientRects = () => (visible ? ([{}] as unknown as DOMRectList) : ([] as unknown as DOMRectList));
  input.getBoundingClientRect = () => ({ top }) as DOMRect;
  return { field, input };
}

const setReducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
  setReducedMotion(false);
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("focusAddressInput (docs/product/ordering-and-handoff.md#address-check-complete 'Check address', docs/product/frame.md#timing offset 120px)", () => {
  it('scrolls smoothly to 120 px above the step input, focuses it and enlarges its field for a second', () => {
    const { field, input } = addInput('address-input-step');
    expect(focusAddressInput()).toBe(true);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 900 + 300 - 120, behavior: 'smooth' });
    expect(document.activeElement).toBe(input);
    expect(field.classList.contains(ENLARGED_CLASS)).toBe(true);
    vi.advanceTimersByTime(999);
    expect(field.classList.contains(ENLARGED_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(field.classList.contains(ENLARGED_CLASS)).toBe(false);
  });

  it('takes the availability page input when there is no visible step input', () => {
    addInput('address-input-step', { visible: false });
    const { input } = addInput('address-input-page', { top: 50 });
    expect(focusAddressInput()).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 230, behavior: 'smooth' });
  });

  it('jumps without smooth scrolling when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    addInput('address-input-page');
    focusAddressInput();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 1080, behavior: 'auto' });
  });

  it('ignores the nav box and reports when there is nothing to focus', () => {
    addInput('address-input-nav');
    expect(focusAddressInput()).toBe(false);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
