// A form posted by hand or from a stale page: the field changed as the browser collects the fields,
// after the page's own submit handlers have run (the hand-off forms refresh theirs then).
import type { Page } from 'playwright-core';

/** The next form the page submits sends `value` as its field `name`. */
export function alterNextSubmit(page: Page, name: string, value: string): Promise<void> {
  return page.evaluate(
    ([field, altered]) =>
      window.addEventListener(
        'submit',
        (event) => {
          const input = (event.target as HTMLFormElement).elements.namedItem(field);
          if (!(input instanceof HTMLInputElement)) throw new Error(`the form has no field ${field}`);
          input.value = altered;
        },
        { once: true },
      ),
    [name, value] as const,
  );
}
