// The plans the checked address cannot get for a reason of their own (faster than the line, slower
// than the upgrade needs): shown as cards marked not available, with the reason in plain words and no
// way to choose them (docs/product/address-check.md#your-connection), rather than left out silently.
import { useId } from 'react';
import type { NotOfferedPlan } from '../../../shared/domain/plans/offer';
import './unavailable-plans.css';

export type UnavailablePlan = Pick<NotOfferedPlan, 'plan' | 'unavailableText'>;

export const UNAVAILABLE_PLANS_HEADING = 'Not available at your address';

export function UnavailablePlans({ plans, headingLevel = 3 }: { plans: readonly UnavailablePlan[]; headingLevel?: 3 | 4 }) {
  const headingId = useId();
  if (plans.length === 0) return null;
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const CardHeading = headingLevel === 4 ? 'h5' : 'h4';
  return (
    <section className="plans-unavailable" aria-labelledby={headingId}>
      <Heading id={headingId} className="plans-unavailable__heading">
        {UNAVAILABLE_PLANS_HEADING}
      </Heading>
      <ul className="plans-unavailable__list">
        {plans.map(({ plan, unavailableText }) => (
          <li key={plan.id}>
            <UnavailablePlanCard name={plan.planHeading || plan.planTitle} speed={plan.planFullSpeed} reason={unavailableText ?? ''} Heading={CardHeading} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function UnavailablePlanCard({ name, speed, reason, Heading }: { name: string; speed: string; reason: string; Heading: 'h4' | 'h5' }) {
  const headingId = useId();
  const reasonId = useId();
  return (
    <article className="plan-unavailable" aria-labelledby={headingId} aria-describedby={reasonId}>
      <Heading id={headingId} className="plan-unavailable__heading">
        {name}
      </Heading>
      {speed ? <p className="plan-unavailable__speed">{speed}</p> : null}
      <p className="plan-unavailable__badge">{UNAVAILABLE_PLANS_HEADING}</p>
      <p id={reasonId} className="plan-unavailable__reason">
        {reason}
      </p>
    </article>
  );
}
