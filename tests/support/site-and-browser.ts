// The lifecycle every browser-test file shares: the built site (tests/support/built-server.ts) and
// Debian's Chromium started once before the file's tests and closed after them, browser contexts
// closed after each test, and a watch on each page for console errors and uncaught exceptions.
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startBuiltServer, type BuiltServer } from './built-server';

export interface SiteAndBrowser {
  readonly server: BuiltServer;
  readonly browser: Browser;
  /** A fresh browser context, closed after the current test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

export interface SiteAndBrowserOptions {
  /** Extra environment for the built server. */
  env?: Record<string, string>;
  /** Runs after each test, before its contexts close (e.g. resetting the provider's knobs). */
  afterEachTest?: (server: BuiltServer) => void | Promise<void>;
  /** Runs after the file's tests, before the server stops (e.g. keeping its log). */
  beforeStop?: (server: BuiltServer) => void;
}

/** Registers the file's hooks; the returned object's server and browser exist once beforeAll ran. */
export function useSiteAndBrowser(options: SiteAndBrowserOptions = {}): SiteAndBrowser {
  let server: BuiltServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer(options.env), launchBrowser()]);
  });
  afterEach(async () => {
    if (server) await options.afterEachTest?.(server);
    await Promise.all(contexts.splice(0).map((context) => context.close()));
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
  return {
    get server() {
      return started(server, 'the built server');
    },
    get browser() {
      return started(browser, 'the browser');
    },
    async newContext(contextOptions) {
      const context = await started(browser, 'the browser').newContext(contextOptions);
      contexts.push(context);
      return context;
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
