// /compare's JavaScript with three plans to compare (docs/architecture.md#budgets): the route table's
// measurement opens /compare with nothing chosen, which loads no table; this opens it as a visitor
// arrives from 'Compare plans', whose table, offer rules and prices all load.
import { expect, it } from 'vitest';
import { measureRoute } from '../../scripts/budgets/chromium-fetches';
import { BUDGETS, kb, productionEnv, waitForCompressedAssets } from '../../scripts/bundle-budget';
import { PATHS } from '../../shared/routes/paths';
import { useSiteAndBrowser } from '../support/site-and-browser';

const site = useSiteAndBrowser({ env: productionEnv() });

it(`/compare with three plans (nbn, nbn, Flip to Fibre) fetches at most ${kb(BUDGETS.routeJs)} of JavaScript`, async () => {
  await waitForCompressedAssets(site.server.url);
  const fetches = await measureRoute(site.browser, site.server.url, `${PATHS.compare}?plans=10317,10318,10591`);
  expect(fetches.files.some((file) => file.url.includes('compare-table'))).toBe(true);
  expect(fetches.jsBytes, fetches.files.map((file) => `${file.url.split('/').pop()} ${file.encodedBytes}`).join('\n')).toBeLessThanOrEqual(BUDGETS.routeJs);
}, 120_000);
