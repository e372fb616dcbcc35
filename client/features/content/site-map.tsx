// /site-map: every page of the head table (shared/routes/page-meta.ts), grouped. A page that no
// group names still appears, under 'More pages', so the map never silently drops a new route.
import { PAGE_META, PAGE_PATHS } from '../../../shared/routes/page-meta';
import { PATHS } from '../../../shared/routes/paths';
import { sectionId } from './content-blocks';
import { RouteLink } from '../../components/ui/route-link';

export interface SiteMapGroup {
  heading: string;
  paths: string[];
}

export const SITE_MAP_GROUPS: readonly { heading: string; paths: readonly string[] }[] = [
  {
    heading: 'Internet plans',
    paths: [
      PATHS.home,
      PATHS.broadband,
      PATHS.availability,
      PATHS.nbn,
      PATHS.fibre,
      PATHS.homeWireless,
      PATHS.mobileBroadband,
      PATHS.flipToFibre,
      PATHS.flipFeatures,
      PATHS.flipPhone,
      PATHS.flipAboutSpeeds,
      PATHS.flipFaqTerms,
    ],
  },
  { heading: 'Phone and mobile', paths: [PATHS.mobilePhone, PATHS.homePhone, PATHS.voipInternational] },
  {
    heading: 'Extras and offers',
    paths: [PATHS.homeSecure, PATHS.speedBoost, PATHS.hardware, PATHS.referAFriend, PATHS.exefix],
  },
  {
    heading: 'Help and support',
    paths: [
      PATHS.contactUs,
      PATHS.networkOutage,
      PATHS.lodgeComplaint,
      PATHS.assistance,
      PATHS.disasterRelief,
      PATHS.esafety,
      PATHS.schoolStudentBroadband,
      PATHS.accessibility,
    ],
  },
  {
    heading: 'Company and legal',
    paths: [PATHS.aboutUs, PATHS.terms, PATHS.privacyPolicy, PATHS.criticalInformationSummaries, PATHS.siteMap],
  },
];

/** The groups of the site map: every indexable page exactly once, in the order above. */
export function siteMapGroups(paths: readonly string[] = PAGE_PATHS, groupsOf = SITE_MAP_GROUPS): SiteMapGroup[] {
  const listed = paths.filter((path) => PAGE_META[path as keyof typeof PAGE_META]?.indexable);
  const placed = new Set<string>();
  const groups = groupsOf.map((group) => {
    const inGroup = group.paths.filter((path) => listed.includes(path) && !placed.has(path));
    inGroup.forEach((path) => placed.add(path));
    return { heading: group.heading, paths: inGroup };
  });
  const rest = listed.filter((path) => !placed.has(path));
  if (rest.length) groups.push({ heading: 'More pages', paths: rest });
  return groups.filter((group) => group.paths.length > 0);
}

export function SiteMap() {
  return (
    <nav className="site-map" aria-label="Site map">
      {siteMapGroups().map((group) => (
        <section key={group.heading} aria-labelledby={sectionId(group.heading)}>
          <h2 id={sectionId(group.heading)}>{group.heading}</h2>
          <ul className="link-list">
            {group.paths.map((path) => (
              <li key={path}>
                <RouteLink to={path}>{PAGE_META[path as keyof typeof PAGE_META].heading}</RouteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
