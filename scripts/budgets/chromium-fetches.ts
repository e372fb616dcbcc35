// Every script and stylesheet Chromium fetches until a page is hydrated and the network quiet, as body bytes on the wire.
import type { Browser, Page, Request } from 'playwright-core';
import { pollUntil } from '../../harness/listening-child';

/** "Idle": no request in flight and none started or finished for this long. */
const QUIET_MS = 500;
const IDLE_TIMEOUT_MS = 30_000;
/** A desktop window: the nav's address box (large screens, docs/decisions/005-nav-address-box-streams-in-its-own-chunk.md) is part of the page. */
const VIEWPORT = { width: 1280, height: 900 };

/** A finished request's script or stylesheet, with its body bytes as received (headers excluded; `encoding` '' when sent as is). */
async function fetchedFile(request: Request) {
  const response = await request.response();
  if (!response) return undefined;
  const headers = await response.allHeaders();
  const contentType = headers['content-type'] ?? '';
  const kind =
    request.resourceType() === 'script' || /javascript/.test(contentType)
      ? 'js'
      : request.resourceType() === 'stylesheet' || contentType.startsWith('text/css')
        ? 'css'
        : undefined;
  if (!kind) return undefined;
  const sizes = await request.sizes();
  return { url: request.url(), kind, encodedBytes: sizes.responseBodySize, encoding: headers['content-encoding'] ?? '' };
}

/** A page with the cache off, each navigation a first visit (docs/operations.md#budgets-javascript-as-chromium-fetches-it). */
export async function coldCachePage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const devTools = await context.newCDPSession(page);
  await devTools.send('Network.enable');
  await devTools.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { page, close: () => context.close() };
}

type FetchedFile = NonNullable<Awaited<ReturnType<typeof fetchedFile>>>;
export type RouteFetches = ReturnType<typeof routeFetches>;

/** `files` of the route at `path`, summed by kind. */
export function routeFetches(path: string, files: FetchedFile[]) {
  const sum = (kind: FetchedFile['kind']) => files.filter((f) => f.kind === kind).reduce((total, f) => total + f.encodedBytes, 0);
  return { path, files, jsBytes: sum('js'), cssBytes: sum('css') };
}

/** Opens `baseUrl + path` in `page` (coldCachePage) and records its script and style fetches. */
export async function measureRoute(page: Page, baseUrl: string, path: string): Promise<RouteFetches> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const recorded: Promise<FetchedFile | undefined>[] = [];
  const activity = (change: number) => {
    inFlight += change;
    lastActivity = Date.now();
  };
  const started = () => activity(1);
  const failed = () => activity(-1);
  const finished = (request: Request) => {
    activity(-1);
    recorded.push(fetchedFile(request));
  };
  page.on('request', started).on('requestfailed', failed).on('requestfinished', finished);
  try {
    const response = await page.goto(`${baseUrl}${path}`);
    // /not-found is a page answered with 404 (docs/product/frame.md#error-boundary); any other failure is not a page to measure.
    if (!response || ![200, 404].includes(response.status())) throw new Error(`${path} answered ${response?.status()}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: IDLE_TIMEOUT_MS });
    const quiet = () => inFlight === 0 && Date.now() - lastActivity >= QUIET_MS;
    await pollUntil(quiet, Date.now() + IDLE_TIMEOUT_MS, 50, () => new Error(`${path}: the network never went quiet for ${QUIET_MS} ms (${inFlight} requests in flight)`));
    return routeFetches(path, (await Promise.all(recorded)).filter((file): file is FetchedFile => file !== undefined));
  } finally {
    page.off('request', started).off('requestfailed', failed).off('requestfinished', finished);
  }
}
