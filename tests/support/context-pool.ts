// Browser contexts kept open between a file's tests, each lent to one test at a time as a fresh
// context would be. On this machine a page costs Chromium about 2 CPU-seconds in a new context, and
// about 1 in a new tab of a context that still has a tab open; closing a context's last tab costs
// the difference again (docs/operations.md#how-the-suite-is-organised). So a test gets a new tab
// in a pooled context, and what a context keeps between tabs is undone before the next test:
// - tabs: when the test gives the context back, a new blank tab (the next test's) is opened, then
//   every other tab closed (a tab's session storage, listeners, routes and init scripts go with it);
// - cookies, permissions and the context's routes: cleared when given back;
// - local storage, IndexedDB, cache storage and service workers of every origin its tabs visited,
//   and the HTTP cache: cleared through the new tab's DevTools session before it is lent, so each
//   test starts with nothing cached, as in a new context.
// A context's clock cannot be uninstalled: contexts on a fixed clock are pooled apart, by the time.
// A test that changes a context in another way the pool does not undo (a context init script,
// offline, geolocation) takes a context of its own (SiteAndBrowser.newContext).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

interface Pooled {
  key: string;
  /** Origins its tabs have shown a document of, whose storage the next test must not see. */
  origins: Set<string>;
  /** The blank tab the next test gets, opened before the last test's tabs closed. */
  next?: Page;
}

export class ContextPool {
  private readonly idle = new Map<string, BrowserContext[]>();
  private readonly pooled = new Map<BrowserContext, Pooled>();

  constructor(private readonly browser: () => Browser) {}

  /** A context for `options` (on `fixedTime`'s clock), with a new tab, cleared of earlier tests. */
  async take(options: BrowserContextOptions, fixedTime?: Date): Promise<{ context: BrowserContext; page: Page }> {
    const key = JSON.stringify([options, fixedTime?.toISOString() ?? null]);
    const context = this.idle.get(key)?.pop() ?? (await this.open(key, options, fixedTime));
    const entry = this.pooled.get(context)!;
    const page = entry.next ?? (await context.newPage());
    entry.next = undefined;
    const { origins } = entry;
    if (origins.size > 0) {
      const devtools = await context.newCDPSession(page);
      await Promise.all([
        ...[...origins].map((origin) => devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })),
        devtools.send('Network.clearBrowserCache'),
      ]);
      await devtools.detach();
      origins.clear();
    }
    return { context, page };
  }

  /** Back to the pool with a new blank tab, its other tabs closed, its cookies, permissions and routes cleared. */
  async giveBack(context: BrowserContext): Promise<void> {
    const entry = this.pooled.get(context);
    // A test may close its context itself; the pool forgets it (the close event).
    if (!entry) return;
    try {
      const next = await context.newPage();
      await Promise.all(context.pages().filter((page) => page !== next).map((page) => page.close()));
      entry.next = next;
      await Promise.all([context.unrouteAll({ behavior: 'ignoreErrors' }), context.clearCookies(), context.clearPermissions()]);
    } catch (error) {
      if (!this.pooled.has(context)) return;
      throw error;
    }
    this.idle.set(entry.key, [...(this.idle.get(entry.key) ?? []), context]);
  }

  async close(): Promise<void> {
    const contexts = [...this.pooled.keys()];
    this.pooled.clear();
    this.idle.clear();
    await Promise.all(contexts.map((context) => context.close()));
  }

  private async open(key: string, options: BrowserContextOptions, fixedTime?: Date): Promise<BrowserContext> {
    const context = await this.browser().newContext(options);
    if (fixedTime) await context.clock.setFixedTime(fixedTime);
    const entry: Pooled = { key, origins: new Set() };
    this.pooled.set(context, entry);
    context.on('close', () => {
      this.pooled.delete(context);
      const idle = this.idle.get(key);
      if (idle?.includes(context)) this.idle.set(key, idle.filter((other) => other !== context));
    });
    context.on('page', (page) =>
      page.on('framenavigated', (frame) => {
        const { origin } = new URL(frame.url());
        if (origin !== 'null') entry.origins.add(origin);
      }),
    );
    return context;
  }
}
