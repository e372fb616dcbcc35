// The heads that name a product's "from" price (docs/product/frame.md#page-meta), computed from the catalogue the page shows
// (docs/product/pricing.md#from-prices); without the catalogue they name no price, never a typed one.
import { fromPrice, type FromPrice, type PricedPlan } from '../domain/pricing/from-prices';
import { money } from '../domain/pricing/money';
import { speedUpToText } from '../domain/plans/plan-texts';
import { SITE_BRAND } from '../site-config';
import { pageHeadOf, pageMetaFor, type PageMeta } from './page-meta';

/** `from $53.99 per month`: the head table's words for a "from" price. */
export function fromPerMonth(from: FromPrice): string {
  return `from ${money(from.monthly)} per month`;
}

/** `from $69.95 per month for 6 months` when the lowest amount is a promotion, else as fromPerMonth. */
export function fromPerMonthWithMonths(from: FromPrice): string {
  const months = from.promotionMonths;
  if (months === null) return fromPerMonth(from);
  return `${fromPerMonth(from)} for ${months === 1 ? '1 month' : `${months} months`}`;
}

const hasSpeed = (plan: PricedPlan): plan is PricedPlan & { planDownloadSpeed: number } =>
  typeof (plan as { planDownloadSpeed?: unknown }).planDownloadSpeed === 'number';

const plansOf = (answer: unknown): readonly PricedPlan[] | null => {
  const plans = (answer as { plans?: unknown } | null | undefined)?.plans;
  return Array.isArray(plans) ? (plans as PricedPlan[]) : null;
};

/** The head entry of `path`, its "from" price from the loader data; the description says how long a promotion lasts. */
export function pricedPageMetaFor(path: string, data: Readonly<Record<string, unknown>> | null | undefined): PageMeta {
  const meta = pageMetaFor(path);
  const entry = pageHeadOf(path)?.priced;
  const plans = entry ? plansOf(data?.plans) : null;
  const from = plans ? fromPrice(plans) : null;
  if (!entry || !plans || !from) return meta;
  return {
    ...meta,
    title: `${entry.title(fromPerMonth(from))} | ${SITE_BRAND.name}`,
    description: entry.description(fromPerMonth(from), fromPerMonthWithMonths(from), speedUpToText(plans.filter(hasSpeed))),
  };
}
