// How a browser-test file gets a site and a page. At the top of the file:
//
//   const site = useSiteAndBrowser({ checkPageProblems: true });
//   it('...', async () => { const { page } = await site.openPage(PATHS.home); ... });
//
// - The browser is the worker's own Chromium, launched for its first file and kept for the others: one
//   per file that runs at once, as the shared sites are. One Chromium for the run, served as a browser
//   server, relayed every call of both workers through the Playwright server in vitest's main process,
//   and the run took about a tenth longer (docs/operations.md#how-the-suite-is-organised). openPage
//   opens a tab of a browser context of the worker's pool,
//   left as a fresh context would be (tests/support/context-pool.ts), and kept from file to file:
//   a new context costs Chromium a renderer and the first page in it about 2.4 CPU-seconds more
//   than a page in a kept one, and a run's files ask for about a hundred. newContext gives a
//   context of the test's own, closed after the test, for a test that changes the context in a way
//   the pool cannot undo (an init script, offline).
// - The site is the run's shared built site (default configuration, NODE_ENV=production, its embedded
//   provider) unless the file asks for a site of its own: `env` (a differently configured site:
//   secrets, upstreams, knobs of the environment) or `ownSite: true` (a fresh site whose state the
//   file's tests depend on: provider faults that open breakers, a page cache nobody else filled).
//   The run has one shared site per file that runs at once; a file leases one for its whole run
//   (site-lease.ts) and starts with that provider's knobs, events and orders cleared.
// - openPage waits until the page is hydrated, and `site.visit(page, path)` takes the same tab on to another
//   page of the site with the same wait. A test that reloads or follows a link by itself waits with
//   waitForHydration (hydration.ts), a locator's wait; lint refuses page.waitForSelector, which sends
//   Playwright's injected script into the page's own world as well.
// - `site.provider` drives the provider over its loopback control routes (knobs, events, orders).
// - Concurrent tests (describe.concurrent, it.concurrent) pass their test context as `test` to
//   openPage / newContext, so each test's contexts are closed and checked with that test.
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page, Response } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, type TestContext } from 'vitest';
import { launchOptions } from '../../harness/browser';
import { startBuiltServer, warmAddressSearch, type BuiltServer } from '../../harness/built-server';
import type { StoredEvent } from '../../provider/events/routes';
import type { OrderRequest } from '../../provider/order-site/routes';
import { ContextPool } from './context-pool';
import { countRequests, networkQuiet } from './network-quiet';
import { leaseSite } from './site-lease';
import { waitForHydration } from './hydration';

/** The provider's loopback control routes (provider/knobs.ts, events/routes.ts, order-site/routes.ts). */
export interface ProviderControl {
  url: string;
  knobs: { set(settings: unknown): Promise<void>; reset(): Promise<void> };
  events: { list(): Promise<StoredEvent[]>; clear(): Promise<void> };
  orders: { list(): Promise<OrderRequest[]>; clear(): Promise<void> };
}

export function providerControl(url: string): ProviderControl {
  const call = async (method: string, route: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${url}/__control/${route}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} /__control/${route}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  };
  return {
    url,
    knobs: { set: async (settings) => void (await call('PUT', 'knobs', settings)), reset: async () => void (await call('DELETE', 'knobs')) },
    events: { list: async () => ((await call('GET', 'events')) as { events: StoredEvent[] }).events, clear: async () => void (await call('DELETE', 'events')) },
    orders: {
      list: async () => ((await call('GET', 'order-requests')) as { orders: OrderRequest[] }).orders,
      clear: async () => void (await call('DELETE', 'order-requests')),
    },
  };
}

/** The site a file's tests run against. */
export interface TestSite {
  url: string;
  metricsUrl: string;
  provider: ProviderControl;
}

