// As what a page reads the query parameters it renders with (its `reads`, page-meta.ts): a page's HTML depends on its path
// and these values only, so its cache key is the path plus them, written one way (docs/operations.md#page-cache-keys).
import { availabilityRequestedService, AVAILABILITY_ADDRESS_PARAM, AVAILABILITY_LOCATION_PARAM, AVAILABILITY_SERVICE_PARAM } from '../domain/address/availability-request';
import { COMPARE_PLANS_PARAM } from '../domain/plans/compare-choice';
import { COUNTRY_SEARCH_PARAM } from '../domain/mobile/country-search';
import { isContactReference } from '../domain/contact/references';
import { SPEED_QUESTIONS, speedAnswer } from '../domain/plans/speed-advice';
import { readComparePlans } from '../schemas/compare';
import { PAGE_PATHS, pageHeadOf, type QueryParam } from './page-meta';
import { pageAt } from './pages';

/** The contact form's outcome without JavaScript: `sent` the message's reference (or `1`), `error=1` a refused form. */
export const CONTACT_SENT_PARAM = 'sent';
export const CONTACT_ERROR_PARAM = 'error';

/** A value the page shows as it is (a search term): no shared copy can be made for it. */
export const UNSHAREABLE = Symbol('unshareable');

/** How a page reads one parameter: the value it renders with, written one way, or undefined when it is as if absent. */
type ReadAs = (value: string) => string | undefined | typeof UNSHAREABLE;

const flagRead: ReadAs = (value) => (value === '1' ? '1' : undefined);
// A message's reference is the visitor's own: shown as it came, never a shared copy.
const sentRead: ReadAs = (value) => (value === '1' ? '1' : isContactReference(value) ? UNSHAREABLE : undefined);
const serviceRead: ReadAs = (value) => availabilityRequestedService(value, undefined) || undefined;
// /compare renders the set of plan ids, however they are spelt (docs/product/pricing.md#compare-plans);
// anything else in the parameter gets one message.
const comparePlansRead: ReadAs = (value) => {
  const read = readComparePlans([value]);
  if (!read.ok) return '-';
  return read.ids.length === 0 ? undefined : read.ids.join(',');
};
// A term shown as typed (the country search, the availability page's search): a copy per term would be a copy per visitor.
const typedRead: ReadAs = (value) => (value === '' ? undefined : UNSHAREABLE);
// The plan pages' "What speed do I need?" (docs/product/plans.md#what-speed-do-i-need): a copy per set of known answers.
const speedReads: Record<string, ReadAs> = Object.fromEntries(SPEED_QUESTIONS.map(({ field }) => [field, (value: string) => speedAnswer(field, value)]));

/** The parameters each name a page reads stands for, and how each is read. */
const PARAM_READS: Readonly<Record<QueryParam | typeof COUNTRY_SEARCH_PARAM, Record<string, ReadAs>>> = {
  'speed-advice': speedReads,
  [AVAILABILITY_SERVICE_PARAM]: { [AVAILABILITY_SERVICE_PARAM]: serviceRead },
  [AVAILABILITY_ADDRESS_PARAM]: { [AVAILABILITY_ADDRESS_PARAM]: typedRead },
  [AVAILABILITY_LOCATION_PARAM]: { [AVAILABILITY_LOCATION_PARAM]: typedRead },
  [CONTACT_SENT_PARAM]: { [CONTACT_SENT_PARAM]: sentRead },
  [CONTACT_ERROR_PARAM]: { [CONTACT_ERROR_PARAM]: flagRead },
  [COMPARE_PLANS_PARAM]: { [COMPARE_PLANS_PARAM]: comparePlansRead },
  [COUNTRY_SEARCH_PARAM]: { [COUNTRY_SEARCH_PARAM]: typedRead },
};

/** Parameters a page reads as a list (a form's checkboxes repeat the name): every value counts, joined by commas. */
const LIST_PARAMS: ReadonlySet<string> = new Set([COMPARE_PLANS_PARAM]);

// Every page given the call rates shows the country search (client/app/pages/call-rates-section.tsx).
const READS_BY_PATH: ReadonlyMap<string, Readonly<Record<string, ReadAs>>> = new Map(
  PAGE_PATHS.map((path) => {
    const names = [...(pageHeadOf(path)?.reads ?? []), ...(pageAt(path)?.data?.rates ? [COUNTRY_SEARCH_PARAM] as const : [])];
    return [path, Object.assign({}, ...names.map((name) => PARAM_READS[name])) as Record<string, ReadAs>];
  }),
);

/** Every parameter some page reads: the only ones a shared cache keeps in a page's key (deploy/varnish/site.vcl). */
export const PAGE_QUERY_PARAMS: readonly string[] = [...new Set([...READS_BY_PATH.values()].flatMap((reads) => Object.keys(reads)))].sort();

/**
 * The page's cache key: its path, plus `?` and the values its page reads, sorted by name; null when the page shows
 * a value as typed, or for no page's path (a made-up key). Of a repeated parameter the first counts, but a list's.
 */
export function pageCacheKey(path: string, search: string): string | null {
  const reads = READS_BY_PATH.get(path);
  if (!reads || search === '' || search === '?') return reads ? path : null;
  const query = new URLSearchParams(search);
  const kept: [string, string][] = [];
  for (const name of Object.keys(reads).sort()) {
    const value = LIST_PARAMS.has(name) ? (query.has(name) ? query.getAll(name).join(',') : null) : query.get(name);
    if (value === null) continue;
    const read = reads[name]!(value);
    if (read === UNSHAREABLE) return null;
    if (read !== undefined) kept.push([name, read]);
  }
  return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept).toString()}`;
}
