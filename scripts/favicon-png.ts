// `npx tsx scripts/favicon-png.ts`: draws public/favicon.svg as public/favicon.png, the icon pages link
// (docs/operations.md#lighthouse says why a picture). Run it after changing the logo; the browser tests
// (tests/e2e/server-operations.test.ts) fail while the two differ.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../harness/browser';
import { PROJECT_ROOT } from '../harness/built-server';
import { runMain } from '../harness/run-context';

/** Sharp at 16 and 32 CSS pixels on a 2x screen, and at a 48-pixel launcher tile scaled down. */
const SIZE = 64;

async function main(): Promise<number> {
  const svg = readFileSync(path.join(PROJECT_ROOT, 'public/favicon.svg'));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img width="${SIZE}" height="${SIZE}" src="data:image/svg+xml;base64,${svg.toString('base64')}">`,
    );
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    writeFileSync(path.join(PROJECT_ROOT, 'public/favicon.png'), await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: SIZE, height: SIZE } }));
  } finally {
    await browser.close();
  }
  return 0;
}

runMain(main);
