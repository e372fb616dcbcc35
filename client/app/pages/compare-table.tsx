// /compare's table in a chunk of its own: the offer computation stays out of the first load.
import type { FocusEvent } from 'react';
import { comparePlans, offeredHereText, type ComparedPlan } from '../../../shared/domain/plans/plan-comparison';
import { money } from '../../../shared/domain/pricing/money';
import { SERVICE_LIST_NAMES } from '../../../shared/domain/plans/plan-eligibility';
import { twelveMonthCostText } from '../../../shared/domain/pricing/twelve-month-cost';
import type { Plan } from '../../../shared/schemas/plan';
import { CATALOGUE_PATHS } from '../../../shared/routes/paths';
import type { SqResult } from '../../../shared/types/address';
import { RouteLink } from '../../components/ui/route-link';

export interface CompareTableProps {
  plans: readonly Plan[];
  /** The session's checked address; null before an address check. */
  sqResult: SqResult | null;
  sqAddress: string;
}

const mbps = (speed: number) => `${speed}Mbps`;

/** The table's rows: a heading and each plan's cell. */
const ROWS: readonly { heading: string; cell: (entry: ComparedPlan) => string }[] = [
  { heading: 'Typical evening speed', cell: ({ offer }) => mbps(offer.typicalEveningSpeed) },
  { heading: 'Upload speed', cell: ({ offer }) => mbps(offer.uploadSpeed) },
  { heading: 'Price', cell: ({ offer }) => offer.priceSteps.text },
  { heading: '12-month cost', cell: ({ twelveMonthCost }) => twelveMonthCostText(twelveMonthCost) },
  { heading: 'Minimum total cost, including the 30-day notice period', cell: ({ offer }) => money(offer.minimumTotalCost) },
  {
    heading: 'My Speed Boost days',
    cell: ({ offer }) => (offer.speedBoostDaysPerMonth > 0 ? `${offer.speedBoostDaysPerMonth} ${offer.speedBoostDaysPerMonth === 1 ? 'day' : 'days'} a month` : 'None'),
  },
];

export function CompareTable({ plans, sqResult, sqAddress }: CompareTableProps) {
  const compared = comparePlans(plans, sqResult);
  const offeredHere = compared.filter((entry) => entry.atAddress?.offered).length;
  return (
    <>
      {sqResult ? (
        <p>
          At {sqAddress || 'your address'}: {offeredHereText(offeredHere, compared.length)}
        </p>
      ) : null}
      <div className="compare__scroll" role="region" aria-labelledby="compare-caption" tabIndex={0} onFocus={centreFocusedLink}>
        <table className="compare__table">
          <caption id="compare-caption">
            {compared.length === 1 ? 'One plan' : `${compared.length} plans`} compared
            {sqResult ? ', and whether your address can get them' : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              {compared.map(({ offer }) => (
                <th key={offer.offerId} scope="col">
                  {offer.plan.planHeading}
                  <span className="compare__service">{SERVICE_LIST_NAMES[offer.plan.serviceType]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sqResult ? (
              <tr>
                <th scope="row">At your address</th>
                {compared.map(({ offer, atAddress }) => (
                  <td key={offer.offerId}>
                    {atAddress?.offered ? 'Available' : <span className="compare__not-offered">{atAddress?.sentence}</span>}
                  </td>
                ))}
              </tr>
            ) : null}
            {ROWS.map((row) => (
              <tr key={row.heading}>
                <th scope="row">{row.heading}</th>
                {compared.map((entry) => (
                  <td key={entry.offer.offerId}>{row.cell(entry)}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">Critical Information Summary</th>
              {compared.map(({ offer }) => (
                <td key={offer.offerId}>
                  <a href={offer.cisLink} aria-label={`Critical Information Summary for ${offer.plan.planHeading}`}>
                    Critical Information Summary
                  </a>
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Order</th>
              {compared.map(({ offer, atAddress }) => (
                <td key={offer.offerId}>
                  {atAddress && !atAddress.offered ? (
                    'Not at your address'
                  ) : (
                    <RouteLink to={`${CATALOGUE_PATHS[offer.plan.serviceType]}#plans`}>
                      Choose this plan<span className="visually-hidden">: {offer.plan.planHeading}</span>
                    </RouteLink>
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A link reached with Tab, either way, is centred clear of the sticky row names: the browser left one it half showed under them. */
function centreFocusedLink({ target, currentTarget }: FocusEvent<HTMLDivElement>): void {
  if (target !== currentTarget) target.scrollIntoView({ block: 'nearest', inline: 'center' });
}
