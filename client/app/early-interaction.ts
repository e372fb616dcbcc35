// docs/product/address-check.md#before-javascript: what a visitor does before the page's scripts
// take over is not lost. Text typed into a field is handed to React as the change it was (React
// keeps the server's empty value otherwise), and button taps recorded by the head's inline script
// (EARLY_TAPS_SCRIPT) are made once each after hydration. Links and form submissions need no help:
// the browser follows them, and the address form asks /availability.
import { isWaitingForCode, replayTyping } from './lazy-on-need';
import { EARLY_TAPS_GLOBAL, type EarlyTaps } from './early-taps-script';

const earlyTaps = (): EarlyTaps | undefined => (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];

interface TypedField {
  field: HTMLInputElement | HTMLTextAreaElement;
  typed: string;
}

let typedBefore: TypedField[] = [];

/** Called just before hydrateRoot: stops the tap recorder and notes the text typed so far. */
export function captureEarlyInteraction(root: HTMLElement): void {
  const taps = earlyTaps();
  if (taps) taps.closed = true;
  typedBefore = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => field.value !== field.defaultValue && field.type !== 'hidden' && field.type !== 'checkbox' && field.type !== 'radio')
    .map((field) => ({ field, typed: field.value }));
}

/** Called once the root is hydrated: the typed text goes to React, then each early tap is made once. */
export function replayEarlyInteraction(): void {
  // The text last typed into each field: as the recorder saw it (typing while React hydrates
  // included), else as it was when hydration started.
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>(typedBefore.splice(0).map(({ field, typed: text }) => [field, text]));
  for (const [field, text] of earlyTaps()?.typed ?? []) {
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed.set(field, text);
  }
  earlyTaps()?.typed.clear();
  for (const [field, text] of typed) {
    // A field in a region still waiting for its code keeps its text, which lazy-on-need hands over
    // when the region hydrates; elsewhere React holds the server's value and would set it back.
    if (field.isConnected && !isWaitingForCode(field)) replayTyping(field, field.value === field.defaultValue ? text : field.value);
  }
  const taps = earlyTaps()?.taps.splice(0) ?? [];
  if (taps.length === 0) return;
  // After the typed text's update has rendered.
  setTimeout(() => {
    for (const tap of taps) if (tap.isConnected) (tap as HTMLElement).click();
  });
}
