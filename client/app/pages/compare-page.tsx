// /compare (docs/product/pricing.md#compare-plans): up to 3 plans side by side, named in `?plans=`
// (the plan cards' Compare toggles send it, with or without JavaScript). Server-rendered from the
// loader's plans (compare-data.ts); at a checked address (the session's, read after hydration) each
// plan says whether the address can get it, and why not.
import { useLoaderData } from 'react-router';
import { COMPARE_LIMIT } from '../../../shared/domain/compare-choice';
import { comparePlans, type ComparedPlan } from '../../../shared/domain/plan-comparison';
import { formatPrice } from '../../../shared/domain/price-format';
import { serviceListName } from '../../../shared/domain/plan-eligibility';
import { twelveMonthCostText } from '../../../shared/domain/twelve-month-cost';
import { CATALOGUE_PATHS, PATHS } from '../../../shared/routes/paths';
import type { SqResult } from '../../../shared/types/address';
import { RouteLink } from '../../components/ui/route-link';
import { useSessionSnapshot } from '../../store/store-context';
import { PageLayout } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';
import type { CompareData } from './compare-data';
import './compare-page.css';

const money = (amount: number) => formatPrice(amount, { dollarSign: true });
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
    cell: ({ offer }) => (offer.speedBoostDaysPerMonth > 0 ? `${offer.speedBoostDaysPerMonth} days a month` : 'None'),
  },
];

const PLAN_PAGES = [PATHS.nbn, PATHS.fibre, PATHS.flipToFibre, PATHS.homeWireless, PATHS.mobileBroadband] as const;
const PLAN_PAGE_NAMES: Record<(typeof PLAN_PAGES)[number], string> = {
  [PATHS.nbn]: 'nbn plans',
  [PATHS.fibre]: 'Fibre plans',
  [PATHS.flipToFibre]: 'Flip to Fibre plans',
  [PATHS.homeWireless]: 'Home wireless plans',
  [PATHS.mobileBroadband]: 'Mobile broadband plans',
};

const idList = (ids: readonly number[]) => ids.join(', ');

export default function ComparePage() {
  const { data } = useLoaderData() as PageLoaderData<null, CompareData>;
  const { sq } = useSessionSnapshot();
  const sqResult = sq.sqResult as SqResult | null;
  const choice = data.comparison;
  const compared = choice ? comparePlans(choice.plans, sqResult) : [];
  const messages: string[] = [];
  if (!choice || choice.invalid) messages.push('The plans to compare must be named by their plan numbers. Choose plans to compare on a plans page.');
  else {
    if (choice.unknownIds.length > 0)
      messages.push(
        choice.catalogueMissing
          ? 'Some plans could not be loaded just now. Please try again in a moment.'
          : choice.unknownIds.length === 1
            ? `We could not find plan ${idList(choice.unknownIds)}: it may no longer be offered.`
            : `We could not find plans ${idList(choice.unknownIds)}: they may no longer be offered.`,
      );
    if (choice.leftOut > 0) messages.push(`You can compare up to ${COMPARE_LIMIT} plans at a time: the first ${COMPARE_LIMIT} are shown.`);
  }
  const offeredHere = compared.filter((entry) => entry.atAddress?.offered).length;
  return (
    <PageLayout className="compare" intro={<p className="lead-copy">Up to {COMPARE_LIMIT} plans side by side: speeds, prices and what each costs over a year.</p>}>
      {messages.map((message) => (
        <p key={message} className="compare__message">
          {message}
        </p>
      ))}
      {compared.length > 0 ? (
        <>
          {sqResult ? (
            <p>
              At {sq.sqAddress || 'your address'}: {offeredHere} of these {compared.length} plans can be ordered.
            </p>
          ) : null}
          <div className="compare__scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
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
                      <span className="compare__service">{serviceListName(offer.plan.serviceType)}</span>
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
                        <RouteLink to={`${CATALOGUE_PATHS[offer.plan.serviceType]}#plans`} aria-label={`Choose ${offer.plan.planHeading}`}>
                          Choose this plan
                        </RouteLink>
                      )}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          <p>
            The 12-month cost adds up the plan's monthly price steps over its first 12 months: the promotion, then the ongoing
            price. Extras and one-off charges are not in it.
          </p>
        </>
      ) : (
        <p>Tick Compare on up to {COMPARE_LIMIT} plans, then press Compare plans.</p>
      )}
      <h2>Plans to compare</h2>
      <ul className="link-list">
        {PLAN_PAGES.map((path) => (
          <li key={path}>
            <RouteLink to={`${path}#plans`}>{PLAN_PAGE_NAMES[path]}</RouteLink>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
