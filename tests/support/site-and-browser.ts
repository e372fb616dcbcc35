// The lifecycle every browser-test file shares: the built site (harness/built-server.ts) and
// Debian's Chromium started once before the file's tests and closed after them, browser contexts
// closed after each test, and a watch on each page for console errors and uncaught exceptions
// (openPage: one way to open a page of the site, watched, and wait until it is ready).
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser } from '../../harness/browser';
import { startBuiltServer, type BuiltServer } from '../../harness/built-server';

export interface SiteAndBrowser {
  readonly server: BuiltServer;
  readonly browser: Browser;
  /** A fresh browser context, closed after the current test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Opens `path` of the site in a fresh context, watched for problems, and waits until it is ready. */
  openPage(path: string, options?: OpenPageOptions): Promise<OpenedPage>;
}

export interface OpenPageOptions {
  /** Viewport, JavaScript, reduced motion...; default viewport 1280 x 900. */
  context?: BrowserContextOptions;
  /** What counts as a problem on this page (console warnings, expected messages). */
  watch?: PageWatchOptions;
  /** Runs before the page loads: a fixed clock, request listeners, init scripts. */
  beforeGoto?: (page: Page) => void | Promise<void>;
  /**
   * Ready when: 'hydrated' (html[data-hydrated]; the default with JavaScript on), 'idle' (hydrated
   * and the network quiet: loaders, lazy page modules), 'load' (the default with JavaScript off).
   */
  waitFor?: 'hydrated' | 'idle' | 'load';
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** The page's problems so far (watchPageProblems); with checkPageProblems they fail the test too. */
  problems: string[];
  response: Response | null;
}

export interface SiteAndBrowserOptions {
  /** Extra environment for the built server. */
  env?: Record<string, string>;
  /** Runs after each test, before its contexts close (e.g. resetting the provider's knobs). */
  afterEachTest?: (server: BuiltServer) => void | Promise<void>;
  /** Runs after the file's tests, before the server stops (e.g. keeping its log). */
  beforeStop?: (server: BuiltServer) => void;
  /** After each test, every page opened with openPage must have had no problems. */
  checkPageProblems?: boolean;
}

/** Registers the file's hooks; the returned object's server and browser exist once beforeAll ran. */
export function useSiteAndBrowser(options: SiteAndBrowserOptions = {}): SiteAndBrowser {
  let server: BuiltServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageProblems: string[][] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(options.env), launchBrowser()]);
  });
  afterEach(async () => {
    const problems = pageProblems.splice(0).flat();
    if (server) await options.afterEachTest?.(server);
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    if (options.checkPageProblems === true) expect(problems, 'console errors or uncaught exceptions on the pages of this test').toEqual([]);
  });
  afterAll(async () => {
    if (server) options.beforeStop?.(server);
    await browser?.close();
    await server?.stop();
  });

  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not started yet: use it inside a test or a hook`);
    return value;
  };
  const newContext = async (contextOptions?: BrowserContextOptions) => {
    const context = await started(browser, 'the browser').newContext(contextOptions);
    contexts.push(context);
    return context;
  };
  return {
    get server() {
      return started(server, 'the built server');
    },
    get browser() {
      return started(browser, 'the browser');
    },
    newContext,
    async openPage(path, openOptions = {}) {
      const context = await newContext({ viewport: { width: 1280, height: 900 }, ...openOptions.context });
      const page = await context.newPage();
      const problems = watchPageProblems(page, openOptions.watch);
      pageProblems.push(problems);
      await openOptions.beforeGoto?.(page);
      const response = await page.goto(`${started(server, 'the built server').url}${path}`);
      const javaScript = openOptions.context?.javaScriptEnabled ?? true;
      const waitFor = openOptions.waitFor ?? (javaScript ? 'hydrated' : 'load');
      if (waitFor !== 'load') await page.waitForSelector('html[data-hydrated="true"]');
      if (waitFor === 'idle') await page.waitForLoadState('networkidle');
      return { page, context, problems, response };
    },
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

/**
 * Turns the page's Content-Security-Policy violations into console errors, so watchPageProblems
 * counts them: call before the page loads (OpenPageOptions.beforeGoto).
 */
export async function reportCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)),
  );
}
