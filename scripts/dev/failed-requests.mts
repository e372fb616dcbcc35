// Lists the requests of a page that fail or answer 4xx/5xx (a development aid).
import { launchBrowser } from '../../harness/browser';
const [url] = process.argv.slice(2);
const browser = await launchBrowser();
const page = await browser.newPage();
page.on('response', (r) => { if (r.status() >= 400) console.log(r.status(), r.url()); });
page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
await page.goto(url!, { waitUntil: 'networkidle' });
await browser.close();
