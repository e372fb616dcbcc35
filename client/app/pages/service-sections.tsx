// Sections the service and Flip to Fibre pages share: a module of its own, so each page stays its own chunk.
import type { ServicePageContent } from '../../../shared/schemas/content';
import { Button } from '../../components/ui/button';
import { heroText } from '../../features/content/hero-text';

/** docs/product/frame.md#page-anchors: the hero; its title is the h1 or opens the lead (hero-text.ts). */
export function ServiceHero({ hero, pageHeading }: { hero: ServicePageContent['hero']; pageHeading: string }) {
  return (
    <div className="page-hero">
      <p className="lead-copy">{heroText(pageHeading, hero).lead}</p>
      <div className="page-hero__actions">
        <Button colour="lime" href="#plans">
          Get started
        </Button>
        <a href="#thingsToKnow">Things you need to know</a>
      </div>
    </div>
  );
}

/** docs/product/ordering-and-handoff.md#flip-to-fibre-page 'Why upgrade to a fibre connection' (or the page's own 'why' heading). */
export function WhyUpgrade({ why }: { why: ServicePageContent['whyUpgrade'] }) {
  return (
    <section className="content-section" aria-labelledby="why-heading">
      <h2 id="why-heading">{why.heading}</h2>
      {why.sections.map((section) => (
        <div key={section.heading}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      ))}
    </section>
  );
}

/** docs/product/frame.md#page-anchors anchor #thingsToKnow. */
export function ThingsToKnow({ items }: { items: readonly string[] }) {
  return (
    <section className="journey-step things-to-know" id="thingsToKnow" aria-labelledby="things-heading">
      <h2 id="things-heading">Things you need to know</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
