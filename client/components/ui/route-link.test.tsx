// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteLink } from './route-link';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(onClick?: () => void) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <RouteLink to="/broadband/nbn" className="plans" aria-current="page" onClick={onClick}>
              See plans
            </RouteLink>
            <Where />
          </>
        ),
      },
      { path: '/broadband/nbn', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('RouteLink', () => {
  it('is a real link with the resolved href and the anchor attributes it was given', () => {
    renderAt();
    const link = screen.getByRole('link', { name: 'See plans' });
    expect(link.getAttribute('href')).toBe('/broadband/nbn');
    expect(link.className).toBe('plans');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('a plain click navigates in the browser, after the caller’s own onClick', async () => {
    const onClick = vi.fn();
    renderAt(onClick);
    fireEvent.click(screen.getByRole('link', { name: 'See plans' }), { button: 0 });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId('where')).textContent).toBe('/broadband/nbn');
  });

  it('a modified click (new tab) is left to the browser', () => {
    renderAt();
    const link = screen.getByRole('link', { name: 'See plans' });
    const notPrevented = fireEvent.click(link, { button: 0, ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('a caller that prevents the default keeps the page where it is', () => {
    renderAt();
    const link = screen.getByRole('link', { name: 'See plans' });
    link.addEventListener('click', (event) => event.preventDefault(), { capture: true });
    fireEvent.click(link, { button: 0 });
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
