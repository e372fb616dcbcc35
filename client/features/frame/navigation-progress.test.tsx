// @vitest-environment happy-dom
// While a client-side navigation loads, a progressbar named 'Loading page' shows;
// it goes when the page has loaded, and never shows while nothing loads.
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationProgress, useNavigationPending } from './navigation-progress';

afterEach(cleanup);

function Layout() {
  return (
    <>
      <NavigationProgress pending={useNavigationPending()} />
      <Link to="/next">Next page</Link>
      <Outlet />
    </>
  );
}

describe('NavigationProgress', () => {
  it('shows a progressbar named "Loading page" only while the next page loads', async () => {
    let finish: (value: null) => void = () => {};
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Layout,
          children: [
            { index: true, Component: () => <h1>First</h1> },
            { path: 'next', loader: () => new Promise<null>((resolve) => (finish = resolve)), Component: () => <h1>Next</h1> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'First' });
    expect(screen.queryByRole('progressbar')).toBeNull();

    await act(async () => screen.getByRole('link', { name: 'Next page' }).click());
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);

    await act(async () => finish(null));
    await screen.findByRole('heading', { name: 'Next' });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
