// Paths as logs and error reports write them: route patterns, never the values in them (a shared quote's
// token is a bearer link, a location id personal data: docs/operations.md#error-reports-and-logs).
import { API_ROUTES } from '../../shared/routes/api-paths';
import { PAGE_PATHS } from '../../shared/routes/page-meta';
import { QUOTE_PATH_PREFIX } from '../../shared/routes/paths';

/** The site's routes whose paths carry values besides the API's (route-pattern.test.ts holds it to the route table). */
export const PAGE_ROUTE_PATTERNS: readonly string[] = [`${QUOTE_PATH_PREFIX}:token`, '/s/:id', '/cis/:file'];

const PARAMETRISED = [...Object.values(API_ROUTES), ...PAGE_ROUTE_PATTERNS].filter((pattern) => pattern.includes('/:'));
const LITERAL: ReadonlySet<string> = new Set([...PAGE_PATHS, ...Object.values(API_ROUTES).filter((pattern) => !pattern.includes('/:'))]);

/** One path segment as it can appear in a text (a log message, a URL): no separator, query or quote. */
const SEGMENT = `[^\\s/?#"'<>()]+`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a path starts in a text: at its start, after a space, quote, bracket or `=`, or right after
 * a URL's host; never inside another path (a file name in a stack trace such as `api/cis/cis-route.ts`).
 */
const PATH_START = `(?<=^|[\\s"'(<>=]|https?://[^\\s/"'<>]+)`;

/** Each parametrised pattern as a whole path, and as a path inside a text (then ending where the path ends). */
const MATCHERS = PARAMETRISED.map((pattern) => {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? SEGMENT : escape(segment)))
    .join('/');
  return { pattern, whole: new RegExp(`^${source}$`), inText: new RegExp(`${PATH_START}${source}(?=[\\s?#"'<>)]|$)`, 'g') };
});

/**
 * The route pattern a path is logged and reported as: its own path when it has no values, else its
 * pattern; any other path by its first segment (`/wp-admin/*`), so `/quote/<token>/` never writes the token.
 */
export function routePatternOf(path: string): string {
  if (LITERAL.has(path)) return path;
  for (const { pattern, whole } of MATCHERS) if (whole.test(path)) return pattern;
  const second = path.indexOf('/', 1);
  return second < 0 ? path : `${path.slice(0, second)}/*`;
}

/** An nbn or OptiComm location id (docs/architecture.md#contracts), wherever a text has one. */
const LOCATION_ID_IN_TEXT = /\b(?:LOC|OPC)\d{12}\b/g;

/** A free text with every parametrised route's path as its pattern and every location id as `replacement`. */
export function pathsAsPatterns(text: string, replacement: string): string {
  let result = text;
  for (const { pattern, inText } of MATCHERS) result = result.replace(inText, pattern);
  return result.replace(LOCATION_ID_IN_TEXT, replacement);
}
