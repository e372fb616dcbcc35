// One Tab stop per radio group, also across hydration (docs/product/plans.md#what-speed-do-i-need, docs/product/content.md#contact).
// React sets each radio's name again as it hydrates or redraws them. Chromium then takes Tab from the focused radio of
// a group with none chosen to that group's next radio; focused afresh, the radio leaves the group with one Tab again.
import { useLayoutEffect, type RefObject } from 'react';

export function useRadioTabStop(form: RefObject<HTMLFormElement | null>): void {
  useLayoutEffect(() => {
    const [radio, fields] = [document.activeElement, form.current];
    if (fields && radio instanceof HTMLInputElement && radio.form === fields && !fields.querySelector(`[name="${radio.name}"]:checked`)) {
      radio.blur();
      radio.focus({ preventScroll: true });
    }
  });
}
