// Schemas for upstream answers (docs/architecture.md#contracts, docs/product/pricing.md#plan-sources, docs/product/frame.md#upstream-services):
// a malformed answer becomes a 502, and each keeps only the fields the site uses
// (docs/decisions/021-upstream-answers-keep-only-used-fields.md). The entities are in plan.ts and content.ts.
import { z } from 'zod';
import { serviceQualificationQuerySchema } from './api-inputs';
import { internationalRateSchema, shortLinkSchema } from './content';
import { mobilePlanSchema, planSchema } from './plan';

const nonEmpty = z.string().min(1);

/** docs/architecture.md#contracts: `GET /v2/address` and `/v2/address/{locId}` answer a JSON array. */
export const addressProviderSchema = z.object({ locationId: nonEmpty, name: nonEmpty });
export const addressSuggestionSchema = z.object({ formattedAddress: nonEmpty, providers: z.array(addressProviderSchema) });
export const addressListSchema = z.array(addressSuggestionSchema);

/** docs/architecture.md#contracts: one provider's summary inside `sqSummary`. */
export const providerSqSummarySchema = z.object({
  serviceClass: z.number(),
  newDevelopmentsChargeApplies: z.boolean(),
  technologyShortCode: z.string().nullable(),
  technology: z.string(),
  locationId: nonEmpty,
  alternativeTechnologyDetails: z.object({ readyStatus: z.string(), readyDate: z.string().nullable() }).nullable(),
  readyDate: z.string().nullable(),
  maximumDownloadSpeed: z.number(),
  activeService: z.boolean(),
  campaigns: z.array(z.string()),
});
/** The providers the site asks to qualify (docs/product/address-check.md#sq-call): lower-cased names. */
const QUALIFIED_PROVIDERS: ReadonlySet<string> = new Set(Object.keys(serviceQualificationQuerySchema.shape));
/** `sqSummary` keeps only the providers the site asks about (case-insensitively, as sq-result.ts reads them). */
const sqSummarySchema = z
  .record(z.string(), z.unknown())
  .transform((summary) => Object.fromEntries(Object.entries(summary).filter(([name]) => QUALIFIED_PROVIDERS.has(name.toLowerCase()))))
  .pipe(z.record(z.string(), providerSqSummarySchema));
export const serviceQualificationSchema = z.object({
  sqSummary: sqSummarySchema,
  availablePlanCategories: z.array(z.string()),
  priority: z.array(z.string()),
});

/**
 * A catalogue row as it arrives: the Plan contract is checked plan by plan (server/upstream/plan-catalogue-check.ts),
 * so one faulty plan is left out rather than failing the catalogue.
 */
const catalogueRowSchema = z.looseObject({ id: z.number() });

/** docs/product/pricing.md#plan-sources: "response has plans"; a bare array is accepted too, normalised to `{ plans }`. */
const plansAnswer = <Row extends z.ZodType>(row: Row) =>
  z.union([z.object({ plans: z.array(row) }), z.array(row)]).transform((answer) => (Array.isArray(answer) ? { plans: answer } : answer));
export const plansSchema = plansAnswer(catalogueRowSchema);

/** docs/product/content.md#call-rates: rates "data: rows of country and price". */
export const internationalRatesSchema = z.object({ data: z.array(internationalRateSchema) });

/** Mobile plans: supplier, brand and productType may be missing; the server fills them in (docs/product/content.md#mobile-plans). */
const upstreamMobilePlanSchema = mobilePlanSchema.extend({
  supplier: z.string().optional(),
  brand: z.string().optional(),
  productType: z.string().optional(),
});
export const mobilePlansSchema = plansAnswer(upstreamMobilePlanSchema);

/** docs/product/pricing.md#plan-sources `GET {CMS}/globals/configuration`: the site uses data.unconnected_services.value. */
export const configurationSchema = z.object({
  data: z.object({ unconnected_services: z.object({ value: z.string() }).optional() }),
});

/** Short links (`/s/:id`): an array or `{ links }`, normalised to the array. */
export const shortLinksSchema = z
  .union([z.array(shortLinkSchema), z.object({ links: z.array(shortLinkSchema) })])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.links));

/** The site's plans answer (`/api/plans/:serviceType`, the flip plans): checked plans only. */
export const sitePlansAnswerSchema = z.object({ plans: z.array(planSchema) });
/** The site's mobile plans answer (`/api/mobile-plans`): full plans, each with its minimum cost sentence (docs/product/pricing.md#minimum-cost). */
export const siteMobilePlansAnswerSchema = z.object({ plans: z.array(mobilePlanSchema.extend({ minimumCostText: z.string() })) });

export type AddressProvider = z.infer<typeof addressProviderSchema>;
/** One answer row of `GET /v2/address` (docs/architecture.md#contracts). */
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
export type AddressListAnswer = z.infer<typeof addressListSchema>;
/** One provider's summary inside `sqSummary` (docs/architecture.md#contracts). */
export type ProviderSqSummary = z.infer<typeof providerSqSummarySchema>;
/** `GET /v2/service-qualification` answer (docs/architecture.md#contracts); the site's `/api/service-qualification` passes it on. */
export type ServiceQualificationAnswer = z.infer<typeof serviceQualificationSchema>;
/** An upstream plans answer, before the per-plan checks. */
export type CatalogueAnswer = z.infer<typeof plansSchema>;
export type PlansAnswer = z.infer<typeof sitePlansAnswerSchema>;
export type MobilePlansAnswer = z.infer<typeof siteMobilePlansAnswerSchema>;
export type InternationalRatesAnswer = z.infer<typeof internationalRatesSchema>;
export type ConfigurationAnswer = z.infer<typeof configurationSchema>;
