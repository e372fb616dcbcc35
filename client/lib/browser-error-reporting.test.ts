// @vitest-environment happy-dom
// The browser SDK is loaded at the first error only, started once with the page's
// public DSN, and never loaded when the page carries no DSN.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserErrorDsn, createBrowserErrorReporter, serverRenderedAnError, type BrowserErrorSdk } from './browser-error-reporting';

afterEach(() => {
  document.head.innerHTML = '';
  delete window.__staticRouterHydrationData;
  vi.restoreAllMocks();
});

const DSN = 'https://publickey@o1.ingest.example/42';

function fakeSdk() {
  const sdk = { init: vi.fn(), captureException: vi.fn(() => 'event-id') } satisfies BrowserErrorSdk;
  return { sdk, load: vi.fn(async () => sdk) };
}

describe('createBrowserErrorReporter', () => {
  it('loads the SDK at the first report, starts it once with the DSN, and captures every error', async () => {
    const { sdk, load } = fakeSdk();
    const reporter = createBrowserErrorReporter({ dsn: () => DSN, load });
    expect(load).not.toHaveBeenCalled();
    const first = new Error('first');
    const second = new Error('second');
    await expect(reporter.report(first)).resolves.toBe(true);
    await expect(reporter.report(second)).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ dsn: DSN }));
    expect(sdk.captureException.mock.calls).toEqual([[first], [second]]);
  });

  it('never loads the SDK without a DSN', async () => {
    const { load } = fakeSdk();
    const reporter = createBrowserErrorReporter({ dsn: () => null, load });
    await expect(reporter.report(new Error('x'))).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('a chunk that fails to load is tried again at the next error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { sdk } = fakeSdk();
    const load = vi.fn<() => Promise<BrowserErrorSdk>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(sdk);
    const reporter = createBrowserErrorReporter({ dsn: () => DSN, load });
    await expect(reporter.report(new Error('a'))).resolves.toBe(false);
    await expect(reporter.report(new Error('b'))).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    expect(sdk.captureException).toHaveBeenCalledTimes(1);
  });
});

describe('browserErrorDsn and serverRenderedAnError', () => {
  it("reads the DSN from the page's <meta name=\"sentry-dsn\">", () => {
    expect(browserErrorDsn()).toBeNull();
    document.head.innerHTML = `<meta name="sentry-dsn" content="${DSN}">`;
    expect(browserErrorDsn()).toBe(DSN);
  });

  it("tells a page whose server render already showed an error (react-router's hydration data)", () => {
    expect(serverRenderedAnError()).toBe(false);
    window.__staticRouterHydrationData = { errors: null };
    expect(serverRenderedAnError()).toBe(false);
    window.__staticRouterHydrationData = { errors: { '/sentry-test-error': { message: 'x' } } };
    expect(serverRenderedAnError()).toBe(true);
  });
});
