// docs/product/address-check.md#before-javascript: a chosen address's plans, from the one offer computation.
import { HANDOFF_SERVICE_TYPES, type HandoffServiceType } from '../../../shared/domain/ordering/handoff-service-fields';
import { minimumCostAtAddressText } from '../../../shared/domain/pricing/minimum-cost';
import { newDevelopmentCharge } from '../../../shared/domain/pricing/money';
import { offerAt } from '../../../shared/domain/plans/offer';
import { SERVICE_LIST_NAMES } from '../../../shared/domain/plans/plan-eligibility';
import { CATALOGUE_PATHS } from '../../../shared/routes/paths';
import type { SqResult } from '../../../shared/types/address';
import type { AvailabilityPlans } from './availability-plans-data';

const headingId = (service: HandoffServiceType) => `availability-plans-${service}`;

export function AvailabilityPlansList({ sq, plans }: { sq: SqResult; plans: AvailabilityPlans }) {
  const { offers } = offerAt({ sq, catalogues: plans.catalogues });
  const services = HANDOFF_SERVICE_TYPES.filter((service) => (offers[service]?.offered.length ?? 0) > 0);
  if (services.length === 0 && plans.missing.length === 0) return null;
  return (
    <>
      {services.map((service) => (
        <section key={service} className="availability-plans" aria-labelledby={headingId(service)}>
          <h3 id={headingId(service)}>{SERVICE_LIST_NAMES[service]} at this address</h3>
          <ul className="availability-plans__list">
            {offers[service]!.offered.map((offer) => (
              <li key={offer.offerId} className="availability-plans__plan">
                <h4>{offer.plan.planHeading}</h4>
                <p>
                  <strong>{offer.typicalEveningSpeed}Mbps</strong> typical evening speed
                </p>
                <p className="availability-plans__price">{offer.priceSteps.text}</p>
                <p>{minimumCostAtAddressText(offer.minimumTotalCost, newDevelopmentCharge(service, sq))}</p>
                <p>
                  <a href={`${CATALOGUE_PATHS[service]}#plans`}>Choose {offer.plan.planHeading}</a>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {plans.missing.length > 0 ? (
        <p>
          {plans.missing.map((service) => SERVICE_LIST_NAMES[service]).join(', ')} could not be loaded just now: see them on their plan pages.
        </p>
      ) : null}
    </>
  );
}
