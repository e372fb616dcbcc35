// What a shared quote costs and what changed since it was made, in the order and words of
// docs/product/ordering-and-handoff.md#shared-quotes.
import { money } from '../pricing/money';
import { orderedTotals, type OrderTotals } from '../pricing/order-totals';
import { orderedExtras, type OrderedExtras } from '../plans/service-extras';
import type { QuoteExtras } from '../../schemas/quote';
import type { Quote, QuotedPlanFigures, QuotedTerms } from './quote-token';
import type { OfferType } from '../plans/offer-type';

/** The extras of a quote as the order would send them (only what the service offers). */
export function quoteOrderedExtras(service: string, extras: QuoteExtras): OrderedExtras {
  return orderedExtras(
    {
      modem: extras.modem,
      extenders: extras.extender ? 1 : 0,
      voip: extras.voice !== 'none',
      voipPlan: extras.voice === 'unlimited' ? 'unlimited' : 'payg',
      homeSecure: extras.homeSecure,
      transferPlan: extras.transferPlan ?? 100,
    },
    service,
  );
}

/** The order's totals for a plan's figures and the quote's extras: the summary's lines and figures. */
export function quoteTotals(title: string, plan: QuotedPlanFigures, service: string, extras: QuoteExtras, newDev: boolean): OrderTotals {
  const { price, special, freeFirstMonth, activationFee } = plan;
  return orderedTotals({ title, price, special, freeFirstMonth, activationFee }, quoteOrderedExtras(service, extras), newDev);
}

/** What opening the quote found, before any comparison. */
export type QuoteFinding =
  /** The address service no longer knows the location id, or the qualification refused it. */
  | { kind: 'address_not_found' }
  /** The service no longer reaches the address: the offer's address-wide sentence. */
  | { kind: 'address_unqualified'; sentence: string }
  /** The plan id is in none of the catalogue's plans for the service. */
  | { kind: 'plan_withdrawn' }
  /** The plan is in the catalogue but not offered at this address: the offer's sentence for it. */
  | { kind: 'plan_not_offered'; sentence: string }
  /** Offered: its figures and offer type now, and whether the new development fee applies now. */
  | { kind: 'offered'; offerType: OfferType; plan: QuotedPlanFigures; newDev: boolean };

export type QuoteChangeCode =
  | 'address_not_found'
  | 'address_unqualified'
  | 'plan_withdrawn'
  | 'plan_not_offered'
  | 'offer_ended'
  | 'monthly_price'
  | 'extras_price'
  | 'upfront_cost'
  | 'typical_evening_speed'
  | 'upload_speed'
  | 'allowance'
  | 'speed_boost'
  | 'cis_version'
  | 'unchanged';

export interface QuoteChange {
  code: QuoteChangeCode;
  text: string;
}

export const QUOTE_CHANGE_TEXTS = {
  address_not_found: "We can't find the address in this quote any more, so we can't confirm what it can get. Please check your address again.",
  plan_withdrawn: 'The plan in this quote has been withdrawn: it is no longer offered. Please choose another plan.',
  unchanged: 'Nothing has changed since this quote: the address, plan, prices, speeds and terms are as quoted.',
  cis_version:
    'The Critical Information Summary for this plan has changed since the quote (a new version): please read it again before you order.',
} as const;

/** The terms compared one by one, each as the quote page words it. */
const COMPARED_TERMS: readonly [QuoteChangeCode, string, (terms: QuotedTerms) => string][] = [
  ['typical_evening_speed', 'The typical evening speed', (terms) => `${terms.typicalEveningSpeed}Mbps`],
  ['upload_speed', 'The upload speed', (terms) => `${terms.uploadSpeed}Mbps`],
  ['allowance', 'The data allowance', (terms) => (terms.allowanceGb === null ? 'unlimited data' : `${terms.allowanceGb}GB a month`)],
  ['speed_boost', 'My Speed Boost days', (terms) => (terms.speedBoostDays === 0 ? 'none' : `${terms.speedBoostDays} a month`)],
];

/** What changed since the quote, most important first; an address or plan that can no longer be ordered says only that. */
export function quoteChanges(quote: Pick<Quote, 'service' | 'offerType' | 'extras' | 'newDev' | 'quoted'>, finding: QuoteFinding): QuoteChange[] {
  switch (finding.kind) {
    case 'address_not_found':
      return [{ code: 'address_not_found', text: QUOTE_CHANGE_TEXTS.address_not_found }];
    case 'address_unqualified':
      return [{ code: 'address_unqualified', text: `The address in this quote no longer qualifies: ${finding.sentence}` }];
    case 'plan_withdrawn':
      return [{ code: 'plan_withdrawn', text: QUOTE_CHANGE_TEXTS.plan_withdrawn }];
    case 'plan_not_offered':
      return [{ code: 'plan_not_offered', text: `${finding.sentence} Please choose another plan.` }];
    case 'offered':
      break;
  }
  const changes: QuoteChange[] = [];
  if (finding.offerType !== quote.offerType)
    changes.push({
      code: 'offer_ended',
      text: `The ${quote.offerType} offer in this quote has ended: the plan is now priced as the ${finding.offerType} offer.`,
    });
  const before = quoteTotals('', quote.quoted, quote.service, quote.extras, quote.newDev);
  const now = quoteTotals('', finding.plan, quote.service, quote.extras, finding.newDev);
  // A v2 link's own totals show an extra's or a fee's price change that today's re-pricing would hide.
  const was = quote.quoted.terms;
  const is = finding.plan.terms;
  if (before.monthlyStepsText !== now.monthlyStepsText)
    changes.push({ code: 'monthly_price', text: `The monthly price changed from ${before.monthlyStepsText} to ${now.monthlyStepsText}.` });
  else if (was && was.monthlyCost !== now.monthlyCost)
    changes.push({
      code: 'extras_price',
      text: `The monthly price of your extras changed: the monthly total is now ${money(now.monthlyCost)}/mth, quoted as ${money(was.monthlyCost)}/mth.`,
    });
  const upfrontBefore = was ? was.upfrontCost : before.upfrontCost;
  if (upfrontBefore !== now.upfrontCost)
    changes.push({ code: 'upfront_cost', text: `The upfront cost changed from ${money(upfrontBefore)} to ${money(now.upfrontCost)}.` });
  if (was && is) {
    for (const [code, name, wording] of COMPARED_TERMS)
      if (wording(was) !== wording(is)) changes.push({ code, text: `${name} changed from ${wording(was)} to ${wording(is)}.` });
    // The version names every figure the CIS states: a change none of the above names is still said.
    if (was.cisVersion !== is.cisVersion) changes.push({ code: 'cis_version', text: QUOTE_CHANGE_TEXTS.cis_version });
  }
  return changes.length > 0 ? changes : [{ code: 'unchanged', text: QUOTE_CHANGE_TEXTS.unchanged }];
}
