// docs/product/frame.md#sub-navigation: pages, so a nav of links (aria-current), not an ARIA tablist.
import { useLocation } from 'react-router';
import { PATHS } from '../../../shared/routes/paths';
import './flip-subnav.css';
import { RouteLink } from '../../components/ui/route-link';

export const FLIP_SUBNAV_TABS = [
  { path: PATHS.flipToFibre, label: 'Plans' },
  { path: PATHS.flipFeatures, label: 'Features' },
  { path: PATHS.flipPhone, label: 'Phone' },
  { path: PATHS.flipAboutSpeeds, label: 'About speeds' },
  { path: PATHS.flipFaqTerms, label: 'Q&A / Terms' },
] as const;

/** A phone scrolls the tabs sideways: the current one goes to the middle (each render), and so does one reached with Tab. */
function centre(list: HTMLElement | null, link: HTMLElement | null | undefined) {
  if (list && link) list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
}

/** Floating only on the plans page (docs/product/frame.md#sub-navigation). */
export function FlipSubnav() {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '') || '/';
  return (
    <nav
      aria-label="Flip to Fibre"
      className={current === PATHS.flipToFibre ? 'flip-subnav flip-subnav--floating' : 'flip-subnav'}
    >
      <ul
        ref={(list) => centre(list, list?.querySelector<HTMLElement>('[aria-current]'))}
        onFocus={(event) => centre(event.currentTarget, event.target)}
        className="flip-subnav__list"
      >
        {FLIP_SUBNAV_TABS.map((tab) => (
          <li key={tab.path} className="flip-subnav__item">
            <RouteLink
              to={tab.path}
              className="flip-subnav__link"
              aria-current={tab.path === current ? 'page' : undefined}
            >
              {tab.label}
            </RouteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
