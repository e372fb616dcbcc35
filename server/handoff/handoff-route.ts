// `POST /api/order/handoff` (DESIGN §4): the order summary's form posts the visitor's choices here;
// the server validates them, checks them against the catalogue and a fresh address qualification,
// encrypts the address, verifies any agent token and answers 303 to the order site (SPEC §7).
// A refused post gets a short HTML page (a browser form post) or JSON (Accept: application/json).
import { SITE_BRAND } from '../../shared/site-config';
import { CATALOGUE_PATHS, PATHS } from '../../shared/routes/paths';
import { HANDOFF_SERVICE_TYPES } from '../../shared/domain/handoff-service-fields';
import { handoffFormSchema, type HandoffForm } from '../../shared/schemas/handoff';
import type { ApiRoute } from '../api/api-route';
import { apiError } from '../api/api-responses';
import { recordedClientIp } from '../api/client-ip';
import { limitSubjects } from '../api/limit-subject';
import { DEFAULT_AGENT_LIMIT_FACTOR, createClientLimiter, scaleRateLimit, type LimiterFactory, type RateLimit } from '../api/rate-limit';
import type { VerifyAgentToken } from '../agent/verify-agent-token';
import type { NoteUnknownReadyStatus } from '../observability/unknown-ready-status';
import { UpstreamError, apiErrorFor } from '../upstream/upstream-error';
import { renderHandoffErrorPage } from './handoff-error-page';
import { orderSiteLocation, prepareHandoff, type HandoffUpstreams } from './handoff-order';
import { mediaTypeOf, readBodyText } from '../api/read-body';

export const HANDOFF_PATH = '/api/order/handoff';

/** Each hand-off asks the qualification service again: limit it like the SQ proxy (DESIGN §6). */
export const DEFAULT_HANDOFF_RATE_LIMIT: RateLimit = { perSecond: 2, burst: 6 };

export interface HandoffRouteDeps {
  upstreams: HandoffUpstreams;
  /** ORDER_SITE_URL (DESIGN §4). */
  orderSiteUrl: string;
  /** ORDER_AES_SECRET (DESIGN §4). */
  orderAesSecret: string;
  verifyAgentToken: VerifyAgentToken;
  reportError: (err: unknown, ctx?: Record<string, unknown>) => void;
  /** Wall clock in milliseconds (fdclid age, rate limit). */
  clock?: () => number;
  /** Defaults to the site's brand (SPEC §7). */
  brand?: string;
  /** `false` turns the per-client limit off (load tests). */
  rateLimit?: RateLimit | false;
  /** Where the buckets live (shared-rate-limit.ts); memory by default. */
  newLimiter?: LimiterFactory;
  clientIp?: (request: Request) => string;
  /** A verified agent's own limit is this many times a visitor's (AGENT_RATE_LIMIT_FACTOR); default 2. */
  agentLimitFactor?: number;
  /** Logs an nbn readiness status the site does not know, once (ADR 011). */
  noteUnknownReadyStatus?: NoteUnknownReadyStatus;
}

type ServiceType = (typeof HANDOFF_SERVICE_TYPES)[number];

const SERVICE_NAMES: Record<ServiceType, string> = {
  nbn: 'nbn plans',
  fibre: 'fibre plans',
  hwbb: 'home wireless plans',
  mbb: 'mobile broadband plans',
  flipToFibre: 'Flip to Fibre',
};

/** Where "go back" leads: the catalogue page of the posted service type, never a posted URL. */
function backLink(serviceType: unknown): { backPath: string; backLabel: string } {
  const known = HANDOFF_SERVICE_TYPES.find((type) => type === serviceType);
  return known
    ? { backPath: CATALOGUE_PATHS[known], backLabel: `Back to ${SERVICE_NAMES[known]}` }
    : { backPath: PATHS.home, backLabel: 'Back to the home page' };
}

