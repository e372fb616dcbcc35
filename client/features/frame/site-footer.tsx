// docs/product/frame.md#footer: three columns, the copyright, a background that follows the path.
import { useId } from 'react';
import type { FooterLists, NavLink } from '../../../shared/schemas/content';
import { footerThemeForPath } from '../../../shared/domain/site/body-class';
import { SITE_BRAND } from '../../../shared/site-config';
import { FrameLink } from './frame-link';
import './site-footer.css';

export interface SiteFooterProps {
  lists: FooterLists;
  /** The current path, for the background colour. */
  path: string;
  /** The current year, passed in so server and client render the same text. */
  year: number;
  onNavigate?: (url: string) => void;
}

function FooterColumn({ heading, groups, onNavigate }: Pick<SiteFooterProps, 'onNavigate'> & { heading: string; groups: NavLink[][] }) {
  const headingId = useId();
  return (
    <section className="site-footer__column" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {heading}
      </h2>
      {groups
        .filter((links) => links.length > 0)
        .map((links, index) => (
          <ul className="site-footer__list" key={index}>
            {links.map((link) => (
              <li key={`${link.url}|${link.title}`}>
                <FrameLink href={link.url} onNavigate={onNavigate}>
                  {link.title}
                </FrameLink>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

export function SiteFooter({ lists, path, year, onNavigate }: SiteFooterProps) {
  const theme = footerThemeForPath(path);
  return (
    <footer className={`site-footer site-footer--${theme}`}>
      <nav className="site-footer__columns" aria-label="Footer">
        {/* Residential groups the consumer lists; 'about' sits with the company pages. */}
        <FooterColumn heading="Residential" groups={[lists.nbn, lists.broadband, lists.phone]} onNavigate={onNavigate} />
        <FooterColumn
          heading="Business"
          groups={[lists.business.general, lists.business.voip, lists.business.network_solutions]}
          onNavigate={onNavigate}
        />
        <FooterColumn heading="Company" groups={[lists.about, lists.company]} onNavigate={onNavigate} />
      </nav>
      <p className="site-footer__legal">
        © {year} {SITE_BRAND.legalName} ABN <span className="site-footer__abn">{SITE_BRAND.abn}</span>
      </p>
    </footer>
  );
}
