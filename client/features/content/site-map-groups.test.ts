import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, pageMetaFor } from '../../../shared/routes/page-meta';
import { PATHS } from '../../../shared/routes/paths';
import { siteMapGroups } from './site-map-groups';


describe('siteMapGroups (/site-map lists every page of the head table, grouped)', () => {
  it('lists every indexable page exactly once', () => {
    const listed = siteMapGroups().flatMap((group) => group.paths);
    const indexable = PAGE_PATHS.filter((path) => pageMetaFor(path).indexable);
    expect([...listed].sort()).toEqual([...indexable].sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).not.toContain(PATHS.notFound);
  });

  it('puts a page that no group names under "More pages"', () => {
    const groups = siteMapGroups(PAGE_PATHS, [{ heading: 'Plans', paths: [PATHS.nbn] }]);
    expect(groups[0]).toEqual({ heading: 'Plans', paths: [PATHS.nbn] });
    expect(groups[1]!.heading).toBe('More pages');
    expect(groups[1]!.paths).toContain(PATHS.aboutUs);
    expect(groups[1]!.paths).not.toContain(PATHS.nbn);
    // A path missing from the head table is not listed (it has no heading to show).
    expect(siteMapGroups(['/brand-new']).flatMap((group) => group.paths)).toEqual([]);
  });
});
