// docs/product/ordering-and-handoff.md#address-check-complete: 'Check address' scrolls to the address input
// and briefly enlarges it. lib code may not import a feature, so the input ids are named here.

/** The Step 1 input first, then the availability page's. The nav box is not a target. */
export const ADDRESS_INPUT_IDS = ['address-input-step', 'address-input-page'] as const;
export const SCROLL_OFFSET_PX = 120;
export const ENLARGED_CLASS = 'address-input--enlarged';
export const ENLARGED_MS = 1000;

const isVisible = (element: HTMLElement): boolean => element.getClientRects().length > 0;

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const enlargeTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** False when no such input is on the page. */
export function focusAddressInput(): boolean {
  if (typeof document === 'undefined') return false;
  const input = ADDRESS_INPUT_IDS.map((id) => document.getElementById(id)).find(
    (element): element is HTMLElement => element !== null && isVisible(element),
  );
  if (!input) return false;

  const reduced = prefersReducedMotion();
  const top = input.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: reduced ? 'auto' : 'smooth' });
  // preventScroll: the smooth scroll above already brings it into view with the offset.
  input.focus({ preventScroll: true });

  // The whole field grows (input and its button); reduced motion gets a ring instead (CSS).
  const target = (input.closest('.address-check__field') as HTMLElement | null) ?? input;
  clearTimeout(enlargeTimers.get(target));
  target.classList.add(ENLARGED_CLASS);
  enlargeTimers.set(
    target,
    setTimeout(() => {
      target.classList.remove(ENLARGED_CLASS);
      enlargeTimers.delete(target);
    }, ENLARGED_MS),
  );
  return true;
}
