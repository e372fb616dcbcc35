// docs/product/content.md#analytics-events: virtual page views to the behaviour-analytics service ("path must begin with '/'");
// docs/product/content.md#analytics-events: "Invalid behaviour-analytics path: logs 'Hotjar event must begin with a forward slash.'"

/** docs/product/content.md#form-errors, word for word; here, not in messages.ts, so the first load carries no other message. */
export const HOTJAR_PATH_ERROR = 'Hotjar event must begin with a forward slash.';

export type HotjarPathCheck = { ok: true; path: string } | { ok: false; message: typeof HOTJAR_PATH_ERROR };

export function checkHotjarPath(path: unknown): HotjarPathCheck {
  return typeof path === 'string' && path.startsWith('/') ? { ok: true, path } : { ok: false, message: HOTJAR_PATH_ERROR };
}
