// One declarative shape for a site API route, made into its Hono middleware; every failure goes through error-answer.ts.
import type { Context } from 'hono';
import type { ZodType } from 'zod';
import { API_ROUTES, type ApiRouteName } from '../../shared/routes/api-paths';
import type { ReportError } from '../error-reporting';
import { apiRequestOf, type ApiRequest, type ApiRoute, type Refusal, type RouteFailure, type SiteEnv, type SiteMiddleware } from './api-route';
import { invalidInput, refusalAnswer } from './error-answer';

export type BodyMedia = 'json' | 'form';

/** The hand-off form and the agent session request are small; 8 KB leaves room for a token. */
export const MAX_FORM_BYTES = 8 * 1024;

/** Each body medium's media type, and how a 415 names it. */
const MEDIA: Record<BodyMedia, { type: string; named: string }> = {
  json: { type: 'application/json', named: 'JSON' },
  form: { type: 'application/x-www-form-urlencoded', named: 'a form' },
};

export interface BodySpec<B> {
  /** The media types taken; anything else is 415. */
  media: readonly BodyMedia[];
  /** Bigger bodies (declared or streamed) are 413, refused before they are buffered. */
  maxBytes: number;
  /** Checks the parsed body: a JSON value, or a form's fields as a record of strings. */
  schema: ZodType<B>;
}

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
}

/** A route answers its checked input with a Web Response; its say in failures is RouteFailure's. */
export interface RouteSpec<P, Q, B> extends Pick<RouteFailure, 'upstreamRefusals' | 'refuse'> {
  method: 'GET' | 'POST';
  path: ApiRouteName;
  params?: ZodType<P>;
  query?: ZodType<Q>;
  body?: BodySpec<B>;
  /** The limit this route spends before anything else: a 429 when the client is over it, else undefined (a token is spent). */
  rateLimit?: (request: ApiRequest) => Promise<Response | undefined> | Response | undefined;
  /** Only posts from the site's own pages (Origin / Sec-Fetch-Site): a cross-site post is 403. */
  sameSiteOnly?: boolean;
  handle(request: ApiRequest, input: RouteInput<P, Q, B>): Promise<Response>;
}

/** The route as one Hono handler (one step, not one per check: ADR 038): its say in failures, same-site check, rate limit, params and query, body, handler. */
export function defineRoute<P = undefined, Q = undefined, B = undefined>(
  deps: { reportError: ReportError },
  spec: RouteSpec<P, Q, B>,
): ApiRoute {
  const refuse = spec.refuse ?? ((_request: ApiRequest, refusal: Refusal) => refusalAnswer(refusal));
  const failure: RouteFailure = { reportError: deps.reportError, upstreamRefusals: spec.upstreamRefusals, refuse: spec.refuse };
  const { rateLimit, body: bodySpec, handle, sameSiteOnly } = spec;
  const checkInput = inputChecks(spec.params, spec.query);
  const acceptedTypes = bodySpec?.media.map((media) => MEDIA[media].type) ?? [];
  const handlers: SiteMiddleware[] = [
    async (c) => {
      c.set('failure', failure);
      // Made once here: every way out (a refusal, the limit, the handler) reads it.
      const request = apiRequestOf(c);
      if (sameSiteOnly && isCrossSite(request)) return refuse(request, { status: 403, code: 'cross_site', message: 'Only our own pages may send this.' });
      if (rateLimit) {
        const limited = await rateLimit(request);
        if (limited) return limited;
      }
      const input = checkInput(c);
      if ('status' in input) return refuse(request, input);
      if (bodySpec) {
        const read = await readBody(request, bodySpec, acceptedTypes);
        if (!read.ok) return refuse(request, read.refusal);
        const checked = bodySpec.schema.safeParse(read.value);
        if (!checked.success) return refuse(request, invalidInput(checked.error));
        input.body = checked.data;
      }
      return handle(request, input as RouteInput<P, Q, B>);
    },
  ];
  return { method: spec.method, pattern: API_ROUTES[spec.path], handlers };
}

