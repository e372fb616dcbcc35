// `POST /api/order/handoff` (docs/architecture.md#contracts): the summary's choices checked and answered
// 303 to the order site. A refused browser post goes back to its page, which says why
// (docs/product/ordering-and-handoff.md#refused-orders); an API client (Accept: application/json) gets JSON.
import { z } from 'zod';
import { SITE_BRAND } from '../../../shared/site-config';
import { CATALOGUE_PATHS, isQuotePath, ORDER_REFUSED_PARAM, PATHS, quotePath } from '../../../shared/routes/paths';
import { HANDOFF_SERVICE_TYPES, SIM_SERVICE_TYPE } from '../../../shared/domain/ordering/handoff-service-fields';
import { handoffFormSchema, simHandoffFormSchema } from '../../../shared/schemas/handoff';
import type { SiteDeps } from '../api-deps';
import type { ApiRequest, ApiRoute, Refusal } from '../api-route';
import { apiError, retryAfter } from '../api-responses';
import { defineRoute, MAX_FORM_BYTES, withoutBlanks } from '../define-route';
import { NO_STORE } from '../cache-control';
import { invalidInput, refusalAnswer } from '../error-answer';
import { createClientLimiter, type RateLimit } from '../rate-limit';
import { isHandoffRefusalCode } from '../../../shared/domain/ordering/handoff-refusal';
import { orderSiteLocation, prepareHandoff, prepareSimHandoff, type HandoffUpstreams } from './handoff-order';
import { orderAttributionKey } from './order-attribution';
import { signedOrderFields } from './order-signature';
import type { QuoteSigner } from '../quotes/quote-signer';

/** Each hand-off asks the qualification service again: limit it like the SQ proxy (docs/architecture.md#reliability-and-security). */
export const DEFAULT_HANDOFF_RATE_LIMIT: RateLimit = { perSecond: 2, burst: 6 };

export type HandoffRouteDeps = Pick<
  SiteDeps,
  'orderSiteUrl' | 'orderAesSecret' | 'orderSigningSecret' | 'siteUrl' | 'verifyAgentToken' | 'isAgentRevoked' | 'reportError' | 'newLimiter' | 'agentLimitFactor' | 'noteUnknownReadyStatus'
> & {
  upstreams: HandoffUpstreams;
  quoteSigner?: QuoteSigner;
  /** Wall clock in milliseconds (fdclid age). */
  clock?: () => number;
  /** Defaults to the site's brand (docs/product/content.md#mobile-plans). */
  brand?: string;
  /** `false` turns the per-client limit off (load tests). */
  rateLimit?: RateLimit | false;
};

/** The plan page a Referer names, if it is one of ours (only its path is read, and only a known one). */
function planPageOf(referer: string | null | undefined): string | undefined {
  if (!referer) return undefined;
  let pathname: string;
  try {
    pathname = new URL(referer).pathname;
  } catch {
    return undefined;
  }
  return Object.values(CATALOGUE_PATHS).find((path) => path === pathname);
}

/**
 * Where a refused browser post goes, with the code (never a posted URL): back to the quote it was ordered from, whose
 * choices only its link holds, else its service's catalogue page at the summary.
 */
export function refusalLocation(posted: Readonly<Record<string, unknown>> | undefined, code: string, referer?: string | null): string {
  const serviceType = posted?.service_type;
  const known = HANDOFF_SERVICE_TYPES.find((type) => type === serviceType);
  const path = known ? CATALOGUE_PATHS[known] : serviceType === SIM_SERVICE_TYPE ? PATHS.mobilePhone : (planPageOf(referer) ?? PATHS.home);
  const reason = `${ORDER_REFUSED_PARAM}=${encodeURIComponent(isHandoffRefusalCode(code) ? code : 'upstream_failed')}`;
  const quote = typeof posted?.quote === 'string' ? quotePath(posted.quote) : '';
  return isQuotePath(quote) ? `${quote}?${reason}` : `${path}?${reason}#order-summary`;
}

