// One plan of the comparison (docs/product/pricing.md#plan-fields, #plan-selection, #pricing-states, #savings).
import { useEffect, useId } from 'react';
import { awardBadgeText, planCardFact, speedBoostText } from '../../../shared/domain/plans/plan-texts';
import { firstMonthFreeBadge, shownOfferBadge } from '../../../shared/domain/plans/plan-badges';
import { minimumCostAtAddressText } from '../../../shared/domain/pricing/minimum-cost';
import { planFigures } from '../../../shared/domain/plans/offered-plan';
import { SPEED_DESCRIPTIONS, idealFor } from '../../../shared/domain/plans/speed-descriptions';
import type { Plan } from '../../../shared/schemas/plan';
import { Button } from '../../components/ui/button';
import { CompareToggle } from './compare-bar';
import { reportUnsupportedPlanSpeed } from './plan-analytics';

export const CHOOSE_PLAN = 'Choose plan';
export const PLAN_SELECTED = 'Plan selected';

export interface PlanCardProps {
  plan: Plan;
  selected: boolean;
  onToggle: (plan: Plan) => void;
  /** Home Secure chosen in the extras: the pricing state text includes it (docs/product/pricing.md#pricing-states Pricing states). */
  homeSecure?: boolean;
  /** The plans listed with this one: an offer badge shows only where it tells them apart (shownOfferBadge). */
  listed?: readonly Plan[];
  /** The compare form the card's Compare toggle belongs to (compare-bar.tsx); no toggle without one. */
  compareFormId?: string;
  /** docs/product/pricing.md#new-development-fee: the charge an order carries at the checked address; the minimum cost includes it. */
  newDevelopmentCharge?: number;
}

export function PlanCard({
  plan,
  selected,
  onToggle,
  homeSecure = false,
  listed = [plan],
  compareFormId,
  newDevelopmentCharge = 0,
}: PlanCardProps) {
  const headingId = useId();
  const eveningId = useId();
  const freeMonth = firstMonthFreeBadge(plan);
  const offerBadge = shownOfferBadge(plan, listed);
  // Only an award the catalogue names, with its year and source (docs/product/pricing.md#award-images).
  const award = awardBadgeText(plan);
  // The figures the CIS, the structured data and the hand-off read (shared/domain/plans/offered-plan.ts).
  const figures = planFigures(plan, { homeSecure });
  const pricing = figures.priceSteps;
  const savings = figures.savings;
  // Rendering never reports (it also runs on the server); the effect below does, once.
  const idealForText = idealFor(plan.planSpeed);

  // docs/product/frame.md#unknown-routes: an unknown speed is reported (once per plan, in the browser only).
  useEffect(() => {
    if (!Object.prototype.hasOwnProperty.call(SPEED_DESCRIPTIONS, plan.planSpeed))
      idealFor(plan.planSpeed, (message) => reportUnsupportedPlanSpeed(message, plan));
  }, [plan]);

  return (
    <article className={['plan-offer', selected ? 'plan-offer--selected' : ''].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      {/* docs/product/pricing.md#plan-badges: only badges that tell this plan apart, each in words. The slot keeps a
          badge row on every card side by side, so their headings line up. */}
      <div className="plan-offer__badge-slot">
        {offerBadge || freeMonth || award ? (
          <ul className="plan-offer__badges" aria-label="Offers">
            {offerBadge ? <li className="plan-badge plan-badge--upgrade">{offerBadge}</li> : null}
            {freeMonth ? <li className="plan-badge plan-badge--free">{freeMonth}</li> : null}
            {award ? (
              <li className="plan-badge plan-badge--award">
                {/* docs/product/pricing.md#award-images: an inline ribbon, no image request; decoration beside the award's words. */}
                <svg className="award-ribbon" aria-hidden="true" focusable="false" viewBox="0 0 48 64" width="15" height="20">
                  <path d="M12 36 6 62l12-7 6 9 4-26z" fill="var(--colour-indigo)" />
                  <path d="M36 36l6 26-12-7-6 9-4-26z" fill="var(--colour-indigo)" />
                  <circle cx="24" cy="24" r="20" fill="var(--colour-lime)" stroke="var(--colour-indigo)" strokeWidth="3" />
                  <path d="m24 12 3.7 7.6 8.3 1.2-6 5.9 1.4 8.3-7.4-3.9-7.4 3.9 1.4-8.3-6-5.9 8.3-1.2z" fill="var(--colour-indigo)" />
                </svg>
                {award}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <h3 id={headingId} className="plan-offer__heading">
        {plan.planHeading}
      </h3>
      <p className="plan-offer__speed">{planCardFact(plan)}</p>
      <p className="plan-offer__evening" aria-describedby={eveningId}>
        <strong>{plan.typicalEveningSpeed}Mbps</strong> typical evening speed
      </p>
      <p id={eveningId} className="plan-offer__note">
        Typical evening speed is the download speed most customers get in the busy hours 7–11 pm.
      </p>
      {/* docs/product/pricing.md#pricing-states Pricing states: every step of the price at the same size, so a promotional price never
          stands without its length and the ongoing price (docs/decisions/012-one-minimum-cost.md). */}
      <p className="plan-offer__price">
        {pricing.steps.map((step, index) => (
          <span key={index} className="plan-offer__step">
            {index > 0 ? ', ' : null}
            {step.lead}
            <span className="plan-offer__amount">{step.amount}</span>
            {step.tail}
          </span>
        ))}
      </p>
      {savings ? <p className="plan-offer__savings">{savings.text}</p> : null}
      {/* docs/product/pricing.md#minimum-cost: the minimum cost of the plan alone (with the new development charge where the
          address carries it), the same figure as the CIS and the summary. */}
      <p className="plan-offer__min-cost">{minimumCostAtAddressText(figures.minimumTotalCost, newDevelopmentCharge)}</p>
      {plan.priceNotes ? <p className="plan-offer__note">{plan.priceNotes}</p> : null}
      <p className="plan-offer__ideal">{idealForText}</p>
      {/* docs/product/pricing.md#plan-promises: plans with speedboost include My Speed Boost days. */}
      {plan.speedboost ? <p className="plan-offer__boost">{speedBoostText(plan)}</p> : null}
      <Button
        colour={selected ? 'indigo' : 'lime'}
        hoverColor={selected ? 'indigo' : 'lime'}
        className="plan-offer__choose"
        aria-pressed={selected}
        aria-describedby={headingId}
        onClick={() => onToggle(plan)}
      >
        {selected ? PLAN_SELECTED : CHOOSE_PLAN}
      </Button>
      <a className="plan-offer__cis" href={plan.cisLink} aria-label={`Critical Information Summary for ${plan.planHeading}`}>
        Critical Information Summary
      </a>
      {compareFormId ? <CompareToggle formId={compareFormId} planId={plan.id} planName={plan.planHeading} /> : null}
    </article>
  );
}
