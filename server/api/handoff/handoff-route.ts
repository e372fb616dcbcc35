// `POST /api/order/handoff` (docs/architecture.md#contracts): the order summary's form posts the visitor's choices here;
// the server validates them, checks them against the catalogue and a fresh address qualification,
// encrypts the address, verifies any agent token and answers 303 to the order site (docs/product/address-check.md#hard-to-find-address).
// A refused post gets a short HTML page (a browser form post) or JSON (Accept: application/json).
import { z } from 'zod';
import { SITE_BRAND } from '../../../shared/site-config';
import { API_ROUTES } from '../../../shared/routes/api-paths';
import { CATALOGUE_PATHS, PATHS } from '../../../shared/routes/paths';
import { HANDOFF_SERVICE_TYPES } from '../../../shared/domain/handoff-service-fields';
import { handoffFormSchema, type HandoffForm } from '../../../shared/schemas/handoff';
import type { ApiRoute } from '../api-route';
import { apiError } from '../api-responses';
import { recordedClientIp } from '../client-ip';
import { defineRoute } from '../define-route';
import { cacheControl } from '../cache-control';
import { invalidInput, refusalAnswer, type Refusal } from '../error-answer';
import { limitSubjects } from '../limit-subject';
import { DEFAULT_AGENT_LIMIT_FACTOR, createClientLimiter, scaleRateLimit, type LimiterFactory, type RateLimit } from '../rate-limit';
import { MAX_FORM_BYTES } from '../read-body';
import type { VerifyAgentToken } from '../agent/verify-agent-token';
import type { NoteUnknownReadyStatus } from '../../observability/unknown-ready-status';
import { HANDOFF_ERROR_PAGE_POLICY, renderHandoffErrorPage } from './handoff-error-page';
import { orderSiteLocation, prepareHandoff, type HandoffUpstreams } from './handoff-order';
import { orderAttributionKey } from './order-attribution';

export const HANDOFF_PATH = API_ROUTES.orderHandoff;

/** Each hand-off asks the qualification service again: limit it like the SQ proxy (docs/architecture.md#reliability-and-security). */
export const DEFAULT_HANDOFF_RATE_LIMIT: RateLimit = { perSecond: 2, burst: 6 };

export interface HandoffRouteDeps {
  upstreams: HandoffUpstreams;
  /** ORDER_SITE_URL (docs/architecture.md#contracts). */
  orderSiteUrl: string;
  /** ORDER_AES_SECRET (docs/architecture.md#contracts); the agent attribution's key is derived from it (order-attribution.ts). */
  orderAesSecret: string;
  /** SITE_URL: the agent attribution's issuer. */
  siteUrl: string;
  verifyAgentToken: VerifyAgentToken;
  reportError: (err: unknown, ctx?: Record<string, unknown>) => void;
  /** Wall clock in milliseconds (fdclid age, rate limit). */
  clock?: () => number;
  /** Defaults to the site's brand (docs/product/content.md#mobile-plans). */
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

/**
 * The visitor reads a refusal of the shared prologue (define-route.ts) or error mapper
 * (error-answer.ts) in the order form's words: a form post gets a page, not the API's wording.
 */
const ORDER_WORDING: Record<string, string> = {
  cross_site: 'Orders can only be sent from our own website.',
  unsupported_media_type: 'The order must be sent from the order form.',
  payload_too_large: 'The order form sent more than an order can hold.',
  internal_error: 'Something went wrong on our end. Please try again in a moment.',
};
const UPSTREAM_WORDING = 'We could not check your order just now. Please try again in a moment.';

/** The form's fields as posted, each once (the prologue refuses a repeated field). */
const postedFormSchema = z.record(z.string(), z.string());

const NO_STORE = { 'cache-control': cacheControl('none') };

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
  const attribution = { key: orderAttributionKey(deps.orderAesSecret), siteUrl: deps.siteUrl, orderSiteUrl: deps.orderSiteUrl };

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
    return new Response(html, {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': HANDOFF_ERROR_PAGE_POLICY, ...NO_STORE, ...headers },
    });
  };
  const refuseShared = (request: Request, { status, code, message, headers }: Refusal): Response => {
    const upstreamFailure = status >= 500 || status === 499;
    const wording = ORDER_WORDING[code] ?? (upstreamFailure ? UPSTREAM_WORDING : message);
    return refuse(request, status, code, wording, undefined, headers);
  };

  return defineRoute(deps, {
    method: 'POST',
    path: 'orderHandoff',
    sameSiteOnly: true,
    body: { media: ['form'], maxBytes: MAX_FORM_BYTES, schema: postedFormSchema },
    // The site asked the upstream on its own account: its refusal is our failure (502).
    upstreamRefusals: 'bad-gateway',
    refuse: refuseShared,
    handle: async (request, { body }) => {
      // Empty optional fields (a hidden input with no value) mean "not given".
      const posted: Record<string, string> = {};
      for (const [name, value] of Object.entries(body)) if (value !== '') posted[name] = value;
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
          ? refusalAnswer(invalidInput(parsed.error))
          : refuse(
              request,
              400,
              'bad_request',
              `Some of your order details were missing or not valid (${fields.join(', ')}). Please go back, check your choices and try again.`,
              posted.service_type,
            );
      }
      const form: HandoffForm = parsed.data;

      const outcome = await prepareHandoff(form, { ...deps, attribution, brand, clock }, request.signal);
      if (!outcome.ok) return refuse(request, outcome.status, outcome.code, outcome.message, form.service_type);
      return new Response(null, {
        status: 303,
        headers: { location: orderSiteLocation(deps.orderSiteUrl, outcome.fields), ...NO_STORE },
      });
    },
  });
}
