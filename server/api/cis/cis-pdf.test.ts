// The PDFs a process has made are kept by their content (docs/product/content.md#cis: "each process lays a
// summary out once and keeps it until a figure changes it").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NBN_PLANS } from '../../../provider/catalogue/nbn-plans';
import { broadbandCis } from './cis-document';
import { createCisPdfCache } from './cis-pdf';
import { readPdf } from './cis-pdf-text.test-helper';

const SITE_URL = 'https://www.kookaburra.example';
const plan = NBN_PLANS[0]!;

describe('createCisPdfCache', () => {
  it('lays one document out once: an equal document (built again) gets the same PDF', async () => {
    const cisPdf = createCisPdfCache();
    const first = await cisPdf(broadbandCis(plan, SITE_URL));
    expect(await cisPdf(broadbandCis({ ...plan }, SITE_URL))).toBe(first);
  }, 30_000);

  it('a changed figure is a new document, with the new figure', async () => {
    const cisPdf = createCisPdfCache();
    const before = await cisPdf(broadbandCis(plan, SITE_URL));
    const after = await cisPdf(broadbandCis({ ...plan, price: plan.price + 1 }, SITE_URL));
    expect(after).not.toBe(before);
    expect((await readPdf(after)).text).toContain(`$${(plan.price + 1).toFixed(2).replace(/\.00$/, '')}/mth`);
  }, 30_000);
});

describe('the PDF library and the font reach the production image', () => {
  it('pdfkit and dejavu-fonts-ttf are production dependencies: the image installs those only (Dockerfile `npm ci --omit=dev`) and reads the font from node_modules at run time', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies)).toEqual(expect.arrayContaining(['pdfkit', 'dejavu-fonts-ttf']));
    expect(readFileSync(new URL('../../../Dockerfile', import.meta.url), 'utf8')).toMatch(/npm ci --omit=dev[\s\S]*COPY --from=prod-deps \/app\/node_modules \.\/node_modules/);
  });
});
