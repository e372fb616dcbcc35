// Browser contexts kept open between tests (a worker's, from file to file: site-and-browser.ts),
// each lent to one test at a time as a fresh context would be. On this machine a page costs
// Chromium about 2 CPU-seconds in a new context, about 1 in a new tab of a context that still has a
// tab open, and about half that as a navigation of a tab already open (docs/operations.md#how-the-suite-is-organised). So a test gets the tab the
// last test of its context used, navigated anew, and what a context keeps between tests is undone
// before the next one:
// - the tab: Playwright listeners, page routes and extra headers removed, and the page left for
//   about:blank (its unload and beacons happen then, as when a tab closes); a tab the test gave an
//   init script or a DevTools session of its own (network emulation...) cannot be undone, so it is
//   closed and the next test gets a new tab; every other tab is closed;
// - cookies, permissions and the context's routes: cleared when given back;
// - local and session storage, IndexedDB, cache storage and service workers of every origin its tabs
//   visited: cleared through the tab's DevTools session before it is lent. Session storage is the
//   tab's own, and DevTools clears it only for the origin the tab's blank page kept: a tab that showed
//   another origin since is swapped for a new one, whose session storage is empty.
// The HTTP cache is kept, as a returning visitor's is: the site's scripts and styles have hashed
// names and are cached for a year, and a navigation that takes them from the cache cost Chromium
// 0.45 CPU-seconds against 0.6 to 1.0 fetched afresh (one tab, eight pages, interleaved rounds). Nothing a test asserts hangs on a cold cache: while a
// test routes requests (holdRequests, page.route) Playwright turns the cache off, and the script
// budgets measure with the cache off (scripts/budgets/chromium-fetches.ts).
// A context's clock cannot be uninstalled: contexts on a fixed clock are pooled apart, by the time.
// The viewport, reduced motion and the browser's text size are set on the tab for each test, so they share
// contexts: each other option (JavaScript off, the CSP bypassed, a device scale) has contexts of its own.
// A test that changes a context in another way the pool does not undo (a context init script,
// offline, geolocation) takes a context of its own (SiteAndBrowser.newContext).
// Every pooled context reports the page's Content-Security-Policy violations as console errors
// (reportCspViolations), so every test that watches a page's problems counts them.
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { countRequests } from './network-quiet';

/**
 * Chromium logs a refused load or inline script itself, but an `eval` refused inside a `try` (zod's
 * probe for whether it may compile) only fires the page's `securitypolicyviolation` event: this turns
 * every violation into a console error. The pool's own init script, before any test's: no tab is spoilt.
 */
function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
}

/** Playwright's own default viewport. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** Chromium's default font sizes in px, its `standard` (the rem's) and its `fixed` (monospace). */
const DEFAULT_FONT_SIZES = { standard: 16, fixed: 13 };

interface Pooled {
  key: string;
  /** Origins its tabs have shown a document of, whose storage the next test must not see. */
  origins: Set<string>;
  /** The tab the next test gets: the last test's, left blank, or a new one. */
  next?: Page;
  /** Tabs changed in a way the pool cannot undo (an init script, a DevTools session of the test's). */
  spoilt: WeakSet<Page>;
  /** Tabs the pool opened that no test has used yet: their session storage is empty. */
  unused: WeakSet<Page>;
  /** The context's own newCDPSession, for the pool's clears (the context's is wrapped to mark tabs spoilt). */
  devtools: BrowserContext['newCDPSession'];
  /** Each tab's text size in percent once set, and the DevTools session that set it, kept open for the tab's life. */
  textSizes: WeakMap<Page, { percent: number; session: CDPSession }>;
}

/**
 * The tab left for about:blank by its own page: a blank document a page opens keeps the page's site,
 * so the next test's navigation to the site reuses the tab's renderer. page.goto('about:blank') is the
 * browser's navigation, which moves the blank page to a renderer of its own and the next page of the
 * site to another: measured in one tab, eight pages, three interleaved rounds, a navigation of the
 * site cost Chromium 1.75 CPU-seconds after the browser's about:blank and 0.65 after the page's own.
 */
async function leaveForBlank(page: Page): Promise<void> {
  if (page.url() === 'about:blank') return;
  const left = page.waitForURL('about:blank', { timeout: 10_000 });
  // The navigation ends the script's context, which may reject the evaluation; the URL says it left.
  await page.evaluate(() => void (location.href = 'about:blank')).catch(() => undefined);
  await left;
}

/** Clears the tab's session storage of each origin; false when the tab has no frame of one (its blank page kept another). */
async function clearSessionStorage(devtools: CDPSession, origins: Iterable<string>): Promise<boolean> {
  await devtools.send('DOMStorage.enable');
  const cleared = await Promise.all(
    [...origins].map((origin) =>
      devtools.send('DOMStorage.clear', { storageId: { securityOrigin: origin, isLocalStorage: false } }).then(
        () => true,
        (error: Error) => (/Frame not found/.test(error.message) ? false : Promise.reject(error)),
      ),
    ),
  );
  return !cleared.includes(false);
}

export class ContextPool {
  private readonly idle = new Map<string, BrowserContext[]>();
  private readonly pooled = new Map<BrowserContext, Pooled>();

  constructor(private readonly browser: () => Browser) {}

