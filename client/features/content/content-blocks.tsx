// The parts of a content document (docs/product/content.md#content-fields) in a fixed, readable order.
import type { ReactNode } from 'react';
import { heroText } from './hero-text';
import type { ContentSection, Feature, NavItem, PageContent, PageHero, Step } from '../../../shared/schemas/content';
import './content.css';
import { RouteLink } from '../../components/ui/route-link';
import { isExternalUrl } from '../../lib/external-url';

/** A link to a content address: react-router Link inside the site, a new tab outside it. */
export function ContentLink({ url, children, className }: { url: string; children: ReactNode; className?: string }) {
  if (isExternalUrl(url)) {
    return (
      <a href={url} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  // Files such as CIS PDFs are not routes: a plain link lets the browser fetch them.
  if (/\.[a-z0-9]{2,4}$/i.test(url)) {
    return (
      <a href={url} className={className}>
        {children}
      </a>
    );
  }
  return (
    <RouteLink to={url} className={className}>
      {children}
    </RouteLink>
  );
}

export function LeadCopy({ text }: { text?: string }) {
  return text ? <p className="lead-copy">{text}</p> : null;
}

/** A page hero under the h1: its title is the h1 or opens the lead (hero-text.ts), never a second heading. */
export function Hero({ hero, pageHeading, children }: { hero?: PageHero; pageHeading: string; children?: ReactNode }) {
  if (!hero) return null;
  return (
    <div className="hero">
      <p className="hero__lead">{heroText(pageHeading, hero).lead}</p>
      {children}
    </div>
  );
}

export function Sections({ sections }: { sections?: ContentSection[] }) {
  if (!sections?.length) return null;
  return (
    <>
      {sections.map((section) => (
        <LabelledSection key={section.heading} heading={section.heading} className="content-section">
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
        </LabelledSection>
      ))}
    </>
  );
}

export function Steps({ steps, heading }: { steps?: Step[]; heading: string }) {
  if (!steps?.length) return null;
  return (
    <LabelledSection heading={heading}>
      <ol className="steps">
        {steps.map((step, index) => (
          <li key={step.title} className="steps__item">
            <StepCard step={step} number={index + 1} />
          </li>
        ))}
      </ol>
    </LabelledSection>
  );
}

/** One step of a three-step explainer; also a carousel slide on the home phone page. */
export function StepCard({ step, number }: { step: Step; number: number }) {
  return (
    <div className="step-card">
      <p className="step-card__number" aria-hidden="true">
        {number}
      </p>
      <h3>
        <span className="visually-hidden">Step {number}: </span>
        {step.title}
      </h3>
      <p>{step.description}</p>
    </div>
  );
}

export function Features({ features, heading }: { features?: Feature[]; heading: string }) {
  if (!features?.length) return null;
  return (
    <LabelledSection heading={heading} className="features">
      <ul>
        {features.map((f) => (
          <li key={f.title}>
            <h3>{f.title}</h3>
            <p>{f.description}</p>
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}

/** Link cards: product entries (home), sub-navigation (contact), helpful pages (not found). */
export function LinkCards({ links, heading }: { links?: NavItem[]; heading: string }) {
  if (!links?.length) return null;
  return (
    <LabelledSection heading={heading} className="link-cards">
      <ul className="link-cards__list">
        {links.map((link) => (
          <li key={link.url} className="link-card">
            <h3 className="link-card__title">
              <ContentLink url={link.url} className="link-card__link">
                {link.title}
              </ContentLink>
            </h3>
            <p>{link.description}</p>
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}

/** Current offers (home page) as cards with a call to action. */
export function Promotions({ promotions, heading = 'Current offers' }: { promotions?: NavItem[]; heading?: string }) {
  if (!promotions?.length) return null;
  return (
    <LabelledSection heading={heading} className="promotions">
      <ul className="promotions__list">
        {promotions.map((promo) => (
          <li key={promo.title} className="promotion">
            <h3>{promo.title}</h3>
            <p>{promo.description}</p>
            <ContentLink url={promo.url} className="promotion__link">
              Find out more<span className="visually-hidden"> about {promo.title}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}

/** FAQ entries as a definition list; pages that want an accordion use FaqAccordion instead. */
export function DataList({ data, heading }: { data?: PageContent['data']; heading?: string }) {
  if (!data?.length) return null;
  const list = (
    <dl className="data-list">
      {data.map((row) => (
        <div key={row.label} className="data-list__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
  return heading ? <LabelledSection heading={heading}>{list}</LabelledSection> : list;
}

export function TermsList({ terms, heading }: { terms?: string[]; heading: string }) {
  if (!terms?.length) return null;
  return (
    <LabelledSection heading={heading} className="terms">
      <ul>
        {terms.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </LabelledSection>
  );
}

/** A section named by its own heading (the accessible name of the region comes from the heading). */
export function LabelledSection({ heading, className = 'content-block', children }: { heading: string; className?: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={sectionId(heading)}>
      <h2 id={sectionId(heading)}>{heading}</h2>
      {children}
    </section>
  );
}

export function sectionId(heading: string): string {
  return `section-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}
