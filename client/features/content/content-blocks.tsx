// Renders the parts of a content document (SPEC §3 content pages) in a fixed, readable order.
// Pages with their own layout use the pieces; plain information pages use the whole.
import type { ContentSection, Feature, FaqEntry, PageContent, Step } from '../../../shared/types/content';

export function LeadCopy({ text }: { text?: string }) {
  return text ? <p className="lead-copy">{text}</p> : null;
}

export function Sections({ sections }: { sections?: ContentSection[] }) {
  if (!sections?.length) return null;
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="content-section" aria-labelledby={sectionId(section.heading)}>
          <h2 id={sectionId(section.heading)}>{section.heading}</h2>
          {section.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {section.list?.length ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}

export function Steps({ steps }: { steps?: Step[] }) {
  if (!steps?.length) return null;
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

export function Features({ features, heading }: { features?: Feature[]; heading?: string }) {
  if (!features?.length) return null;
  return (
    <section className="features" aria-label={heading ?? 'Features'}>
      {heading ? <h2>{heading}</h2> : null}
      <ul>
        {features.map((f) => (
          <li key={f.title}>
            <h3>{f.title}</h3>
            <p>{f.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** FAQ entries as a definition list; pages that want an accordion use ui/accordion instead. */
export function FaqList({ faqs }: { faqs?: FaqEntry[] }) {
  if (!faqs?.length) return null;
  return (
    <dl className="faq-list">
      {faqs.map(([question, ...answer]) => (
        <div key={question}>
          <dt>{question}</dt>
          {answer.map((a, i) => (
            <dd key={i}>{a}</dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

export function DataList({ data }: { data?: PageContent['data'] }) {
  if (!data?.length) return null;
  return (
    <dl className="data-list">
      {data.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TermsList({ terms, heading = 'Terms' }: { terms?: string[]; heading?: string }) {
  if (!terms?.length) return null;
  return (
    <section className="terms" aria-label={heading}>
      <h2>{heading}</h2>
      <ul>
        {terms.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </section>
  );
}

export function sectionId(heading: string): string {
  return `section-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}
