// `POST /api/quotes` and `GET /api/quotes/:token` (docs/product/ordering-and-handoff.md#shared-quotes,
// docs/decisions/033-quotes-that-travel.md): quotes priced and signed by the server (an agent's carries
// the agent's code, never the token); opening one re-prices it and says what changed.
import { z } from 'zod';
import { orderInputs } from '../../../shared/domain/ordering/handoff-form-inputs';
import { HANDOFF_REFUSAL_SENTENCES } from '../../../shared/domain/ordering/handoff-refusal';
import { quoteChanges } from '../../../shared/domain/ordering/quote-changes';
import { lineAmountText } from '../../../shared/domain/pricing/order-totals';
import { quoteExpiresAt, type Quote } from '../../../shared/domain/ordering/quote-token';
import { quotePath } from '../../../shared/routes/paths';
import { makeQuoteSchema, type QuoteView } from '../../../shared/schemas/quote';
import type { MadeQuote } from '../../../shared/schemas/site-api';
import type { SiteDeps } from '../api-deps';
import type { ApiRoute } from '../api-route';
import { apiError, json, rateLimited } from '../api-responses';
import { NO_STORE } from '../cache-control';
import { defineRoute, MAX_FORM_BYTES } from '../define-route';
import { bearerToken, createClientLimiter, type RateLimit } from '../rate-limit';
import type { HandoffUpstreams } from '../handoff/handoff-order';
import { MAX_QUOTE_TOKEN_LENGTH } from './quote-signer';
import { priceQuote } from './price-quote';

/** Making or opening a quote asks the qualification service: limited like the hand-off. */
export const DEFAULT_QUOTE_RATE_LIMIT: RateLimit = { perSecond: 2, burst: 6 };

export type QuoteRouteDeps = Pick<
  SiteDeps,
  'quoteSigner' | 'siteUrl' | 'verifyAgentToken' | 'reportError' | 'brand' | 'newLimiter' | 'agentLimitFactor' | 'noteUnknownReadyStatus'
> & {
  upstreams: HandoffUpstreams;
  rateLimit?: RateLimit | false;
};

const tokenParamsSchema = z.object({ token: z.string().min(1).max(MAX_QUOTE_TOKEN_LENGTH) });

export function createQuoteRoutes(deps: QuoteRouteDeps): ApiRoute[] {
  const limiter = deps.rateLimit === false ? undefined : createClientLimiter('quote', deps.rateLimit ?? DEFAULT_QUOTE_RATE_LIMIT, { ...deps, lookupAgent: deps.verifyAgentToken });
  const openQuote = createQuoteOpener(deps);

  const make = defineRoute(deps, {
    method: 'POST',
    path: 'quotes',
    sameSiteOnly: true,
    upstreamRefusals: 'bad-gateway',
    body: { media: ['json'], maxBytes: MAX_FORM_BYTES, schema: makeQuoteSchema },
    handle: async (request, { body }) => {
      const agentToken = bearerToken(request);
      const waitMs = (await limiter?.take(request, agentToken)) ?? 0;
      if (waitMs > 0) return rateLimited('Too many quotes were made in a short time. Please wait a moment and try again.', waitMs);
      const priced = await priceQuote(body, deps, request.signal);
      if (!priced.offered || !priced.address)
        return apiError(409, 'not_offered', 'This plan cannot be quoted at this address just now. Please check your address and plan again.', NO_STORE);
      // The offer type is the server's (docs/product/pricing.md#offer-type): a summary naming another is refused.
      if (priced.offered.entry.offerType !== body.offerType) return apiError(409, 'offer_changed', HANDOFF_REFUSAL_SENTENCES.offer_changed, NO_STORE);
      // An agent's quote names the agent by code, from a token the server verified; the token stays here.
      const agent = agentToken ? await deps.verifyAgentToken(agentToken) : null;
      const quote: Quote = {
        issuedAt: Math.floor(Date.now() / 1000),
        locationId: body.locationId,
        service: body.service,
        planId: body.planId,
        offerType: priced.offered.entry.offerType,
        extras: { ...body.extras, extender: body.extras.modem && body.extras.extender },
        newDev: priced.finding.kind === 'offered' && priced.finding.newDev,
        quoted: priced.offered.figures,
        agentCode: agent?.agentCode ?? null,
      };
      const path = quotePath(deps.quoteSigner.sign(quote));
      const answer: MadeQuote = {
        path,
        url: `${deps.siteUrl}${path}`,
        expiresAt: quoteExpiresAt(quote.issuedAt),
        planName: priced.offered.name,
        address: priced.address,
        monthlyStepsText: priced.offered.totals.monthlyStepsText,
      };
      return json(201, answer, NO_STORE);
    },
  });

  const open = defineRoute(deps, {
    method: 'GET',
    path: 'quote',
    params: tokenParamsSchema,
    upstreamRefusals: 'bad-gateway',
    // Opening re-qualifies the address, an upstream call each time: it spends from the quote limit, as making one does.
    rateLimit: async (request) => {
      const waitMs = (await limiter?.take(request, bearerToken(request))) ?? 0;
      return waitMs > 0 ? rateLimited('Too many quotes were opened in a short time. Please wait a moment and try again.', waitMs) : undefined;
    },
    handle: async (request, { params }) => json(200, await openQuote(params.token, request.signal), NO_STORE),
  });
  return [make, open];
}

