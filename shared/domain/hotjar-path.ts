// SPEC §7: virtual page views to the behaviour-analytics service ("path must begin with '/'");
// SPEC §8: "Invalid behaviour-analytics path: logs 'Hotjar event must begin with a forward slash.'"
import { HOTJAR_PATH_ERROR } from './messages';

export type HotjarPathCheck = { ok: true; path: string } | { ok: false; message: typeof HOTJAR_PATH_ERROR };

export function checkHotjarPath(path: unknown): HotjarPathCheck {
  return typeof path === 'string' && path.startsWith('/') ? { ok: true, path } : { ok: false, message: HOTJAR_PATH_ERROR };
}
