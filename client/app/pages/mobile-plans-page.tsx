// /mobilephone (docs/product/frame.md#route-table, docs/product/content.md#mobile-plans mobile plans): the carrier's SIM plans under our brand, read through
// the site's proxy (/api/mobile-plans) in the route loader so the cards are in the server HTML.
import { useLoaderData } from 'react-router';
import { formatPrice } from '../../../shared/domain/price-format';
import { SUPPORT_PHONE } from '../../../shared/domain/support-phone';
import type { PageContent } from '../../../shared/schemas/content';
import type { MobilePlan } from '../../../shared/schemas/plan';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Spinner } from '../../components/ui/spinner';
import { ContentLink, Hero, Sections, sectionId } from '../../features/content/content-blocks';
import { heroText } from '../../features/content/hero-text';
import { useBrowserDocument } from '../../features/content/use-browser-document';
import { PageLayout, usePageMeta } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';
import { apiPath } from '../../../shared/routes/api-paths';

/** The fields a card needs; the rest of docs/product/content.md#mobile-plans's answer may be missing and the card still shows. */
type MobilePlanCard = Partial<MobilePlan> & Pick<MobilePlan, 'id' | 'name' | 'price'>;

const PLANS_HEADING = 'Choose your SIM plan';

export default function MobilePlansPage() {
  const { content, data } = useLoaderData() as PageLoaderData<PageContent, { mobilePlans: { plans: MobilePlanCard[] } }>;
  const plans = useBrowserDocument(data.mobilePlans, apiPath('mobilePlans'));
  const meta = usePageMeta();
  return (
    <PageLayout contentFailed={!content} heading={content?.hero ? heroText(meta.heading, content.hero).heading : undefined}>
      {content ? (
        <>
          <Hero hero={content.hero} pageHeading={meta.heading} />
          <section className="content-block" aria-labelledby={sectionId(PLANS_HEADING)} aria-busy={plans.status === 'loading'}>
            <h2 id={sectionId(PLANS_HEADING)}>{PLANS_HEADING}</h2>
            {plans.status === 'ready' ? (
              <MobilePlanCards plans={plans.value.plans} />
            ) : plans.status === 'loading' ? (
              <Spinner label="Loading mobile plans" />
            ) : (
              <ErrorPanel />
            )}
          </section>
          <Sections sections={content.sections} />
        </>
      ) : null}
    </PageLayout>
  );
}

function MobilePlanCards({ plans }: { plans: MobilePlanCard[] }) {
  if (plans.length === 0) return <p>There are no mobile plans to show right now. Please call us on {SUPPORT_PHONE.display}.</p>;
  return (
    <ul className="plan-cards">
      {plans.map((plan) => (
        <li key={plan.id} className="plan-card">
          <h3>{plan.name}</h3>
          {plan.dataGb !== undefined ? <p className="plan-card__data">{plan.dataGb}GB data per month</p> : null}
          <p className="plan-card__price">
            {formatPrice(plan.price, { dollarSign: true })}
            <small>/mth</small>
          </p>
          {plan.inclusions?.length ? (
            <ul aria-label={`${plan.name} inclusions`}>
              {plan.inclusions.map((inclusion) => (
                <li key={inclusion}>{inclusion}</li>
              ))}
            </ul>
          ) : null}
          {plan.cisLink ? (
            <p className="plan-card__cis">
              <ContentLink url={plan.cisLink}>
                Critical Information Summary<span className="visually-hidden"> for the {plan.name}</span>
              </ContentLink>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