export interface SiteAndBrowser {
  readonly server: TestSite;
  readonly browser: Browser;
  /** A fresh browser context, closed after the current test (after `test`, in a concurrent one). */
  newContext(options?: BrowserContextOptions, test?: TestContext): Promise<BrowserContext>;
  /**
   * Opens `path` of the site in a tab of a pooled context, watched for problems, and waits until
   * it is ready. The context is the test's until it ends: no cookies, storage, permissions or
   * routes of an earlier test; the HTTP cache is kept, as a returning visitor's (tests/support/context-pool.ts).
   */
  openPage(path: string, options?: OpenPageOptions): Promise<OpenedPage>;
  /** The visitor in `page` (a tab openPage lent) going on to `path` of the site, ready as openPage's `waitFor` says (default 'hydrated'). */
  visit(page: Page, path: string, waitFor?: ReadyWhen): Promise<Response | null>;
}

/**
 * Ready when: 'hydrated' (html[data-hydrated]), 'idle' (hydrated and the network quiet: loaders, lazy page
 * modules), 'load' (the page's load event: a page without JavaScript).
 */
export type ReadyWhen = 'hydrated' | 'idle' | 'load';

export interface OpenPageOptions {
  /** Viewport, JavaScript, reduced motion...; default viewport 1280 x 900. */
  context?: BrowserContextOptions;
  /** The context's clock stands still at this time (timers still run): set before the page loads. */
  fixedTime?: Date;
  /** The browser's own text size in percent (default 100), as a phone's text setting sets it: on the tab, before the page loads. */
  textSize?: number;
  /** What counts as a problem on this page (console warnings, expected messages). */
  watch?: PageWatchOptions;
  /** Runs before the page loads: a fixed clock, request listeners, init scripts. */
  beforeGoto?: (page: Page) => void | Promise<void>;
  /** Ready when (ReadyWhen): 'hydrated' by default with JavaScript on, 'load' with it off. */
  waitFor?: ReadyWhen;
  /** The test's context, in a concurrent test. */
  test?: TestContext;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** The page's problems so far (watchPageProblems); with checkPageProblems they fail the test too. */
  problems: string[];
  response: Response | null;
}

export interface SiteAndBrowserOptions {
  /** A site of the file's own with this extra environment. */
  env?: Record<string, string>;
  /** A site of the file's own, default configuration. */
  ownSite?: boolean;
  /** Runs after each test, before its contexts close (e.g. resetting the provider's knobs). */
  afterEachTest?: (server: TestSite) => void | Promise<void>;
  /** After each test, every page opened with openPage must have had no problems. */
  checkPageProblems?: boolean;
}

/** A file waits at most this long for a shared site (within the e2e project's hook timeout). */
const LEASE_WAIT_MS = 100_000;

// The worker's Chromium and its context pool: module state, which the e2e project's workers keep from
// file to file (isolate: false in vitest.config.ts). Playwright closes the browser as the worker exits.
let workerBrowser: Promise<Browser> | undefined;
let launched: Browser | undefined;
const workerPool = new ContextPool(() => {
  if (!launched) throw new Error('the browser is not launched yet: use the pool inside a test or a hook');
  return launched;
});

function launchOnce(): Promise<Browser> {
  workerBrowser ??= chromium.launch(launchOptions()).then(
    (browser) => (launched = browser),
    (error: unknown) => {
      workerBrowser = undefined;
      throw error;
    },
  );
  return workerBrowser;
}

