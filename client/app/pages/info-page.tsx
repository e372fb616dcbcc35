// Information pages (SPEC §2.1 support, legal and company pages): content from the CMS.
import { useLoaderData } from 'react-router';
import type { PageContent } from '../../../shared/types/content';
import { DataList, FaqList, Features, LeadCopy, Sections, Steps, TermsList } from '../../features/content/content-blocks';
import { PageLayout } from '../page-layout';
import type { PageLoaderData } from '../routes';

export default function InfoPage() {
  const { content } = useLoaderData() as PageLoaderData<PageContent>;
  return (
    <PageLayout contentFailed={!content} intro={<LeadCopy text={content?.leadCopy ?? content?.description} />}>
      {content ? (
        <>
          <Sections sections={content.sections} />
          <Steps steps={content.steps} />
          <Features features={content.features} />
          <DataList data={content.data} />
          <FaqList faqs={content.faqs} />
          <TermsList terms={content.terms} />
        </>
      ) : null}
    </PageLayout>
  );
}
