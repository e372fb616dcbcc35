// Text a test does not study goes into its field in one paste, as a visitor may enter it: typed key by
// key in happy-dom, each key renders the form again, and the fields of a form cost most of a file's time.
import type { UserEvent } from '@testing-library/user-event';

export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
