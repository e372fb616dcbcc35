// The shared quote API (docs/product/ordering-and-handoff.md#shared-quotes): make a link, open one; only the server signs tokens.
import { z } from 'zod';
import { HANDOFF_SERVICE_TYPES } from '../domain/ordering/handoff-service-fields';
import { OFFER_TYPES } from '../domain/plans/offer-type';
import { anyLocationId } from './location-id';

/** The extras as ordered when quoted (orderedExtras: only what the service offers). */
export const quoteExtrasSchema = z.strictObject({
  modem: z.boolean(),
  /** 0 or 1, and 0 without the modem (docs/product/ordering-and-handoff.md#extras-step). */
  extender: z.boolean(),
  voice: z.enum(['none', 'payg', 'unlimited']),
  homeSecure: z.boolean(),
  /** Flip to Fibre's transfer plan; null for every other service. */
  transferPlan: z.union([z.literal(50), z.literal(100), z.null()]),
});
export type QuoteExtras = z.infer<typeof quoteExtrasSchema>;

/** What the summary sends to make a quote: the location id and the choices, nothing personal. */
export const makeQuoteSchema = z.strictObject({
  locationId: anyLocationId,
  service: z.enum(HANDOFF_SERVICE_TYPES),
  planId: z.number().int().positive().max(999_999_999),
  offerType: z.enum(OFFER_TYPES),
  extras: quoteExtrasSchema,
});
export type MakeQuote = z.infer<typeof makeQuoteSchema>;

/** A summary line as the summary writes it (lineAmountText), with ' one-off' for a priced one-off. */
const summaryLineSchema = z.object({ id: z.string(), label: z.string(), text: z.string() });

/** An opened quote, as the `/quote/<token>` page shows it. */
export const quoteViewSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('invalid') }),
  z.object({ state: z.literal('expired'), issuedAt: z.number(), service: z.enum(HANDOFF_SERVICE_TYPES).nullable() }),
  z.object({
    state: z.literal('open'),
    issuedAt: z.number(),
    expiresAt: z.number(),
    service: z.enum(HANDOFF_SERVICE_TYPES),
    locationId: z.string(),
    /** The address service's text for the location id; null when it no longer knows it. */
    address: z.string().nullable(),
    /** The plan as offered now; null when it cannot be ordered at the address. */
    plan: z
      .object({
        id: z.number(),
        name: z.string(),
        offerType: z.enum(OFFER_TYPES),
        cisVersion: z.string(),
        cisLink: z.string(),
        typicalEveningSpeed: z.number(),
      })
      .nullable(),
    extras: quoteExtrasSchema,
    /** The summary re-priced now; null with no plan. */
    summary: z
      .object({
        lines: z.array(summaryLineSchema),
        monthlyStepsText: z.string(),
        footnote: z.string(),
        /** Flip to Fibre: the nbn plan the order is on until its fibre is connected. */
        interimPlan: z.string().nullable(),
      })
      .nullable(),
    changes: z.array(z.object({ code: z.string(), text: z.string() })),
    /** The address check is complete for this service and the plan is offered: Order Now. */
    orderable: z.boolean(),
    /** The order form's hidden inputs (shared/domain/ordering/handoff-form-inputs.ts and the quote), when orderable. */
    form: z.array(z.tuple([z.string(), z.string()])).nullable(),
    /** An agent's quote: the order made from it credits this agent. */
    agentCode: z.string().nullable(),
  }),
]);
export type QuoteView = z.infer<typeof quoteViewSchema>;
export type OpenQuoteView = Extract<QuoteView, { state: 'open' }>;