  /**
   * A context for `options` (on `fixedTime`'s clock), with a new tab, cleared of earlier tests. The
   * viewport, reduced motion and the browser's text size in percent (a phone's text setting: it sizes the rem and
   * the media queries' em, which a style sheet cannot) are the tab's, set before it navigates, so tests that
   * differ only in them share a context and a tab rather than each starting one.
   */
  async take(options: BrowserContextOptions, fixedTime?: Date, textSize = 100): Promise<{ context: BrowserContext; page: Page }> {
    const { viewport = DEFAULT_VIEWPORT, reducedMotion = 'no-preference', ...contextOptions } = options;
    const key = JSON.stringify([contextOptions, fixedTime?.toISOString() ?? null]);
    const context = this.idle.get(key)?.pop() ?? (await this.open(key, contextOptions, fixedTime));
    const entry = this.pooled.get(context)!;
    let page = entry.next ?? (await this.newTab(context, entry));
    entry.next = undefined;
    const { origins } = entry;
    if (origins.size > 0) {
      const devtools = await entry.devtools(page);
      await Promise.all([...origins].map((origin) => devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })));
      // 'all' leaves the tab's session storage (Chromium 150); DOMStorage finds it only for an origin a frame of the tab has.
      const cleared = entry.unused.has(page) || (await clearSessionStorage(devtools, origins));
      await devtools.detach();
      origins.clear();
      if (!cleared) {
        await page.close();
        page = await this.newTab(context, entry);
      }
    }
    entry.unused.delete(page);
    await Promise.all([page.setViewportSize(viewport ?? DEFAULT_VIEWPORT), page.emulateMedia({ reducedMotion }), this.sizeText(page, entry, textSize)]);
    return { context, page };
  }

  /** The tab's text size at `percent`, through the session that set it before or a new one kept for the tab. */
  private async sizeText(page: Page, entry: Pooled, percent: number): Promise<void> {
    const set = entry.textSizes.get(page);
    if ((set?.percent ?? 100) === percent) return;
    const session = set?.session ?? (await entry.devtools(page));
    const scaled = (px: number) => Math.round((px * percent) / 100);
    await session.send('Page.setFontSizes', { fontSizes: { standard: scaled(DEFAULT_FONT_SIZES.standard), fixed: scaled(DEFAULT_FONT_SIZES.fixed) } });
    entry.textSizes.set(page, { percent, session });
  }

  /** Back to the pool with a new blank tab, its other tabs closed, its cookies, permissions and routes cleared. */
  async giveBack(context: BrowserContext): Promise<void> {
    const entry = this.pooled.get(context);
    // A test may close its context itself; the pool forgets it (the close event).
    if (!entry) return;
    try {
      const next = (await this.blankedForReuse(context, entry)) ?? (await this.newTab(context, entry));
      await Promise.all(context.pages().filter((page) => page !== next).map((page) => page.close()));
      entry.next = next;
      await Promise.all([context.unrouteAll({ behavior: 'ignoreErrors' }), context.clearCookies(), context.clearPermissions()]);
    } catch (error) {
      if (!this.pooled.has(context)) return;
      throw error;
    }
    this.idle.set(entry.key, [...(this.idle.get(entry.key) ?? []), context]);
  }

  /** The context's first open tab the test has not spoilt, listeners and routes removed, left for about:blank; else undefined. */
  private async blankedForReuse(context: BrowserContext, entry: Pooled): Promise<Page | undefined> {
    const page = context.pages().find((open) => !entry.spoilt.has(open));
    if (!page) return undefined;
    try {
      page.removeAllListeners();
      this.watchOrigins(page, entry);
      await Promise.all([page.unrouteAll({ behavior: 'ignoreErrors' }), page.setExtraHTTPHeaders({})]);
      await leaveForBlank(page);
      return page;
    } catch {
      // A tab that will not leave (a hung script, a crash) is closed with the others.
      return undefined;
    }
  }

  /** A tab of the pool's own, not yet lent. */
  private async newTab(context: BrowserContext, entry: Pooled): Promise<Page> {
    const page = await context.newPage();
    entry.unused.add(page);
    return page;
  }

  private watchOrigins(page: Page, entry: Pooled): void {
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url());
      if (origin !== 'null') entry.origins.add(origin);
    });
  }

  private async open(key: string, options: BrowserContextOptions, fixedTime?: Date): Promise<BrowserContext> {
    const context = await this.browser().newContext(options);
    countRequests(context);
    await context.addInitScript(reportCspViolations);
    if (fixedTime) await context.clock.setFixedTime(fixedTime);
    const devtools = context.newCDPSession.bind(context);
    const entry: Pooled = { key, origins: new Set(), spoilt: new WeakSet(), unused: new WeakSet(), devtools, textSizes: new WeakMap() };
    // A test's own DevTools session or init script stays with its tab: such a tab is not lent again.
    context.newCDPSession = (target) => {
      if ('addInitScript' in target) entry.spoilt.add(target);
      return devtools(target);
    };
    this.pooled.set(context, entry);
    context.on('close', () => {
      this.pooled.delete(context);
      const idle = this.idle.get(key);
      if (idle?.includes(context)) this.idle.set(key, idle.filter((other) => other !== context));
    });
    context.on('page', (page) => {
      const addInitScript = page.addInitScript.bind(page);
      page.addInitScript = (...args) => {
        entry.spoilt.add(page);
        return addInitScript(...args);
      };
      this.watchOrigins(page, entry);
    });
    return context;
  }
}
