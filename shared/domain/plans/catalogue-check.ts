// docs/product/pricing.md#catalogue-checks (and #plan-fields, #gst-and-currency, #minimum-cost): a plan
// is shown only when it has what a customer needs to judge it and says nothing its own data
// contradicts; one that fails is left out with its reasons, never shown with a wrong claim.
import { planCostInput, planMinimumCost } from '../pricing/minimum-cost';
import { money, toCents } from '../pricing/money';
import { SITE_PATH } from '../../schemas/content';

export type PlanDefectKind =
  | 'typical-evening-speed'
  | 'cis-link'
  | 'price'
  | 'minimum-cost'
  | 'unlimited-with-allowance'
  | 'allowance-wording'
  | 'unreachable-speed'
  | 'min-cost-wording'
  | 'gst-wording'
  /** Not a Plan as the site reads one (shared/schemas/plan.ts); found by the server's schema check. */
  | 'shape';

export interface PlanDefect {
  kind: PlanDefectKind;
  /** Plain words for the log: what is wrong, with the figures. */
  reason: string;
}

/** A plan as a catalogue answer holds it: the fields the checks read, of any type. */
type CataloguePlanRecord = Readonly<Record<string, unknown>>;

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const inWholeCents = (amount: number): boolean => Math.abs(amount * 100 - toCents(amount)) < 1e-6;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The texts a visitor reads about the plan (docs/product/pricing.md#plan-fields: planTitle, planHeading, planFullSpeed, priceNotes). */
const wordingOf = (plan: CataloguePlanRecord): { field: string; value: string }[] =>
  ['planTitle', 'planHeading', 'planFullSpeed', 'priceNotes'].map((field) => ({ field, value: text(plan[field]) }));

function speedDefects(plan: CataloguePlanRecord): PlanDefect[] {
  const download = plan.planDownloadSpeed;
  const evening = plan.typicalEveningSpeed;
  if (!isAmount(download) || download <= 0)
    return [{ kind: 'typical-evening-speed', reason: 'has no download speed to measure its typical evening speed against' }];
  if (!isAmount(evening) || evening <= 0) return [{ kind: 'typical-evening-speed', reason: 'has no typical evening speed' }];
  if (evening > download)
    return [
      {
        kind: 'typical-evening-speed',
        reason: `typical evening speed ${evening} Mbps is above its download speed ${download} Mbps`,
      },
    ];
  return [];
}

/** docs/product/content.md#cis cisLink: a path on this site or an https address. */
function cisLinkDefects(plan: CataloguePlanRecord): PlanDefect[] {
  const link = text(plan.cisLink).trim();
  const usable = SITE_PATH.test(link) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(link);
  return usable ? [] : [{ kind: 'cis-link', reason: 'has no Critical Information Summary link' }];
}

function priceDefects(plan: CataloguePlanRecord): PlanDefect[] {
  const defects: PlanDefect[] = [];
  const price = plan.price;
  if (!isAmount(price) || price <= 0 || !inWholeCents(price))
    defects.push({ kind: 'price', reason: `monthly price ${String(price)} is not an amount above $0 in cents` });
  const special = plan.special;
  if (special !== null && special !== undefined) {
    const fields = typeof special === 'object' ? (special as Record<string, unknown>) : {};
    const { planPrice, months } = fields;
    if (!isAmount(planPrice) || planPrice < 0 || !inWholeCents(planPrice))
      defects.push({ kind: 'price', reason: `special price ${String(planPrice)} is not an amount in cents` });
    if (typeof months !== 'number' || !Number.isInteger(months) || months <= 0)
      defects.push({ kind: 'price', reason: 'special does not say for how many months it lasts' });
  }
  const activationFee = plan.activationFee;
  if (activationFee !== undefined && (!isAmount(activationFee) || activationFee < 0 || !inWholeCents(activationFee)))
    defects.push({ kind: 'price', reason: `activation fee ${String(activationFee)} is not an amount in cents` });
  return defects;
}

/** The plan's minimum cost (docs/product/pricing.md#minimum-cost), or undefined when its prices cannot give one. */
function minimumCostOf(plan: CataloguePlanRecord): number | undefined {
  const { price, special, activationFee } = plan;
  if (!isAmount(price)) return undefined;
  const specialFields = special && typeof special === 'object' ? (special as Record<string, unknown>) : undefined;
  if (specialFields && !isAmount(specialFields.planPrice)) return undefined;
  const total = planMinimumCost(
    planCostInput({
      price,
      special: specialFields
        ? { planPrice: specialFields.planPrice as number, months: isAmount(specialFields.months) ? specialFields.months : undefined }
        : null,
      planSpeed: text(plan.planSpeed),
      firstMonthFree: plan.firstMonthFree === true,
      activationFee: isAmount(activationFee) ? activationFee : undefined,
    }),
  );
  return Number.isFinite(total) && total >= 0 ? total : undefined;
}

/** Data allowance: null or absent is unlimited data (docs/product/pricing.md#plan-sources Plan.dataAllowanceGb). */
function allowanceDefects(plan: CataloguePlanRecord): PlanDefect[] {
  const allowance = plan.dataAllowanceGb;
  if (allowance !== undefined && allowance !== null && (!isAmount(allowance) || allowance <= 0))
    return [{ kind: 'allowance-wording', reason: `data allowance ${String(allowance)} is not a number of GB` }];
  const limited = isAmount(allowance);
  const defects: PlanDefect[] = [];
  for (const { field, value } of wordingOf(plan)) {
    // "Unlimited" calls or talk are not about data; any other "unlimited" is.
    if (limited && /\bunlimited\b(?!\s+(?:standard\s+|national\s+|international\s+)*(?:calls?|talk|text))/i.test(value))
      defects.push({ kind: 'unlimited-with-allowance', reason: `${field} says unlimited but the plan has ${allowance}GB of data` });
    for (const match of value.matchAll(/(\d+(?:\.\d+)?)\s*GB\b/gi)) {
      const stated = Number(match[1]);
      if (!limited) defects.push({ kind: 'allowance-wording', reason: `${field} states ${stated}GB but the plan has unlimited data` });
      else if (stated !== allowance)
        defects.push({ kind: 'allowance-wording', reason: `${field} states ${stated}GB but the plan has ${allowance}GB of data` });
    }
  }
  return defects;
}

/**
 * Speeds in the wording: '100/20Mbps', '50-90/20Mbps', '1Gbps', and the full speed 'nbn 100/20'
 * (docs/product/pricing.md#plan-fields: 'down/up' numbers). A range is judged by its top; none may pass the plan's own speeds.
 */
function speedWordingDefects(plan: CataloguePlanRecord): PlanDefect[] {
  const download = plan.planDownloadSpeed;
  const upload = plan.planUploadSpeed;
  if (!isAmount(download)) return [];
  const defects: PlanDefect[] = [];
  for (const { field, value } of wordingOf(plan)) {
    const pattern =
      field === 'planFullSpeed'
        ? /(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?\s*\/\s*(\d+(?:\.\d+)?)()/g
        : /(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?(?:\s*\/\s*(\d+(?:\.\d+)?))?\s*(Mbps|Gbps)\b/gi;
    for (const match of value.matchAll(pattern)) {
      const unit = match[4]?.toLowerCase() === 'gbps' ? 1000 : 1;
      const down = Number(match[2] ?? match[1]) * unit;
      if (down > download)
        defects.push({ kind: 'unreachable-speed', reason: `${field} says ${match[0].trim()} but the plan's download speed is ${download} Mbps` });
      if (match[3] !== undefined && isAmount(upload) && Number(match[3]) * unit > upload)
        defects.push({ kind: 'unreachable-speed', reason: `${field} says ${match[0].trim()} but the plan's upload speed is ${upload} Mbps` });
    }
  }
  return defects;
}

function priceWordingDefects(plan: CataloguePlanRecord, minimum: number | undefined): PlanDefect[] {
  const defects: PlanDefect[] = [];
  for (const { field, value } of wordingOf(plan)) {
    if (/\b(?:ex\.?|excl\.?|excluding|exclusive of|plus)\s*GST\b/i.test(value))
      defects.push({ kind: 'gst-wording', reason: `${field} states a price without GST (docs/product/pricing.md#gst-and-currency: prices inc. GST)` });
    for (const match of value.matchAll(/\bmin(?:imum)?\.?\s+(?:total\s+)?cost:?\s*(?:of\s+|is\s+)?\$\s?(\d[\d,]*(?:\.\d{1,2})?)/gi)) {
      const stated = Number(match[1]!.replace(/,/g, ''));
      if (minimum !== undefined && toCents(stated) !== toCents(minimum))
        defects.push({ kind: 'min-cost-wording', reason: `${field} states a minimum cost of ${money(stated)} but it is ${money(minimum)}` });
    }
  }
  return defects;
}

/**
 * Everything wrong with one catalogue plan; none means it may be shown. It takes any object: an
 * upstream answer is only shape-checked for the fields the site computes with (shared/schemas).
 */
export function planDefects(catalogueEntry: object): PlanDefect[] {
  const plan = catalogueEntry as CataloguePlanRecord;
  const minimum = minimumCostOf(plan);
  return [
    ...speedDefects(plan),
    ...cisLinkDefects(plan),
    ...priceDefects(plan),
    ...(minimum === undefined ? [{ kind: 'minimum-cost' as const, reason: 'has no computable minimum cost' }] : []),
    ...allowanceDefects(plan),
    ...speedWordingDefects(plan),
    ...priceWordingDefects(plan, minimum),
  ];
}

/** Splits a catalogue answer into the plans that pass, in catalogue order, and the ones left out, with their reasons. */
export function checkCatalogue<T extends object>(plans: readonly T[]) {
  const passed: T[] = [];
  const dropped: { plan: T; defects: PlanDefect[] }[] = [];
  for (const plan of plans) {
    const defects = planDefects(plan);
    if (defects.length === 0) passed.push(plan);
    else dropped.push({ plan, defects });
  }
  return { plans: passed, dropped };
}
