// docs/product/pricing.md#flip-to-fibre-plan-fields Plan, Flip-to-Fibre plan, mobile plan and hardware: one contract each
// for the server's catalogue checks and the pages' types; unnamed fields are dropped (docs/decisions/021-upstream-answers-keep-only-used-fields.md).
import { z } from 'zod';

/** Broadband catalogues served by `/api/plans/:serviceType` (docs/architecture.md#contracts). */
export const BROADBAND_CATALOGUES = ['nbn', 'fibre', 'hwbb', 'mbb'] as const;
export type BroadbandCatalogue = (typeof BROADBAND_CATALOGUES)[number];

/** Service types of docs/product/pricing.md#service-types. `mobile` is the SIM-plan catalogue; the others are broadband. */
export type ServiceType = BroadbandCatalogue | 'mobile' | 'flipToFibre';

export const planSpecialSchema = z.object({
  /** Monthly price (GST inclusive) during the special. */
  planPrice: z.number(),
  /** How long the special lasts, as shown: e.g. 'for the first 6 months'. */
  duration: z.string(),
  /** Number of months the special lasts (used by the savings rule, docs/product/pricing.md#savings). */
  months: z.number(),
});
export type PlanSpecial = z.infer<typeof planSpecialSchema>;

/** docs/product/pricing.md#award-images: an award the plan won, named in full, or none. */
export const planAwardSchema = z.object({
  name: z.string().trim().min(1),
  year: z.number().int().min(1990),
  source: z.string().trim().min(1),
});
export type PlanAward = z.infer<typeof planAwardSchema>;

export const planSchema = z.object({
  id: z.number(),
  serviceType: z.enum([...BROADBAND_CATALOGUES, 'flipToFibre']),
  planTitle: z.string(),
  planHeading: z.string(),
  /** Catalogue speed key, e.g. 'nbn50', 'nbn 100/40', 'Fibre12' (docs/product/pricing.md#speed-descriptions). */
  planSpeed: z.string(),
  /** 'down/up' text, nbn plans starting 'nbn ' (docs/product/pricing.md#plan-fields). */
  planFullSpeed: z.string(),
  planDownloadSpeed: z.number(),
  planUploadSpeed: z.number(),
  /** Typical evening (7–11 pm) download speed in Mbps. */
  typicalEveningSpeed: z.number(),
  /** Monthly data allowance in GB; null for unlimited data (mobile broadband has allowances). */
  dataAllowanceGb: z.number().nullable(),
  /** Monthly price in AUD, GST inclusive. */
  price: z.number(),
  priceNotes: z.string(),
  speedboost: z.boolean(),
  flipOnly: z.boolean(),
  /** A free first month applies (docs/product/pricing.md#plan-badges badge). */
  firstMonthFree: z.boolean(),
  special: planSpecialSchema.nullable(),
  /** Critical Information Summary. */
  cisLink: z.string(),
  /** Flip to Fibre plans only: the activation fee (docs/product/pricing.md#activation-fee). */
  activationFee: z.number().optional(),
  /** The award the plan won (docs/product/pricing.md#award-images); a plan without one shows no award badge. */
  award: planAwardSchema.optional(),
});
export type Plan = z.infer<typeof planSchema>;

export const flipToFibrePlanSchema = planSchema.extend({ serviceType: z.literal('flipToFibre'), activationFee: z.number() });
export type FlipToFibrePlan = z.infer<typeof flipToFibrePlanSchema>;

export const mobilePlanSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Monthly data allowance in GB. */
  dataGb: z.number(),
  price: z.number(),
  inclusions: z.array(z.string()),
  supplier: z.string(),
  brand: z.string(),
  productType: z.literal('Mobile'),
  cisLink: z.string(),
});
export type MobilePlan = z.infer<typeof mobilePlanSchema>;

/** docs/product/content.md#analytics-items Hardware. */
export const hardwareItemSchema = z.object({
  itemId: z.string(),
  type: z.enum(['modem', 'extender']),
  title: z.string(),
  features: z.array(z.string()),
  price: z.number(),
  freeShipping: z.boolean(),
});
export type HardwareItem = z.infer<typeof hardwareItemSchema>;