function wantsJson(request: ApiRequest): boolean {
  const accept = request.headers.get('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** The shared prologue's and error mapper's refusals in the order form's words. */
const ORDER_WORDING: Record<string, string> = {
  cross_site: 'Orders can only be sent from our own website.',
  unsupported_media_type: 'The order must be sent from the order form.',
  payload_too_large: 'The order form sent more than an order can hold.',
  internal_error: 'Something went wrong on our end. Please try again in a moment.',
};
const UPSTREAM_WORDING = 'We could not check your order just now. Please try again in a moment.';

/** The form's fields as posted, each once (the prologue refuses a repeated field). */
const postedFormSchema = z.record(z.string(), z.string());

export function createHandoffRoute(deps: HandoffRouteDeps): ApiRoute {
  const clock = deps.clock ?? Date.now;
  const brand = deps.brand ?? SITE_BRAND.upstreamBrand;
  const limit = deps.rateLimit ?? DEFAULT_HANDOFF_RATE_LIMIT;
  // The form's agent-token makes a verified agent's orders count against the agent, not the address.
  const limiter = limit === false ? undefined : createClientLimiter('handoff', limit, { ...deps, lookupAgent: deps.verifyAgentToken });
  // Fail at start, not on the first order, when the configured URL is unusable.
  orderSiteLocation(deps.orderSiteUrl, {});
  const attribution = { key: orderAttributionKey(deps.orderAesSecret), siteUrl: deps.siteUrl, orderSiteUrl: deps.orderSiteUrl };

  const refuse = (
    request: ApiRequest,
    status: number,
    code: string,
    message: string,
    posted: Readonly<Record<string, unknown>> | undefined,
    headers: Record<string, string> = {},
  ): Response => {
    if (wantsJson(request)) return apiError(status, code, message, headers);
    // Another site's post is not sent anywhere, not even back.
    if (code === 'cross_site') return new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE, ...headers } });
    // A browser's post: back to its page, never on to the order site.
    const reason = status >= 500 || status === 499 ? 'upstream_failed' : code;
    return new Response(null, {
      status: 303,
      headers: { location: refusalLocation(posted, reason, request.headers.get('referer')), ...NO_STORE, ...headers },
    });
  };
  const refuseShared = (request: ApiRequest, { status, code, message, headers }: Refusal): Response => {
    const upstreamFailure = status >= 500 || status === 499;
    const wording = ORDER_WORDING[code] ?? (upstreamFailure ? UPSTREAM_WORDING : message);
    return refuse(request, status, code, wording, undefined, headers);
  };

  return defineRoute(deps, {
    method: 'POST',
    path: 'orderHandoff',
    sameSiteOnly: true,
    body: { media: ['form'], maxBytes: MAX_FORM_BYTES, schema: postedFormSchema },
    upstreamRefusals: 'bad-gateway',
    refuse: refuseShared,
    handle: async (request, { body }) => {
      // Empty optional fields (a hidden input with no value) mean "not given".
      const posted = withoutBlanks(body);
      // Limited once the form is read (bounded, no upstream call yet): its agent-token says whose limit.
      const waitMs = (await limiter?.take(request, posted['agent-token'])) ?? 0;
      if (waitMs > 0)
        return refuse(request, 429, 'rate_limited', 'Too many orders were sent in a short time. Please wait a moment and try again.', posted, {
          'retry-after': retryAfter(waitMs),
        });
      // A SIM order has its own, smaller form: no address, location or extras (ADR 034).
      const sim = posted.service_type === SIM_SERVICE_TYPE;
      const parsed = sim ? simHandoffFormSchema.safeParse(posted) : handoffFormSchema.safeParse(posted);
      if (!parsed.success) {
        const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'form'))].slice(0, 5);
        return wantsJson(request)
          ? refusalAnswer(invalidInput(parsed.error))
          : refuse(
              request,
              400,
              'bad_request',
              `Some of your order details were missing or not valid (${fields.join(', ')}). Please go back, check your choices and try again.`,
              posted,
            );
      }
      const form = parsed.data;
      const orderDeps = { ...deps, attribution, brand, clock };
      const outcome =
        form.service_type === SIM_SERVICE_TYPE
          ? await prepareSimHandoff(form, orderDeps)
          : await prepareHandoff(form, orderDeps, request.signal);
      if (!outcome.ok) return refuse(request, outcome.status, outcome.code, outcome.message, posted);
      return new Response(null, {
        status: 303,
        // Signed last, over every field sent (docs/product/ordering-and-handoff.md#order-signature).
        headers: { location: orderSiteLocation(deps.orderSiteUrl, signedOrderFields(outcome.fields, deps.orderSigningSecret)), ...NO_STORE },
      });
    },
  });
}
