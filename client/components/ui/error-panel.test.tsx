// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ERROR_HEADING } from '../../../shared/domain/address/messages';
import { ErrorPanel } from './error-panel';
import { Spinner } from './spinner';

afterEach(cleanup);

describe('ErrorPanel (docs/product/frame.md#error-panel generic error panel)', () => {
  it('shows the product texts and retries', async () => {
    const onTryAgain = vi.fn();
    render(<ErrorPanel onTryAgain={onTryAgain} />);
    const panel = screen.getByRole('alert');
    expect(panel.textContent).toContain(API_ERROR_HEADING);
    expect(panel.textContent).toContain('Click below to refresh the page and try again.');
    expect(panel.textContent).toContain('(we have been notified of this issue)');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
  });
});

describe('Spinner (docs/product/frame.md#page-load page load)', () => {
  it('is a status with an accessible label', () => {
    render(<Spinner label="Loading plans" />);
    expect(screen.getByRole('status', { name: 'Loading plans' })).toBeTruthy();
  });

  it('defaults its label to Loading', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
