// docs/product/ordering-and-handoff.md#shared-quotes: `/quote/<token>`, re-qualified and re-priced by
// the server: what changed, and a real form to order it (no JavaScript needed). The route's lazy part.
import { useId, type ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { CATALOGUE_PATHS, PATHS } from '../../../shared/routes/paths';
import { SUPPORT_PHONE } from '../../../shared/domain/site/frame';
import { SITE_TIME_ZONE } from '../../../shared/domain/site/australian-time';
import type { OpenQuoteView, QuoteView } from '../../../shared/schemas/quote';
import { SERVICE_TITLES } from '../../../shared/domain/ordering/handoff-service-fields';
import { buttonClassName } from '../../components/ui/button';
import { RouteLink } from '../../components/ui/route-link';
import { apiPath } from '../../../shared/routes/api-paths';
import { readApi } from '../../lib/api-fetch';
import { useTrackingInputs } from '../../features/order-summary/handoff-form-fields';
import { OrderRefusedNotice } from '../../features/order-refusal/order-refused-notice';
import { PageLayout } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';
import './quote-page.css';

export async function loader({ context, request, params }: LoaderFunctionArgs): Promise<PageLoaderData> {
  // The head table loads as for every other page: on demand (client/app/routes.tsx).
  const [quote, { QUOTE_PAGE_META: meta, pageTitle }] = await Promise.all([
    readApi<QuoteView>(['quote', { token: params.token ?? '' }], context, request.signal),
    import('../../../shared/routes/page-meta'),
  ]);
  // A quote that does not open is titled as its page is headed: the title is what a screen reader says first.
  if (quote?.state === 'open') return { content: null, data: { quote }, meta };
  const heading = closedHeading(quote);
  return { content: null, data: { quote }, meta: { ...meta, heading, title: pageTitle(heading) } };
}

/** The heading of a quote that does not open: none came back, its link is not valid, or it expired. */
const closedHeading = (view: QuoteView | null): string =>
  !view ? "We couldn't open this quote just now" : view.state === 'invalid' ? "This quote link isn't valid" : 'This quote has expired';

/** The quote's dates as they are in Sydney (docs/product/frame.md#australian-time), the same on the server and in the browser. */
const quoteDate = (seconds: number): string =>
  new Date(seconds * 1000).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE });

function WaysOn({ service }: { service: OpenQuoteView['service'] | null }) {
  return (
    <ul className="link-list">
      {service ? (
        <li>
          <RouteLink to={CATALOGUE_PATHS[service]}>See today's {SERVICE_TITLES[service]} plans</RouteLink>
        </li>
      ) : null}
      <li>
        <RouteLink to={PATHS.availability}>Check your address</RouteLink>
      </li>
      <li>
        Or call us on <a href={`tel:${SUPPORT_PHONE.tel}`}>{SUPPORT_PHONE.display}</a>.
      </li>
    </ul>
  );
}

function OpenQuote({ view }: { view: OpenQuoteView }) {
  const changesId = useId();
  const summaryId = useId();
  const orderNoteId = useId();
  // An order from a changed quote is on today's terms, and says so where the visitor orders.
  const changed = view.changes.filter((change) => change.code !== 'unchanged');
  const { plan, summary } = view;
  const ordering = view.form && plan && summary;
  // Tracking and agent fields are read as the order is sent: this page's address may have brought them.
  const { tracking, readNow } = useTrackingInputs();
  return (
    <PageLayout
      className="quote-page"
      intro={
        <p className="lead-copy">
          Quoted on {quoteDate(view.issuedAt)}, priced again today. This link works until {quoteDate(view.expiresAt)}.
        </p>
      }
    >
      {/* An order refused by the server comes back here (docs/product/ordering-and-handoff.md#refused-orders). */}
      <OrderRefusedNotice notOffered={[]} planId={null} />
      <section className="quote-changes" aria-labelledby={changesId}>
        <h2 id={changesId}>What changed since this quote</h2>
        <ul>
          {view.changes.map((change) => (
            <li key={change.code} data-change={change.code}>
              {change.text}
            </li>
          ))}
        </ul>
      </section>
      <section className="order-summary quote-summary" aria-labelledby={summaryId}>
        <h2 id={summaryId}>Your plan and extras</h2>
        <dl className="quote-summary__facts">
          <dt>Address</dt>
          <dd>{view.address ?? 'No longer found'}</dd>
          <dt>Service</dt>
          <dd>{SERVICE_TITLES[view.service]}</dd>
          {plan ? (
            <>
              <dt>Plan</dt>
              <dd>
                {plan.name}
                {plan.offerType === 'boost' ? ' (boost offer)' : ''}, {plan.typicalEveningSpeed}Mbps typical evening speed.{' '}
                <a href={plan.cisLink}>Critical Information Summary</a>
              </dd>
            </>
          ) : null}
        </dl>
        {summary ? (
          <>
            <ul className="order-summary__lines">
              {summary.lines.map((line) => (
                <li key={line.id} className="order-summary__line">
                  <span>{line.label}</span>
                  <span>{line.text}</span>
                </li>
              ))}
            </ul>
            {summary.interimPlan ? <p className="order-summary__interim">Until your fibre is connected, you will be on {summary.interimPlan}.</p> : null}
            <p className="order-summary__total">
              <span>Total monthly cost</span>
              <span>{summary.monthlyStepsText}</span>
            </p>
            <p className="order-summary__footnote">{summary.footnote}</p>
          </>
        ) : null}
        {ordering ? (
          <form method="post" action={apiPath('orderHandoff')} className="order-summary__action" onSubmit={readNow}>
            {[...(view.form ?? []), ...tracking].map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {changed.length > 0 ? (
              <div id={orderNoteId} className="quote-order-note">
                <p>Ordering now orders the plan as it is today, not as quoted:</p>
                <ul>
                  {changed.map((change) => (
                    <li key={change.code}>{change.text}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <button type="submit" className={buttonClassName('lime')} aria-describedby={changed.length > 0 ? orderNoteId : undefined}>
              Order Now
            </button>
          </form>
        ) : null}
        <p>
          <RouteLink to={CATALOGUE_PATHS[view.service]}>Change your choices on the {SERVICE_TITLES[view.service]} page</RouteLink>
        </p>
      </section>
    </PageLayout>
  );
}

/** The route's page: the module's `Component` and `loader` are the route's own (client/app/routes.tsx). */
export function Component() {
  const { data } = useLoaderData() as PageLoaderData<null, { quote: QuoteView }>;
  const view = data.quote;
  if (view?.state === 'open') return <OpenQuote view={view} />;
  const text: ReactNode = !view
    ? 'Something went wrong on our end. Please try the link again in a moment.'
    : view.state === 'invalid'
      ? "The link may have been cut short or changed on the way. Ask for the quote again, or check your address to see today's plans."
      : <>A quote link works for 14 days. This one was made on {quoteDate(view.issuedAt)}. Check your address to see today's plans and prices.</>;
  return (
    <PageLayout heading={closedHeading(view)}>
      <p>{text}</p>
      <WaysOn service={view?.state === 'expired' ? view.service : null} />
    </PageLayout>
  );
}