function wantsJson(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** SPEC §7 hand-off is a form post from our own pages; a cross-site post is refused. */
function isCrossSite(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

const NO_STORE = { 'cache-control': 'no-store' };

export function createHandoffRoute(deps: HandoffRouteDeps): ApiRoute {
  const clock = deps.clock ?? Date.now;
  const brand = deps.brand ?? SITE_BRAND.upstreamBrand;
  const clientIp = deps.clientIp ?? recordedClientIp;
  const visitorLimit = deps.rateLimit === false ? undefined : (deps.rateLimit ?? DEFAULT_HANDOFF_RATE_LIMIT);
  const limiter = visitorLimit
    ? createClientLimiter({ visitor: visitorLimit, agent: scaleRateLimit(visitorLimit, deps.agentLimitFactor ?? DEFAULT_AGENT_LIMIT_FACTOR) }, clock, deps.newLimiter, 'handoff')
    : undefined;
  // The form's agent-token makes a verified agent's orders count against the agent, not the address.
  const subjectOf = limitSubjects(clientIp, deps.verifyAgentToken);
  // Fail at start, not on the first order, when the configured URL is unusable.
  orderSiteLocation(deps.orderSiteUrl, {});

  const refuse = (
    request: Request,
    status: number,
    code: string,
    message: string,
    serviceType: unknown,
    headers: Record<string, string> = {},
  ): Response => {
    if (wantsJson(request)) return apiError(status, code, message, headers);
    const html = renderHandoffErrorPage({
      title: status >= 500 ? 'We could not send your order just now' : 'We could not send your order',
      message,
      ...backLink(serviceType),
    });
    return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE, ...headers } });
  };

  const handle = async (request: Request): Promise<Response> => {
    if (isCrossSite(request)) return refuse(request, 403, 'cross_site', 'Orders can only be sent from our own website.', undefined);
    if (mediaTypeOf(request) !== 'application/x-www-form-urlencoded')
      return refuse(request, 415, 'unsupported_media_type', 'The order must be sent from the order form.', undefined);
    const body = await readBodyText(request);
    if (!body.ok)
      return body.reason === 'too_large'
        ? refuse(request, 413, 'too_large', 'The order form sent more than an order can hold.', undefined)
        : refuse(request, 400, 'bad_request', 'The order form could not be read.', undefined);

    const posted: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(body.text)) {
      // A repeated field is ambiguous: refuse it rather than guess which one the visitor meant.
      if (Object.hasOwn(posted, name))
        return refuse(request, 400, 'bad_request', `The order form sent ${name} more than once.`, posted.service_type);
      // Empty optional fields (a hidden input with no value) mean "not given".
      if (value !== '') posted[name] = value;
    }
    // Limited once the form is read (bounded, no upstream call yet): its agent-token says whose limit.
    const waitMs = (await limiter?.take(await subjectOf(request, posted['agent-token']))) ?? 0;
    if (waitMs > 0)
      return refuse(request, 429, 'rate_limited', 'Too many orders were sent in a short time. Please wait a moment and try again.', undefined, {
        'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
      });
    const parsed = handoffFormSchema.safeParse(posted);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'form'))].slice(0, 5);
      return wantsJson(request)
        ? apiError(400, 'bad_request', parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || 'form'}: ${i.message}`).join('; '))
        : refuse(
            request,
            400,
            'bad_request',
            `Some of your order details were missing or not valid (${fields.join(', ')}). Please go back, check your choices and try again.`,
            posted.service_type,
          );
    }
    const form: HandoffForm = parsed.data;

    const outcome = await prepareHandoff(form, { ...deps, brand, clock }, request.signal);
    if (!outcome.ok) return refuse(request, outcome.status, outcome.code, outcome.message, form.service_type);
    return new Response(null, {
      status: 303,
      headers: { location: orderSiteLocation(deps.orderSiteUrl, outcome.fields), ...NO_STORE },
    });
  };

  return {
    method: 'POST',
    pattern: HANDOFF_PATH,
    handler: async (request) => {
      try {
        return await handle(request);
      } catch (err) {
        const requestId = request.headers.get('x-request-id') ?? undefined;
        if (err instanceof UpstreamError) {
          if (err.reportable) deps.reportError(err, { route: HANDOFF_PATH, upstream: err.upstream, kind: err.kind, requestId });
          const answer = apiErrorFor(err);
          return refuse(
            request,
            answer.status >= 500 || answer.status === 499 ? answer.status : 502,
            answer.code,
            'We could not check your order just now. Please try again in a moment.',
            undefined,
            answer.retryAfterSeconds ? { 'retry-after': String(answer.retryAfterSeconds) } : {},
          );
        }
        deps.reportError(err, { route: HANDOFF_PATH, requestId });
        return refuse(request, 500, 'internal_error', 'Something went wrong on our end. Please try again in a moment.', undefined);
      }
    },
  };
}
