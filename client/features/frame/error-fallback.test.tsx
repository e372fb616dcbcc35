// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorFallback } from './error-fallback';

afterEach(cleanup);

// docs/product/frame.md#error-fallback-page Root error fallback page.
describe('ErrorFallback', () => {
  it('shows the product heading and texts', () => {
    render(<ErrorFallback onTryAgain={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Whoops!' })).toBeTruthy();
    expect(screen.getByText('We are sorry, something seems to have gone wrong.')).toBeTruthy();
    expect(screen.getByText('We have been notified of this issue.')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it("'Try again' reloads", async () => {
    const onTryAgain = vi.fn();
    render(<ErrorFallback onTryAgain={onTryAgain} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
  });

  it("'Return home' goes to /", () => {
    render(<ErrorFallback onTryAgain={() => {}} />);
    expect(screen.getByRole('link', { name: 'Return home' }).getAttribute('href')).toBe('/');
  });
});
