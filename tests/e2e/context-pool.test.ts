// The browser contexts openPage lends (tests/support/context-pool.ts) are reused between tests, so
// what one visitor leaves in a context or its tab must be gone for the next: these tests run in order,
// each in the context the one before gave back.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/routes/paths';
import { useSiteAndBrowser, watchPageProblems } from '../support/site-and-browser';

const site = useSiteAndBrowser({ checkPageProblems: true });

/** What the page's origin holds: cookie, both storages, IndexedDB databases, the clipboard permission. */
const leftovers = (page: Page) =>
  page.evaluate(async () => ({
    cookie: document.cookie,
    local: localStorage.getItem('left'),
    session: sessionStorage.getItem('left'),
    databases: (await indexedDB.databases()).map((database) => database.name),
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
  }));

/** Bytes over the network for the page's entry script: 0 when the HTTP cache served it. */
const entryScriptTransfer = async (page: Page, fetchAgain: boolean) =>
  page.evaluate(async (again) => {
    const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src;
    if (again) {
      performance.clearResourceTimings();
      await (await fetch(src)).text();
    }
    return (performance.getEntriesByName(src).at(-1) as PerformanceResourceTiming).transferSize;
  }, fetchAgain);

describe('a pooled context, lent to one test after another', () => {
  let first: BrowserContext | undefined;
  let firstTab: Page | undefined;
  const heardByEarlierTest: string[] = [];

  it('a visitor leaves cookies, storage, a database, a permission, routes, headers, a listener and cached scripts behind', async () => {
    const { page, context } = await site.openPage(PATHS.home, { context: { extraHTTPHeaders: { 'x-left': '1' } } });
    first = context;
    firstTab = page;
    // Before the route: Playwright turns the HTTP cache off while a context has routes.
    await expect(entryScriptTransfer(page, true)).resolves.toBe(0);
    await context.grantPermissions(['clipboard-read']);
    await context.route('**/favicon.svg', (route) => route.fulfill({ body: 'routed' }));
    await page.route('**/robots.txt', (route) => route.fulfill({ body: 'routed' }));
    page.on('console', (message) => heardByEarlierTest.push(message.text()));
    await page.evaluate(async () => {
      document.cookie = 'left=1; path=/';
      localStorage.setItem('left', '1');
      sessionStorage.setItem('left', '1');
      await new Promise((resolve) => (indexedDB.open('left').onsuccess = resolve));
    });
    // Each is really there, so the next test's "gone" means something.
    await expect(leftovers(page)).resolves.toEqual({ cookie: 'left=1', local: '1', session: '1', databases: ['left'], clipboard: 'granted' });
    await expect(page.evaluate(async () => (await fetch('/favicon.svg')).text())).resolves.toBe('routed');
    await expect(page.evaluate(async () => (await fetch('/robots.txt')).text())).resolves.toBe('routed');
  });

  it('the next visitor gets the same context and the same tab, with none of it but the cached scripts', async () => {
    const { page, context, response } = await site.openPage(PATHS.home);
    expect(context).toBe(first);
    expect(page).toBe(firstTab);
    expect(context.pages()).toEqual([page]);
    await expect(leftovers(page)).resolves.toEqual({ cookie: '', local: null, session: null, databases: [], clipboard: 'prompt' });
    await expect(page.evaluate(async () => (await fetch('/favicon.svg')).text())).resolves.not.toBe('routed');
    await expect(page.evaluate(async () => (await fetch('/robots.txt')).text())).resolves.not.toBe('routed');
    expect(await response!.request().allHeaders()).not.toHaveProperty('x-left');
    await page.evaluate(() => console.log('heard by this test only'));
    expect(heardByEarlierTest).not.toContain('heard by this test only');
    // The HTTP cache is kept, as a returning visitor's: the entry script came from it.
    expect(await entryScriptTransfer(page, false)).toBe(0);
  });

  let spoilt: Page | undefined;

  it('a visitor gives its tab an init script, which the pool cannot take away', async () => {
    const { page, context } = await site.openPage(PATHS.home);
    expect(context).toBe(first);
    await page.addInitScript(() => Object.assign(window, { leftByInitScript: true }));
    spoilt = page;
  });

  /** The root's font size and the media queries' em, in px: what the browser's text size sets. */
  const textSize = (page: Page) => page.evaluate(() => [getComputedStyle(document.documentElement).fontSize, matchMedia('(min-width: 20em)').matches]);
  let phoneTab: Page | undefined;

  // The phone width and text size ride on this visit rather than a page load of their own: the next test's
  // visitor, in this tab again, must get the default width, motion and text size back.
  it('so the next visitor gets a new tab, without it; a visitor at a phone width with reduced motion and its text at 200% gets the same context, its tab so', async () => {
    const { page, context } = await site.openPage(PATHS.home, { context: { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' }, textSize: 200 });
    expect(context).toBe(first);
    expect(page).not.toBe(spoilt);
    expect(context.pages()).toEqual([page]);
    await expect(page.evaluate(() => 'leftByInitScript' in window)).resolves.toBe(false);
    await expect(page.evaluate(() => [innerWidth, matchMedia('(prefers-reduced-motion: reduce)').matches])).resolves.toEqual([390, true]);
    // 20em is 640px at 200%, wider than the window's 390px, and 320px at the default size.
    await expect(textSize(page)).resolves.toEqual(['32px', false]);
    phoneTab = page;
  });

  let leftOnAnotherOrigin: Page | undefined;

  it("a visitor leaves session storage on the site and ends on another origin (the provider's); its tab, the phone's, has the default text size", async () => {
    const { page, context } = await site.openPage(PATHS.home);
    expect(context).toBe(first);
    expect(page).toBe(phoneTab);
    await expect(textSize(page)).resolves.toEqual(['16px', true]);
    await page.evaluate(() => sessionStorage.setItem('left', '1'));
    await page.goto(`${site.server.provider.url}/v2/address?fullText=x`);
    leftOnAnotherOrigin = page;
  });

  it("so the next visitor gets a new tab (the blank page kept the other origin), without the site's session storage", async () => {
    const { page, context } = await site.openPage(PATHS.home);
    expect(context).toBe(first);
    expect(page).not.toBe(leftOnAnotherOrigin);
    expect(context.pages()).toEqual([page]);
    await expect(leftovers(page)).resolves.toEqual({ cookie: '', local: null, session: null, databases: [], clipboard: 'prompt' });
  });

  it('a visitor on a fixed clock gets a context of its own, and the others keep the real time', async () => {
    const fixed = new Date('2026-11-21T10:00:00+11:00');
    const onClock = await site.openPage(PATHS.home, { fixedTime: fixed });
    const onTime = await site.openPage(PATHS.home);
    expect(onClock.context).not.toBe(onTime.context);
    await expect(onClock.page.evaluate(() => Date.now())).resolves.toBe(fixed.getTime());
    expect(Math.abs((await onTime.page.evaluate(() => Date.now())) - Date.now())).toBeLessThan(60_000);
    // The width and motion of the visitor before are not this one's.
    await expect(onTime.page.evaluate(() => [innerWidth, matchMedia('(prefers-reduced-motion: reduce)').matches])).resolves.toEqual([1280, false]);
  });
});

describe("a pooled tab's Content-Security-Policy violations, as watchPageProblems hears them", () => {
  it("are console errors: a load Chromium refuses, and an eval refused inside a try, which only fires the page's event", async () => {
    const violation = /Content Security Policy|^CSP violation/;
    // The file's own check (checkPageProblems) expects these; a second watch counts everything.
    const { page } = await site.openPage(PATHS.home, { watch: { expected: (message) => violation.test(message.text()) } });
    const problems = watchPageProblems(page);
    // img-src is 'self' and data: (server/middleware/security-headers.ts): another origin's image is refused before any request.
    await page.evaluate(() => {
      const image = new Image();
      image.src = 'http://127.0.0.2:9/refused.png';
      document.body.append(image);
    });
    await expect.poll(() => problems).toContainEqual(expect.stringMatching(/^error: .*127\.0\.0\.2:9\/refused\.png.*Content Security Policy/));
    // The page's own code, in a task of its own (DevTools' evaluation itself may compile strings), probes as zod does.
    const probed = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          setTimeout(() => {
            try {
              new Function('');
              resolve('compiled');
            } catch (error) {
              resolve((error as Error).name);
            }
          }),
        ),
    );
    expect(probed).toBe('EvalError');
    await expect.poll(() => problems).toContainEqual('error: CSP violation: script-src eval');
  });
});