/** Opening a quote link (the API's and the quote page's): checked, re-qualified and re-priced, with what changed. */
export function createQuoteOpener(deps: Pick<QuoteRouteDeps, 'upstreams' | 'quoteSigner' | 'brand' | 'noteUnknownReadyStatus'>) {
  return async (token: string, signal?: AbortSignal): Promise<QuoteView> => {
    const check = deps.quoteSigner.check(token, Math.floor(Date.now() / 1000));
    if (!check.ok) return check.reason === 'expired' ? { state: 'expired', issuedAt: check.quote.issuedAt, service: check.quote.service } : { state: 'invalid' };
    const { quote } = check;
    const priced = await priceQuote(quote, deps, signal);
    const offered = priced.offered;
    return {
      state: 'open',
      issuedAt: quote.issuedAt,
      expiresAt: quoteExpiresAt(quote.issuedAt),
      service: quote.service,
      locationId: quote.locationId,
      address: priced.address,
      plan: offered
        ? {
            id: offered.entry.plan.id,
            name: offered.name,
            offerType: offered.entry.offerType,
            cisVersion: offered.entry.cisVersion,
            cisLink: offered.entry.cisLink,
            typicalEveningSpeed: offered.entry.typicalEveningSpeed,
          }
        : null,
      extras: quote.extras,
      summary: offered
        ? {
            lines: offered.totals.lines.map((line) => ({
              id: line.id,
              label: line.label,
              text: `${lineAmountText(line)}${line.period === 'once' && !line.free ? ' one-off' : ''}`,
            })),
            monthlyStepsText: offered.totals.monthlyStepsText,
            footnote: offered.totals.footnote,
            interimPlan: offered.interimPlan,
          }
        : null,
      changes: quoteChanges(quote, priced.finding),
      orderable: priced.orderable,
      // The order form names the plan as offered now, and the quote (an agent's credits the agent).
      form:
        offered && priced.orderable && priced.address
          ? [
              ...orderInputs({
                serviceType: quote.service,
                planId: offered.entry.plan.id,
                offerType: offered.entry.offerType,
                cisVersion: offered.entry.cisVersion,
                modem: quote.extras.modem,
                extenders: quote.extras.extender ? 1 : 0,
                voice: quote.extras.voice,
                homeSecure: quote.extras.homeSecure,
                transferPlan: quote.extras.transferPlan,
                sqAddress: priced.address,
                locationIds: [quote.locationId],
              }),
              ['quote', token],
            ]
          : null,
      agentCode: quote.agentCode,
    };
  };
}
