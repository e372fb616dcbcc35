// /site-map: every page, grouped; one no group names appears under 'More pages'. Built in the route
// loader, so the 3 KB head table reaches the browser as data (docs/architecture.md#budgets).
import { PAGE_PATHS, pageMetaFor } from '../../../shared/routes/page-meta';
import { PATHS } from '../../../shared/routes/paths';

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
    paths: [
      PATHS.aboutUs,
      PATHS.terms,
      PATHS.privacyPolicy,
      PATHS.criticalInformationSummaries,
      PATHS.standardFormOfAgreement,
      PATHS.complaintsHandlingPolicy,
      PATHS.financialHardshipPolicy,
      PATHS.siteMap,
    ],
  },
];

/** The groups of the site map: every indexable page exactly once, in the order above. */
export function siteMapGroups(paths: readonly string[] = PAGE_PATHS, groupsOf = SITE_MAP_GROUPS) {
  const listed = paths.filter((path) => pageMetaFor(path).indexable);
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

/** The site map's groups with each page's heading as its link text. */
export function siteMapLinks() {
  return siteMapGroups().map((group) => ({
    heading: group.heading,
    links: group.paths.map((path) => ({ path, title: pageMetaFor(path).heading })),
  }));
}

export type SiteMapLinks = ReturnType<typeof siteMapLinks>[number];
