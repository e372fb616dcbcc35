// A quote priced by the hand-off's own questions (ADR 019), so it says what the hand-off would accept (docs/product/ordering-and-handoff.md#shared-quotes).
import { isAddressCheckComplete } from '../../../shared/domain/address/address-check-complete';
import { newDevelopmentCharge } from '../../../shared/domain/pricing/money';
import { flipPlanLabel } from '../../../shared/domain/flip/flip-plan-source';
import { providerOfLocationId } from '../../../shared/domain/address/location-id';
import { planCostInput } from '../../../shared/domain/pricing/minimum-cost';
import { findInterimPlan, interimPlanSpeed } from '../../../shared/domain/pricing/interim-plan';
import { ADDRESS_WIDE_REASONS } from '../../../shared/domain/plans/plan-eligibility';
import { planVerdict, serviceOffer, type OfferedPlan } from '../../../shared/domain/plans/offer';
import { quoteTotals, type QuoteFinding } from '../../../shared/domain/ordering/quote-changes';
import type { QuotedPlanFigures, QuotedTerms } from '../../../shared/domain/ordering/quote-token';
import type { OrderTotals } from '../../../shared/domain/pricing/order-totals';
import type { MakeQuote } from '../../../shared/schemas/quote';
import type { SqResult } from '../../../shared/types/address';
import { catalogueFor, checkedAddress, type HandoffUpstreams } from '../handoff/handoff-order';
import type { SiteDeps } from '../api-deps';

export type PriceQuoteDeps = Pick<SiteDeps, 'brand' | 'noteUnknownReadyStatus'> & { upstreams: HandoffUpstreams };

export interface PricedQuote {
  finding: QuoteFinding;
  /** The address service's text for the location id, when it still knows it. */
  address: string | null;
  /** The plan as offered now, with its name at this address and the summary's totals. */
  offered: { entry: OfferedPlan; name: string; totals: OrderTotals; figures: QuotedPlanFigures; interimPlan: string | null } | null;
  /** Offered, and the address check is complete for the service: the hand-off would take it. */
  orderable: boolean;
}

const NOT_FOUND: PricedQuote = { finding: { kind: 'address_not_found' }, address: null, offered: null, orderable: false };

/** The plan's own figures, as a quote keeps them (its other terms come with the totals: quotedTerms). */
export function planFigures(entry: OfferedPlan): QuotedPlanFigures {
  const cost = planCostInput(entry.plan);
  const months = cost.special?.months;
  return {
    price: cost.price,
    special: cost.special && typeof months === 'number' && months > 0 ? { planPrice: cost.special.planPrice, months } : null,
    freeFirstMonth: cost.freeFirstMonth,
    activationFee: cost.activationFee ?? 0,
    terms: null,
  };
}

/** Every other term the summary shows for the offered plan and the quote's extras (docs/product/ordering-and-handoff.md#shared-quotes). */
export function quotedTerms(entry: OfferedPlan, totals: OrderTotals): QuotedTerms {
  return {
    cisVersion: entry.cisVersion,
    typicalEveningSpeed: entry.typicalEveningSpeed,
    uploadSpeed: entry.uploadSpeed,
    allowanceGb: entry.plan.dataAllowanceGb ?? null,
    speedBoostDays: entry.speedBoostDaysPerMonth,
    upfrontCost: totals.upfrontCost,
    monthlyCost: totals.monthlyCost,
  };
}

/** The name the summary gives the plan: a Flip to Fibre plan by the address's technology. */
function planNameAt(entry: OfferedPlan, service: string, sq: SqResult): string {
  return service === 'flipToFibre' ? flipPlanLabel(entry.plan.planTitle, sq.nbnType) : entry.plan.planHeading;
}

export async function priceQuote(choices: Omit<MakeQuote, 'planId'> & { planId: number }, deps: PriceQuoteDeps, signal?: AbortSignal): Promise<PricedQuote> {
  const provider = providerOfLocationId(choices.locationId);
  if (!provider) return NOT_FOUND;
  const checked = await checkedAddress(choices.service, { [provider]: choices.locationId }, deps, 'quote', signal);
  if (!checked) return NOT_FOUND;
  const { sq, address } = checked;

  const offer = serviceOffer(choices.service, await catalogueFor(choices.service, sq, deps.upstreams), sq);
  const verdict = planVerdict(offer, choices.planId);
  if (!verdict.offered) {
    const finding: QuoteFinding =
      verdict.reason === 'unknown_plan'
        ? { kind: 'plan_withdrawn' }
        : ADDRESS_WIDE_REASONS.includes(verdict.reason)
          ? { kind: 'address_unqualified', sentence: verdict.sentence }
          : { kind: 'plan_not_offered', sentence: verdict.sentence };
    return { finding, address, offered: null, orderable: false };
  }
  const entry = verdict.offer;
  const name = planNameAt(entry, choices.service, sq);
  // docs/product/pricing.md#new-development-fee: the rule the summary and the hand-off read.
  const newDev = newDevelopmentCharge(choices.service, sq) > 0;
  const totals = quoteTotals(name, planFigures(entry), choices.service, choices.extras, newDev);
  const figures: QuotedPlanFigures = { ...planFigures(entry), terms: quotedTerms(entry, totals) };
  // docs/product/pricing.md#transfer-plan: the nbn plan a Flip to Fibre order is on until its fibre is connected, as the order sends it.
  const speed = interimPlanSpeed({ selectedPlanDownloadSpeed: entry.plan.planDownloadSpeed, transferPlan: choices.extras.transferPlan, lineMaxSpeed: sq.maxSpeed });
  const interimPlan = choices.service === 'flipToFibre' ? (findInterimPlan((await deps.upstreams.defaultPlansNbn()).value.plans, speed)?.planHeading ?? null) : null;
  return {
    finding: { kind: 'offered', offerType: entry.offerType, plan: figures, newDev },
    address,
    offered: { entry, name, totals, figures, interimPlan },
    orderable: isAddressCheckComplete(sq, choices.service === 'flipToFibre'),
  };
}
