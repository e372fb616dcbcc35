// Information pages (docs/product/frame.md#route-table): every part of the content document, in a fixed order.
import { useLoaderData, useLocation } from 'react-router';
import { PATHS } from '../../../shared/routes/paths';
import type { PageContent } from '../../../shared/schemas/content';
import { DataList, Features, Hero, LeadCopy, LinkCards, Promotions, Sections, Steps, TermsList } from '../../features/content/content-blocks';
import { CisList, type CisCatalogues } from '../../features/content/cis-list';
import { FaqAccordion } from '../../features/content/faq-accordion';
import { heroText } from '../../features/content/hero-text';
import { SiteMap } from '../../features/content/site-map';
import type { SiteMapLinks } from '../../features/content/site-map-groups';
import { PageLayout, usePageMeta } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';

export default function InfoPage() {
  const { content, data } = useLoaderData() as PageLoaderData<PageContent, CisCatalogues>;
  const { pathname } = useLocation();
  const meta = usePageMeta();
  return (
    <PageLayout
      contentFailed={!content}
      heading={content?.hero ? heroText(meta.heading, content.hero).heading : undefined}
      intro={content?.hero ? null : <LeadCopy text={content?.leadCopy ?? content?.description} />}
    >
      {content ? (
        <>
          {content.hero ? (
            <Hero hero={content.hero} pageHeading={meta.heading}>
              <LeadCopy text={content.leadCopy} />
            </Hero>
          ) : null}
          <Steps steps={content.steps} heading="How it works" />
          <Sections sections={content.sections} />
          <Features features={content.features} heading="What you get" />
          <DataList data={content.data} />
          <LinkCards links={content.links} heading={content.linksHeading ?? 'Where to next'} />
          <Promotions promotions={content.promotions} />
          {pathname === PATHS.siteMap ? <SiteMap groups={(data as { siteMap?: SiteMapLinks[] | null }).siteMap ?? []} /> : null}
          {pathname === PATHS.criticalInformationSummaries ? <CisList catalogues={data ?? {}} /> : null}
          <FaqAccordion faqs={content.faqs} heading={content.faqsHeading ?? 'Questions and answers'} />
          <TermsList terms={content.terms} heading="Terms and conditions" />
        </>
      ) : null}
    </PageLayout>
  );
}
