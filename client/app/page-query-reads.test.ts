// The page cache keys a page by the query values it reads while rendering (shared/routes/page-query.ts).
// This holds that table to the components: a component that starts reading the query must be
// listed here, and the table must read each parameter as the component does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageCacheKey } from '../../shared/routes/page-query';
import { PATHS } from '../../shared/routes/paths';

const CLIENT = path.resolve(import.meta.dirname, '..');

/** Components that read the query while rendering, and so decide a page's cache key. */
const READ_WHILE_RENDERING = [
  'app/pages/availability-data.ts',
  'app/pages/availability-page.tsx',
  'app/pages/compare-data.ts',
  'features/call-rates/country-rate-search.tsx',
  'features/contact/contact-form.tsx',
  'features/speed-advice/speed-advice.tsx',
];
/** Code that reads it in the browser only, after hydration (effects, the client entry): no key. */
const READ_IN_BROWSER_ONLY = [
  'app/pages/mobile-plans-page.tsx',
  'entry-client.tsx',
  'features/agent/use-agent-session.ts',
  'features/content/use-tracking-params.ts',
  'features/order-refusal/order-refused-notice.tsx',
  'features/order-refusal/order-refused-panel.tsx',
  'lib/take-search-param.ts',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the page cache's table of query parameters matches the components", () => {
  it('lists every component that reads the query', () => {
    const readers = sources(CLIENT)
      .filter((file) => /useSearchParams\(|takeSearchParam\(|location\.search|searchParams\.get\(|query\.getAll\(|\{[^}]*\bsearch\b[^}]*\}\s*=\s*useLocation\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(CLIENT, file))
      .sort();
    expect(readers).toEqual([...READ_WHILE_RENDERING, ...READ_IN_BROWSER_ONLY].sort());
  });

  it('reads the plans to compare as /compare does: one key for one set of plans', async () => {
    const { compareData } = await import('./pages/compare-data');
    const searches = ['?plans=10318,10317', '?plans=10317&plans=10318', '?plans=10317,x', '?plans=', '?plans=1,2,3,4'];
    const shown = (search: string) => JSON.stringify(compareData({ nbn: { plans: [] } }, new URLSearchParams(search)));
    for (const a of searches)
      for (const b of searches) expect(shown(a) === shown(b), `${a} ${b}`).toBe(pageCacheKey(PATHS.compare, a) === pageCacheKey(PATHS.compare, b));
  });

  it('reads the speed answers as "What speed do I need?" does: one key for one drawn answer (docs/product/plans.md#what-speed-do-i-need)', async () => {
    const { SpeedAdvice } = await import('../features/speed-advice/speed-advice');
    const { planFixture } = await import('../../tests/support/plan-fixture');
    const searches = ['?people=4&watch=4k&calls=no&uploads=no', '?uploads=no&calls=no&watch=4k&people=4&utm_source=x', '?people=5&watch=4k&calls=no&uploads=no', '?people=3&watch=4k&calls=no&uploads=no', '?people=2', '?people=2&watch=x', ''];
    const shown = (search: string) =>
      renderToString(
        createElement(MemoryRouter, { initialEntries: [`${PATHS.nbn}${search}`] }, createElement(SpeedAdvice, { plans: [planFixture()], atAddress: false, selectedPlanId: null, onChoose: () => undefined })),
      );
    for (const a of searches)
      for (const b of searches) expect(shown(a) === shown(b), `${a} ${b}`).toBe(pageCacheKey(PATHS.nbn, a) === pageCacheKey(PATHS.nbn, b));
  });
});
