// @vitest-environment happy-dom
// docs/product/frame.md#error-boundary Error boundary: a rendering error in the browser shows 'Whoops!' and goes
// to Sentry, whose browser SDK (client/lib/sentry-browser-sdk.ts, mocked here at its module boundary)
// is loaded only then, started
// with the page's public DSN; a normal render never loads it, nor does a page without a DSN or an
// error the server already rendered (and reported).
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootErrorBoundary } from './root-error-boundary';

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn(() => 'event-id') }));
vi.mock('../lib/sentry-browser-sdk', () => sentry);

const DSN = 'https://publickey@o1.ingest.example/42';
const BOOM = new Error('render failed');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  delete window.__staticRouterHydrationData;
  delete window.dataLayer;
  vi.restoreAllMocks();
});

function Broken(): never {
  throw BOOM;
}

function renderApp(page: () => React.ReactNode) {
  const router = createMemoryRouter(
    [{ path: '/', Component: () => <Outlet />, ErrorBoundary: RootErrorBoundary, children: [{ index: true, Component: page }] }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

const withDsn = () => {
  document.head.innerHTML = `<meta name="sentry-dsn" content="${DSN}">`;
};

// The reporter starts the SDK once per page, so these run in order: the cases that must not load it first.
describe('RootErrorBoundary reporting to Sentry', () => {
  it('a normal render never loads the SDK', async () => {
    withDsn();
    renderApp(() => <h1>Home</h1>);
    await screen.findByRole('heading', { name: 'Home' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('without a DSN (reporting not configured) the error shows but nothing is loaded', async () => {
    renderApp(Broken);
    await screen.findByRole('heading', { name: 'Whoops!' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentry.init).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([{ event: 'error', errorMessage: 'render failed' }]);
  });

  it('an error the server rendered is not reported again from the browser', async () => {
    withDsn();
    window.__staticRouterHydrationData = { errors: { '0': { message: 'render failed' } } };
    renderApp(Broken);
    await screen.findByRole('heading', { name: 'Whoops!' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('a browser rendering error loads the SDK, starts it with the DSN and captures the error', async () => {
    withDsn();
    renderApp(Broken);
    await screen.findByRole('heading', { name: 'Whoops!' });
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledWith(BOOM), { timeout: 10_000 });
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(expect.objectContaining({ dsn: DSN }));
  });
});
