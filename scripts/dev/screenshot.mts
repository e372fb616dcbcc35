import { launchBrowser } from '../../harness/browser';
const [url, out, width] = process.argv.slice(2);
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: Number(width ?? 1280), height: 900 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(url!, { waitUntil: 'networkidle' });
await page.screenshot({ path: out!, fullPage: false });
await browser.close();
