// docs/product/content.md#faq FAQ and terms blocks as accordion lists; docs/product/content.md#analytics-events analytics: opening one pushes
// accordionEngage (closing does not: the event measures interest in an answer).
import { useLocation } from 'react-router';
import type { FaqEntry } from '../../../shared/schemas/content';
import { Accordion } from '../../components/ui/accordion';
import { pushEvent } from '../../lib/data-layer';
import { sectionId } from './content-blocks';

export function FaqAccordion({ faqs, heading, headingLevel = 2 }: { faqs?: FaqEntry[]; heading: string; headingLevel?: 2 | 3 }) {
  const { pathname } = useLocation();
  if (!faqs?.length) return null;
  const Heading = `h${headingLevel}` as const;
  const questions = new Map(faqs.map(([question], index) => [`faq-${index}`, question]));
  return (
    <section className="faq-block" aria-labelledby={sectionId(heading)}>
      <Heading id={sectionId(heading)}>{heading}</Heading>
      <Accordion
        headingLevel={headingLevel === 2 ? 3 : 4}
        items={faqs.map(([question, ...answer], index) => ({
          id: `faq-${index}`,
          heading: question,
          content: answer.map((text, i) => <p key={i}>{text}</p>),
        }))}
        onToggle={(id, expanded) => {
          if (expanded) pushEvent({ event: 'accordionEngage', accordionTitle: questions.get(id), pagePath: pathname });
        }}
      />
    </section>
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
