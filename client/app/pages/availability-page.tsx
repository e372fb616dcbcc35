// docs/product/address-check.md#address-widget: the address check's dedicated availability page (/availability, content `pages/availability`).
// docs/product/address-check.md#flip-availability: results show by default here when the session holds them; simplified success only here,
// for the service requested in the query or being ordered (shared/domain/availability-request.ts).
import { useLoaderData, useSearchParams } from 'react-router';
import { AVAILABILITY_SERVICE_PARAM, availabilityRequestedService } from '../../../shared/domain/availability-request';
import type { PageContent } from '../../../shared/schemas/content';
import { AddressCheck } from '../../features/address-check/address-check';
import { LeadCopy, Sections } from '../../features/content/content-blocks';
import { PageLayout } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';
import { useSessionSnapshot } from '../../store/store-context';
import { AvailabilityAnswerSection } from './availability-answer';
import type { AvailabilityAnswer } from './availability-data';

export default function AvailabilityPage() {
  const { content, data } = useLoaderData() as PageLoaderData<PageContent, { availability?: AvailabilityAnswer }>;
  const [search] = useSearchParams();
  const { cart } = useSessionSnapshot();
  const requested = availabilityRequestedService(search.get(AVAILABILITY_SERVICE_PARAM), cart.cart.serviceType);
  return (
    <PageLayout
      className="availability-page"
      contentFailed={!content}
      intro={<LeadCopy text={content?.leadCopy ?? content?.description} />}
    >
      <section className="availability-page__check" aria-label="Check your address">
        <AddressCheck variant="page" headingLevel={2} requestedServiceType={requested} />
      </section>
      {data.availability ? <AvailabilityAnswerSection answer={data.availability} /> : null}
      <Sections sections={content?.sections} />
    </PageLayout>
  );
}
