// Crawlers get the whole page at once (isbot's list, less the people's stand-ins Lighthouse and headless Chromium).
import { createIsbotFromList, list } from 'isbot';

const PEOPLE_STAND_INS = new Set(['headless', 'chrome-lighthouse']);

const matchesCrawler = createIsbotFromList(list.filter((pattern) => !PEOPLE_STAND_INS.has(pattern)));

/** True for search engines, link previewers and plain HTTP clients; false for browsers and a missing header. */
export function isCrawler(userAgent: string | undefined): boolean {
  return matchesCrawler(userAgent ?? '');
}
