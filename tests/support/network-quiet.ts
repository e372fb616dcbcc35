// Waiting for a page's network to go quiet, in place of Playwright's 'networkidle' load state, which
// waits for 500 ms with no request in flight: after hydration no page of the site sends any request
// on its own, so that wait was half a second of an idle browser on every page a test opened
// (docs/operations.md#how-the-suite-is-organised). Here each tab's requests are counted, and its
// network is quiet once none is in flight and none has started or ended for QUIET_MS: long enough for
// a script that has just arrived to run and ask for the module it imports.
import type { BrowserContext, Page, Request } from 'playwright-core';

/** How long no request starts or ends before the network counts as quiet. */
export const QUIET_MS = 100;
const POLL_MS = 20;
const TIMEOUT_MS = 30_000;

interface Traffic {
  inFlight: Set<Request>;
  /** When a request last started or ended (Date.now()). */
  lastChange: number;
}

/** Each tab's requests, of its current document: a navigation starts the count afresh. */
const traffic = new WeakMap<Page, Traffic>();
const counted = new WeakSet<BrowserContext>();

/** The tab a request is for; undefined for a service worker's, which has none. */
function tabOf(request: Request): Page | undefined {
  try {
    return request.frame().page();
  } catch {
    return undefined;
  }
}

/**
 * Counts the context's requests from now on: call it before any of its tabs navigates. A request of
 * an earlier document may never end (a test held it with a route, then moved on), so a tab's
 * navigation starts its count again.
 */
export function countRequests(context: BrowserContext): void {
  if (counted.has(context)) return;
  counted.add(context);
  context.on('request', (request) => {
    const tab = tabOf(request);
    if (!tab) return;
    const newDocument = request.isNavigationRequest() && request.frame() === tab.mainFrame();
    const tabTraffic = (!newDocument && traffic.get(tab)) || { inFlight: new Set<Request>(), lastChange: 0 };
    tabTraffic.inFlight.add(request);
    tabTraffic.lastChange = Date.now();
    traffic.set(tab, tabTraffic);
  });
  const ended = (request: Request) => {
    const tab = tabOf(request);
    const tabTraffic = tab && traffic.get(tab);
    if (!tabTraffic?.inFlight.delete(request)) return;
    tabTraffic.lastChange = Date.now();
  };
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
}

/**
 * Resolves once no request of the tab's document is in flight and none has started or ended for
 * QUIET_MS. A tab whose context's requests are not counted gets Playwright's 'networkidle'.
 */
export async function networkQuiet(page: Page): Promise<void> {
  if (!counted.has(page.context())) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + TIMEOUT_MS;
  const quiet = () => {
    const tabTraffic = traffic.get(page);
    return !tabTraffic || (tabTraffic.inFlight.size === 0 && Date.now() - tabTraffic.lastChange >= QUIET_MS);
  };
  while (!quiet()) {
    if (Date.now() > deadline) {
      const urls = [...(traffic.get(page)?.inFlight ?? [])].map((request) => request.url());
      throw new Error(`the network did not go quiet in ${TIMEOUT_MS} ms; in flight: ${urls.join(', ') || 'none'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
