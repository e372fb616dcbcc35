// /site-map: the grouped links built by the route's loader (site-map-groups.ts), as a navigation.
import type { SiteMapLinks } from './site-map-groups';
import { sectionId } from './content-blocks';
import { RouteLink } from '../../components/ui/route-link';

export function SiteMap({ groups }: { groups: readonly SiteMapLinks[] }) {
  return (
    <nav className="site-map" aria-label="Site map">
      {groups.map((group) => (
        <section key={group.heading} aria-labelledby={sectionId(group.heading)}>
          <h2 id={sectionId(group.heading)}>{group.heading}</h2>
          <ul className="link-list">
            {group.links.map((link) => (
              <li key={link.path}>
                <RouteLink to={link.path}>{link.title}</RouteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
