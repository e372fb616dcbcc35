// Home phone page (docs/product/content.md#home-phone-page); its sections make /flip-to-fibre/phone too.
import { useLoaderData } from 'react-router';
import type { PageContent, VoicePlanContent } from '../../../shared/schemas/content';
import { Carousel } from '../../components/ui/carousel';
import { LabelledSection, LeadCopy, StepCard, TermsList, sectionId } from '../../features/content/content-blocks';
import { FaqAccordion } from '../../features/content/faq-accordion';
import { PageLayout } from '../page-layout';
import type { PageLoaderData } from '../page-loader-data';
import type { InternationalRatesAnswer } from '../../../shared/schemas/upstream';
import { CallRatesSection, type PhonePageData } from './call-rates-section';

const STEPS_HEADING = 'How Home Phone works';
const PLANS_HEADING = 'Pay as you go or Unlimited';

export default function HomePhonePage() {
  const { content, data } = useLoaderData() as PageLoaderData<PageContent, PhonePageData>;
  return (
    <PageLayout contentFailed={!content} intro={<LeadCopy text={content?.leadCopy} />}>
      {content ? <HomePhoneSections content={content} rates={data.rates} /> : null}
    </PageLayout>
  );
}

export function HomePhoneSections({ content, rates }: { content: PageContent; rates: InternationalRatesAnswer | null }) {
  return (
    <>
      {content.steps?.length ? (
        <LabelledSection heading={STEPS_HEADING} className="content-block home-phone-steps">
          <Carousel
            // Its own name: the section around it already has the heading's (landmarks unique).
            label="Home Phone steps"
            // Three steps side by side from tablet up; one at a time on phones (docs/product/ordering-and-handoff.md#extras-step).
            slidesPerView={{ mobile: 1, tablet: 3, desktopSmall: 3, wide: 3 }}
            previousLabel="Previous step"
            nextLabel="Next step"
            slides={content.steps.map((step, index) => (
              <StepCard key={step.title} step={step} number={index + 1} />
            ))}
          />
        </LabelledSection>
      ) : null}

      {content.payg || content.unlimited ? (
        <LabelledSection heading={PLANS_HEADING}>
          <div className="voice-plans">
            {content.payg ? <VoicePlan plan={content.payg} /> : null}
            {content.unlimited ? <VoicePlan plan={content.unlimited} /> : null}
          </div>
        </LabelledSection>
      ) : null}

      <CallRatesSection rates={rates} />

      <TermsList terms={content.terms} heading="Good to know" />
      <FaqAccordion faqs={content.faqs} heading={content.faqsHeading ?? 'Questions and answers'} />
    </>
  );
}

function VoicePlan({ plan }: { plan: VoicePlanContent }) {
  const [firstHeading, ...otherHeadings] = plan.table.headings;
  return (
    <article className="voice-plan" aria-labelledby={sectionId(`plan ${plan.title}`)}>
      <h3 id={sectionId(`plan ${plan.title}`)}>{plan.title}</h3>
      <p className="voice-plan__price">{plan.subHeading}</p>
      <p>{plan.description}</p>
      <table className="rate-table">
        <caption className="visually-hidden">{plan.title} call rates</caption>
        <thead>
          <tr>
            <th scope="col">{firstHeading}</th>
            {otherHeadings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {plan.table.rows.map(([label, ...cells]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {plan.terms.length ? (
        <ul className="voice-plan__terms" aria-label={`${plan.title} terms`}>
          {plan.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
