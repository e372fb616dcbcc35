// docs/product/content.md#faq: opening one pushes accordionEngage (docs/product/content.md#analytics-events), closing does not.
import { useLocation } from 'react-router';
import type { FaqEntry } from '../../../shared/schemas/content';
import { Accordion } from '../../components/ui/accordion';
import { pushEvent } from '../../lib/data-layer';
import { LabelledSection, sectionId } from './content-blocks';

export function FaqAccordion({ faqs, heading }: { faqs?: FaqEntry[]; heading: string }) {
  const { pathname } = useLocation();
  if (!faqs?.length) return null;
  return (
    <LabelledSection heading={heading} className="faq-block">
      <Accordion
        items={faqs.map(([question, ...answer], index) => ({
          id: `faq-${index}`,
          heading: question,
          content: answer.map((text, i) => <p key={i}>{text}</p>),
        }))}
        onToggle={(id, expanded) => {
          if (expanded) pushEvent({ event: 'accordionEngage', accordionTitle: faqs[Number(id.slice(4))]?.[0], pagePath: pathname });
        }}
      />
    </LabelledSection>
  );
}

/** A list of terms (offer conditions) as one accordion item per heading. */
export function TermsAccordion({ terms, heading }: { terms?: string[]; heading: string }) {
  const { pathname } = useLocation();
  if (!terms?.length) return null;
  return (
    <section className="faq-block" aria-labelledby={sectionId(heading)}>
      <Accordion
        headingLevel={2}
        items={[
          {
            id: 'terms',
            heading: <span id={sectionId(heading)}>{heading}</span>,
            content: (
              <ol className="terms-list">
                {terms.map((term) => (
                  <li key={term}>{term}</li>
                ))}
              </ol>
            ),
          },
        ]}
        onToggle={(_id, expanded) => {
          if (expanded) pushEvent({ event: 'accordionEngage', accordionTitle: heading, pagePath: pathname });
        }}
      />
    </section>
  );
}
