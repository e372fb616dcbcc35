// Crawlers get the whole page at once (React's onAllReady), people get it streamed (onShellReady).
// isbot's pattern list decides who is a crawler, except the browsers that stand in for people:
// Lighthouse and the headless Chromium of the browser tests measure what a visitor sees.
import { createIsbotFromList, list } from 'isbot';

const PEOPLE_STAND_INS = new Set(['headless', 'chrome-lighthouse']);

const matchesCrawler = createIsbotFromList(list.filter((pattern) => !PEOPLE_STAND_INS.has(pattern)));

/** True for search engines, link previewers and plain HTTP clients; false for browsers and a missing header. */
export function isCrawler(userAgent: string | undefined): boolean {
  return matchesCrawler(userAgent ?? '');
}
