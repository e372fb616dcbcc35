import { EventEmitter } from 'node:events';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countRequests, networkQuiet, QUIET_MS } from './network-quiet';

/** A context with one tab, emitting Playwright's request events as a test tells it to. */
function fakeTab() {
  const context = new EventEmitter() as EventEmitter & BrowserContext;
  const mainFrame: { page?: () => Page } = {};
  const page = { context: () => context, mainFrame: () => mainFrame, waitForLoadState: vi.fn(async () => undefined) } as unknown as Page;
  mainFrame.page = () => page;
  // A document's scripts and calls are of the tab's main frame, as the document itself is.
  const request = (url: string, navigation = false) => ({ url: () => url, isNavigationRequest: () => navigation, frame: () => mainFrame }) as unknown as Request;
  return { context, page, request, navigation: (url: string) => request(url, true) };
}

/** Whether `promise` has settled after `ms` of the fake clock. */
async function settledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('networkQuiet: no request of the tab in flight, none started or ended for QUIET_MS', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the request in flight, then for QUIET_MS after it ends', async () => {
    vi.useFakeTimers();
    const { context, page, request, navigation } = fakeTab();
    countRequests(context);
    const documentRequest = navigation('http://site/');
    context.emit('request', documentRequest);
    const chunk = request('http://site/assets/plans.js');
    context.emit('request', chunk);
    context.emit('requestfinished', documentRequest);
    const quiet = networkQuiet(page);
    expect(await settledAfter(quiet, 1_000)).toBe(false);
    context.emit('requestfinished', chunk);
    expect(await settledAfter(quiet, QUIET_MS / 2)).toBe(false);
    expect(await settledAfter(quiet, QUIET_MS)).toBe(true);
    expect(page.waitForLoadState).not.toHaveBeenCalled();
  });

  it("counts a request that never ended (a held route) only until the tab's next navigation", async () => {
    vi.useFakeTimers();
    const { context, page, request, navigation } = fakeTab();
    countRequests(context);
    context.emit('request', navigation('http://site/broadband/nbn'));
    context.emit('request', request('http://site/api/plans'));
    const before = networkQuiet(page);
    expect(await settledAfter(before, 5_000)).toBe(false);
    const next = navigation('http://site/');
    context.emit('request', next);
    context.emit('requestfinished', next);
    expect(await settledAfter(before, QUIET_MS + 50)).toBe(true);
  });

  it('throws, naming what is in flight, when the network never goes quiet', async () => {
    vi.useFakeTimers();
    const { context, page, request } = fakeTab();
    countRequests(context);
    context.emit('request', request('http://site/api/hanging'));
    const quiet = networkQuiet(page).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(31_000);
    await expect(quiet).resolves.toMatch(/did not go quiet.*http:\/\/site\/api\/hanging/);
  });

  it("leaves a context whose requests are not counted to Playwright's networkidle", async () => {
    const { page } = fakeTab();
    await networkQuiet(page);
    expect(page.waitForLoadState).toHaveBeenCalledWith('networkidle');
  });
});
