// Plans the checked address cannot get for a reason of their own, shown marked not available with the
// reason rather than left out silently (docs/product/address-check.md#your-connection).
import { useId } from 'react';
import type { NotOfferedPlan } from '../../../shared/domain/plans/offer';
import './unavailable-plans.css';

export type UnavailablePlan = Pick<NotOfferedPlan, 'plan' | 'unavailableText'>;

export const UNAVAILABLE_PLANS_HEADING = 'Not available at your address';

export function UnavailablePlans({ plans }: { plans: readonly UnavailablePlan[] }) {
  const headingId = useId();
  if (plans.length === 0) return null;
  return (
    <section className="plans-unavailable" aria-labelledby={headingId}>
      <h3 id={headingId} className="plans-unavailable__heading">
        {UNAVAILABLE_PLANS_HEADING}
      </h3>
      <ul className="plans-unavailable__list">
        {plans.map(({ plan, unavailableText }) => (
          <li key={plan.id}>
            <UnavailablePlanCard name={plan.planHeading || plan.planTitle} speed={plan.planFullSpeed} reason={unavailableText ?? ''} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function UnavailablePlanCard({ name, speed, reason }: { name: string; speed: string; reason: string }) {
  const headingId = useId();
  const reasonId = useId();
  return (
    <article className="plan-unavailable" aria-labelledby={headingId} aria-describedby={reasonId}>
      <h4 id={headingId} className="plan-unavailable__heading">
        {name}
      </h4>
      {speed ? <p className="plan-unavailable__speed">{speed}</p> : null}
      <p className="plan-unavailable__badge">{UNAVAILABLE_PLANS_HEADING}</p>
      <p id={reasonId} className="plan-unavailable__reason">
        {reason}
      </p>
    </article>
  );
}
