// What an error report may carry when it leaves the process (Sentry, and its log line): what failed,
// where, which route and request, and nothing a visitor or agent typed or holds
// (docs/operations.md#error-reports-and-logs). Plain functions: no SDK import.

import { pathsAsPatterns } from './route-pattern';

export const REDACTED = '[Filtered]';

/** Request headers a report keeps: what kind of client asked, nothing about who (no Authorization, Cookie, X-Forwarded-For...). */
export const REPORTED_REQUEST_HEADERS: readonly string[] = [
  'accept',
  'accept-encoding',
  'accept-language',
  'content-length',
  'content-type',
  'host',
  'origin',
  'referer',
  'sec-fetch-dest',
  'sec-fetch-mode',
  'sec-fetch-site',
  'user-agent',
  'x-request-id',
];
const KEPT_HEADERS = new Set(REPORTED_REQUEST_HEADERS);

/** Field names whose values are secrets or personal data wherever they appear; compared in lower case with `-` read as `_`. */
const SENSITIVE_FIELDS = new Set([
  'address',
  'agent_token',
  'authorization',
  'body',
  'cookie',
  'cookies',
  'data',
  'email',
  'form',
  'full_text',
  'fulltext',
  'message',
  'name',
  'password',
  'phone',
  'query',
  'query_string',
  'secret',
  'set_cookie',
  'sq_address',
  'token',
  'url.query',
  'http.query',
  'http.fragment',
]);

const isSensitiveField = (key: string) => SENSITIVE_FIELDS.has(key.toLowerCase().replaceAll('-', '_'));

/** A URL or path's query string and fragment, where searches and agent links carry what the visitor typed. */
const QUERY_IN_TEXT = /((?:https?:\/\/[^\s/?#"'<>]+)?\/[^\s?#"'<>]*)[?#][^\s"'<>]*/g;
/** A JSON Web Token (an agent's login token) anywhere in a text. */
const JWT_IN_TEXT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
/** An email address anywhere in a text. */
const EMAIL_IN_TEXT = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** `https://x/a?b=c#d` → `https://x/a`: the address without its query string or fragment. */
export function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut < 0 ? url : url.slice(0, cut);
}

/** A free text with every query string, JSON Web Token, email address and location id replaced, and paths as route patterns. */
export function scrubText(text: string): string {
  return pathsAsPatterns(
    text
      .replace(QUERY_IN_TEXT, (_match, path: string) => `${path}?${REDACTED}`)
      .replace(JWT_IN_TEXT, REDACTED)
      .replace(EMAIL_IN_TEXT, REDACTED),
    REDACTED,
  );
}

/** A URL or path as a report keeps it: without its query or fragment, its path as its route pattern. */
const reportedUrl = (url: string) => pathsAsPatterns(withoutQuery(url), REDACTED);

const MAX_DEPTH = 8;

/** Any value with sensitive fields replaced and its texts scrubbed, to a bounded depth (a cycle is `[Circular]`). */
export function scrubValue(value: unknown, depth = 0, within: readonly object[] = []): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (within.includes(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return REDACTED;
  const path = [...within, value];
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, path));
  const scrubbed: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) scrubbed[key] = isSensitiveField(key) ? REDACTED : scrubValue(item, depth + 1, path);
  return scrubbed;
}

/** A context object (an error report's context, a breadcrumb's data) as scrubValue leaves it. */
export function scrubFields<T extends Record<string, unknown>>(fields: T): T {
  return scrubValue(fields) as T;
}

interface ReportedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
}

/** The request of a report: method, address without its query, the kept headers; no body, cookies or query. */
export function scrubRequest(request: ReportedRequest): ReportedRequest {
  const kept: ReportedRequest = {};
  if (request.method) kept.method = request.method;
  if (typeof request.url === 'string') kept.url = reportedUrl(request.url);
  if (request.headers) {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      const lower = name.toLowerCase();
      if (!KEPT_HEADERS.has(lower) || value === undefined) continue;
      const text = Array.isArray(value) ? value.join(', ') : String(value);
      headers[lower] = lower === 'referer' || lower === 'origin' ? reportedUrl(text) : text;
    }
    kept.headers = headers;
  }
  return kept;
}

export interface ReportedBreadcrumb {
  category?: string;
  message?: string;
  data?: Record<string, unknown>;
}

/** A breadcrumb as it may leave: console lines dropped (they can hold anything), an HTTP call's address without its query. */
export function scrubBreadcrumb<B extends ReportedBreadcrumb>(breadcrumb: B): B | null {
  if (breadcrumb.category === 'console') return null;
  const scrubbed: B = { ...breadcrumb };
  if (typeof scrubbed.message === 'string') scrubbed.message = scrubText(scrubbed.message);
  if (scrubbed.data) {
    const { url, ...rest } = scrubbed.data;
    scrubbed.data = { ...scrubFields(rest), ...(typeof url === 'string' ? { url: reportedUrl(url) } : {}) };
  }
  return scrubbed;
}

interface LogEntry {
  message?: string;
  formatted?: string;
}

/** The parts of a Sentry event (error or transaction) the scrubber reads: everything else passes as it is. */
export interface ReportedEvent {
  request?: ReportedRequest;
  user?: unknown;
  message?: string | LogEntry;
  logentry?: LogEntry;
  transaction?: string;
  exception?: { values?: { value?: string; stacktrace?: { frames?: { vars?: unknown }[] } }[] };
  breadcrumbs?: ReportedBreadcrumb[];
  extra?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  spans?: { description?: string; data?: Record<string, unknown> }[];
}

/** A captured message's texts scrubbed; its parameters (values from the call site) left out. */
function scrubLogEntry(entry: LogEntry): LogEntry {
  return {
    ...(typeof entry.message === 'string' ? { message: scrubText(entry.message) } : {}),
    ...(typeof entry.formatted === 'string' ? { formatted: scrubText(entry.formatted) } : {}),
  };
}

/** Contexts the SDK fills from the machine and runtime (no request data): kept as they are. */
const RUNTIME_CONTEXTS = new Set(['app', 'cloud_resource', 'culture', 'device', 'os', 'runtime', 'trace']);

/** Sentry's beforeSend and beforeSendTransaction: the event without secrets or personal data. */
export function scrubEvent<E extends ReportedEvent>(event: E): E {
  if (event.request) event.request = scrubRequest(event.request) as E['request'];
  // The visitor's IP address and anything else the SDK inferred about them.
  delete event.user;
  if (typeof event.message === 'string') event.message = scrubText(event.message);
  else if (event.message) event.message = scrubLogEntry(event.message);
  if (event.logentry) event.logentry = scrubLogEntry(event.logentry);
  if (typeof event.transaction === 'string') event.transaction = scrubText(event.transaction);
  for (const exception of event.exception?.values ?? []) {
    if (typeof exception.value === 'string') exception.value = scrubText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars;
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map((crumb) => scrubBreadcrumb(crumb)).filter((crumb) => crumb !== null);
  if (event.extra) event.extra = scrubFields(event.extra);
  if (event.tags) event.tags = scrubFields(event.tags);
  if (event.contexts) {
    for (const [name, context] of Object.entries(event.contexts)) {
      if (!RUNTIME_CONTEXTS.has(name)) event.contexts[name] = scrubValue(context);
    }
  }
  for (const span of event.spans ?? []) {
    if (typeof span.description === 'string') span.description = scrubText(span.description);
    if (span.data) span.data = scrubFields(span.data);
  }
  return event;
}