/** The params and query through their schemas (the body is the caller's), or why they were refused. */
function inputChecks(paramsSchema: ZodType | undefined, querySchema: ZodType | undefined) {
  return (c: Context<SiteEnv>): { params: unknown; query: unknown; body: unknown } | Refusal => {
    let params: unknown = c.req.param();
    if (paramsSchema) {
      const checked = paramsSchema.safeParse(params);
      if (!checked.success) return invalidInput(checked.error);
      params = checked.data;
    }
    let query: unknown;
    if (querySchema) {
      // Hono's parse: the first value of a repeated name; schemas drop unknown names.
      const checked = querySchema.safeParse(c.req.query());
      if (!checked.success) return invalidInput(checked.error);
      query = checked.data;
    }
    return { params, query, body: undefined };
  };
}

/** A form's fields without those left empty: an optional field (phone, unit, tracking ids) is not forwarded as an empty string. */
export const withoutBlanks = <T extends Record<string, string | undefined>>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== '')) as T;

type ReadBody = { ok: true; value: unknown } | { ok: false; refusal: Refusal };

/**
 * The prologue of every route with a body: media type 415, size 413, unreadable or bad JSON 400. There
 * is no body parser in front of the API: a declared or streamed body over the cap is refused before it
 * is buffered (docs/architecture.md#reliability-and-security).
 */
export async function readBody(request: ApiRequest, spec: BodySpec<unknown>, acceptedTypes: readonly string[]): Promise<ReadBody> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!acceptedTypes.includes(mediaType)) {
    return { ok: false, refusal: { status: 415, code: 'unsupported_media_type', message: `The body must be ${spec.media.map((media) => MEDIA[media].named).join(' or ')}.` } };
  }
  const tooLarge: ReadBody = {
    ok: false,
    refusal: { status: 413, code: 'payload_too_large', message: `The body must be at most ${spec.maxBytes} bytes.` },
  };
  // A declared size over the cap is refused unread (the adapter drains it: node-request-body.ts).
  if (Number(request.headers.get('content-length') ?? '0') > spec.maxBytes) return tooLarge;
  const read = await readBodyText(request, spec.maxBytes);
  if (read === 'too_large') return tooLarge;
  if (read === 'unreadable') return { ok: false, refusal: { status: 400, code: 'bad_request', message: 'The body is not valid UTF-8.' } };
  if (mediaType === MEDIA.form.type) return formFields(read.text);
  try {
    return { ok: true, value: JSON.parse(read.text) };
  } catch {
    return { ok: false, refusal: { status: 400, code: 'bad_request', message: 'The body is not valid JSON.' } };
  }
}

/** The body as UTF-8 text, read up to `maxBytes`. */
async function readBodyText(request: ApiRequest, maxBytes: number): Promise<{ text: string } | 'too_large' | 'unreadable'> {
  if (!request.body) return { text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return 'too_large';
      }
      chunks.push(value);
    }
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(await new Blob(chunks as BlobPart[]).arrayBuffer()) };
  } catch {
    return 'unreadable';
  }
}

/** A form's fields; a repeated field is ambiguous, so it is refused rather than guessed. */
function formFields(text: string): ReadBody {
  // No prototype: a field named __proto__ is a field like any other (a schema then refuses it), not a setter.
  const fields = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) {
      return { ok: false, refusal: { status: 400, code: 'bad_request', message: `The form sent ${name} more than once.` } };
    }
    fields[name] = value;
  }
  return { ok: true, value: fields };
}

/**
 * A post from anywhere but our own pages. Browsers send Origin with every POST (and Sec-Fetch-Site);
 * a client that sends neither is no browser, so no visitor's session rides on it. `Origin: null` (a
 * sandboxed frame, a data: page, a cross-site redirect) is never one of our pages.
 */
export function isCrossSite(request: Pick<ApiRequest, 'headers' | 'url'>): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}