/** Registers the file's hooks; the returned object's server and browser exist once beforeAll ran. */
export function useSiteAndBrowser(options: SiteAndBrowserOptions = {}): SiteAndBrowser {
  let own: BuiltServer | undefined;
  let server: TestSite | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageProblems: string[][] = [];

  let release: (() => void) | undefined;
  /** Pooled contexts lent to the current (non-concurrent) test. */
  const lent: BrowserContext[] = [];
  /** On a shared site, the file's visitors' own client address (browser-run.ts trusts one proxy hop). */
  let visitorAddress: string | undefined;
  const visitorHeaders = (extra?: Record<string, string>) => ({ ...(visitorAddress ? { 'x-forwarded-for': visitorAddress } : {}), ...extra });

  beforeAll(async () => {
    const ownSite = options.env !== undefined || options.ownSite === true;
    const sites = inject('sharedSites');
    const lease = ownSite ? undefined : leaseSite(inject('siteLeaseDir'), sites.length, LEASE_WAIT_MS);
    [own, browser] = await Promise.all([ownSite ? startBuiltServer(options.env) : undefined, launchOnce()]);
    if (lease) {
      const { index, release: free } = await lease;
      release = free;
      server = { ...sites[index]!, provider: providerControl(sites[index]!.providerUrl) };
      // From the range set aside for benchmarks (RFC 2544), a different one for each file.
      visitorAddress = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    } else {
      server = { url: own!.url, metricsUrl: own!.metricsUrl, provider: providerControl(own!.provider.url) };
      // Its provider builds the address index on the first search: here, not in a test's first
      // search, which a loaded machine can push past the site's upstream timeout (a 504).
      await warmAddressSearch(server.url, 'Lyrebird Rise');
    }
    // What an earlier file left in the shared provider is not this file's.
    await Promise.all([server.provider.knobs.reset(), server.provider.events.clear(), server.provider.orders.clear()]);
  });
  afterEach(async ({ task }) => {
    const problems = pageProblems.splice(0).flat();
    // A timeout does not say why a page stood still; what its pages logged may.
    if (task.result?.state === 'fail' && problems.length > 0) console.error(`What the pages of "${task.name}" logged:\n${problems.join('\n')}`);
    if (server) await options.afterEachTest?.(server);
    await Promise.all([...contexts.splice(0).map((context) => context.close()), ...lent.splice(0).map((context) => workerPool.giveBack(context))]);
    if (options.checkPageProblems === true) expect(problems, 'console errors or uncaught exceptions on the pages of this test').toEqual([]);
  });
  afterAll(async () => {
    // The pool's contexts and the browser stay for the worker's next file.
    release?.();
    await own?.stop();
  });

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not started yet: use it inside a test or a hook`);
    return value;
  };
  const newContext = async (contextOptions?: BrowserContextOptions, test?: TestContext) => {
    const context = await started(browser, 'the browser').newContext({ ...contextOptions, extraHTTPHeaders: visitorHeaders(contextOptions?.extraHTTPHeaders) });
    countRequests(context);
    if (test) test.onTestFinished(() => context.close());
    else contexts.push(context);
    return context;
  };
  const visit = async (page: Page, path: string, waitFor: ReadyWhen = 'hydrated') => {
    const response = await page.goto(`${started(server, 'the site').url}${path}`);
    if (waitFor !== 'load') await waitForHydration(page);
    if (waitFor === 'idle') await networkQuiet(page);
    return response;
  };
  return {
    get server() {
      return started(server, 'the site');
    },
    get browser() {
      return started(browser, 'the browser');
    },
    newContext,
    async openPage(path, openOptions = {}) {
      const { test } = openOptions;
      const { extraHTTPHeaders, ...contextOptions } = { viewport: { width: 1280, height: 900 }, ...openOptions.context };
      const { context, page } = await workerPool.take(contextOptions, openOptions.fixedTime, openOptions.textSize);
      if (test) test.onTestFinished(() => workerPool.giveBack(context));
      else lent.push(context);
      // Per tab, so that contexts differing only in these headers (one visitor each) share a pool.
      await page.setExtraHTTPHeaders(visitorHeaders(extraHTTPHeaders));
      const problems = watchPageProblems(page, openOptions.watch);
      if (!test) pageProblems.push(problems);
      else if (options.checkPageProblems === true)
        test.onTestFinished(() => test.expect(problems, `console errors or uncaught exceptions on ${path}`).toEqual([]));
      await openOptions.beforeGoto?.(page);
      const javaScript = openOptions.context?.javaScriptEnabled ?? true;
      const response = await visit(page, path, openOptions.waitFor ?? (javaScript ? 'hydrated' : 'load'));
      return { page, context, problems, response };
    },
    visit,
  };
}

export interface PageWatchOptions {
  /** Console warnings count too (default: errors only). */
  warnings?: boolean;
  /** A console message that is expected here and is not a problem. */
  expected?: (message: ConsoleMessage) => boolean;
}

/**
 * Collects the page's console errors (and warnings when asked) and uncaught exceptions, as
 * `error: text` / `pageerror: message`; a test expects the list to stay empty.
 */
export function watchPageProblems(page: Page, options: PageWatchOptions = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const counted = message.type() === 'error' || (options.warnings === true && message.type() === 'warning');
    if (counted && !options.expected?.(message)) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
