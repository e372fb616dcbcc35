// docs/product/frame.md#focus-in-view: focus on a region (an error summary, an answer) with its start in view below
// the nav bar, heading first, even when it is taller than the window (text enlarged on a phone), where the browser
// would centre it, its heading above the window.
export function focusAtStart(element: HTMLElement | null | undefined): void {
  element?.focus({ preventScroll: true });
  element?.scrollIntoView?.({ block: 'start' });
}
