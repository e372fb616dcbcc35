// International call rates (docs/product/content.md#call-rates), in the server HTML from the loader.
import { useLoaderData } from 'react-router';
import type { PageContent } from '../../../shared/schemas/content';
import { LeadCopy } from '../../features/content/content-blocks';
import { PageLayout } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';
import { CallRatesSection, type PhonePageData } from './call-rates-section';

export default function CallRatesPage() {
  const { content, data } = useLoaderData() as PageLoaderData<PageContent, PhonePageData>;
  return (
    <PageLayout contentFailed={!content} heading={content?.title} intro={<LeadCopy text={content?.description} />}>
      {content ? <CallRatesSection rates={data.rates} heading="Find a country" /> : null}
    </PageLayout>
  );
}
