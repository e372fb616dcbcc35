// SPEC §2.3: the address check's dedicated availability page (/availability, content `pages/availability`).
// SPEC §4: results show by default here when the session holds them; simplified success only here.
import { useLoaderData } from 'react-router';
import type { PageContent } from '../../../shared/types/content';
import { AddressCheck } from '../../features/address-check/address-check';
import { LeadCopy, Sections } from '../../features/content/content-blocks';
import { PageLayout } from '../page-layout';
import type { PageLoaderData } from '../routes';

export default function AvailabilityPage() {
  const { content } = useLoaderData() as PageLoaderData<PageContent>;
  return (
    <PageLayout
      className="availability-page"
      contentFailed={!content}
      intro={<LeadCopy text={content?.leadCopy ?? content?.description} />}
    >
      <section className="availability-page__check" aria-label="Check your address">
        <AddressCheck variant="page" headingLevel={2} />
      </section>
      <Sections sections={content?.sections} />
    </PageLayout>
  );
}
