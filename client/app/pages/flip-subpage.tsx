// The Flip to Fibre sub-pages (docs/product/frame.md#sub-navigation).
import { useLoaderData, useLocation } from 'react-router';
import { FLIP_ELIGIBILITY_TEXT } from '../../../shared/domain/flip/flip-eligibility';
import { PATHS } from '../../../shared/routes/paths';
import type { PageContent } from '../../../shared/schemas/content';
import { DataList, Features, LeadCopy } from '../../features/content/content-blocks';
import { FaqAccordion, TermsAccordion } from '../../features/content/faq-accordion';
import { FlipSubnav } from '../../features/flip-subnav/flip-subnav';
import { PageLayout } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';
import type { InternationalRatesAnswer } from '../../../shared/schemas/upstream';
import { LazyHomePhoneSections } from './lazy-home-phone-sections';

type FlipSubpageData = { rates: InternationalRatesAnswer; terms: PageContent };

export default function FlipSubpage() {
  const { content, data } = useLoaderData() as PageLoaderData<PageContent, FlipSubpageData>;
  const { pathname } = useLocation();
  const lead = pathname === PATHS.flipPhone ? content?.leadCopy : content?.description;
  return (
    <PageLayout className="flip-subpage" contentFailed={!content} intro={<LeadCopy text={lead} />}>
      <FlipSubnav />
      {content ? <FlipSubpageBody path={pathname} content={content} data={data} /> : null}
    </PageLayout>
  );
}

function FlipSubpageBody({ path, content, data }: { path: string; content: PageContent; data: PageLoaderData<PageContent, FlipSubpageData>['data'] }) {
  switch (path) {
    case PATHS.flipPhone:
      return <LazyHomePhoneSections content={content} rates={data.rates ?? null} />;
    case PATHS.flipAboutSpeeds:
      return (
        <>
          <DataList data={content.data} heading="Typical evening speeds" />
          <FaqAccordion faqs={content.faqs} heading="Speed questions" />
          <Eligibility />
        </>
      );
    case PATHS.flipFaqTerms:
      return (
        <>
          <Eligibility />
          <FaqAccordion faqs={content.faqs} heading="Questions and answers" />
          <TermsAccordion terms={data.terms?.terms} heading={data.terms?.title ?? 'Flip to Fibre terms'} />
        </>
      );
    default:
      return (
        <>
          <Features features={content.features} heading="What comes with every plan" />
          <Eligibility />
        </>
      );
  }
}

/** docs/product/address-check.md#flip-eligibility flip eligibility text. */
function Eligibility() {
  return (
    <section className="eligibility" aria-labelledby="flip-eligibility">
      <h2 id="flip-eligibility">Who can flip to fibre</h2>
      <p>{FLIP_ELIGIBILITY_TEXT}</p>
    </section>
  );
}
