// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClassName } from './button';

afterEach(cleanup);

describe('Button (docs/product/frame.md#button)', () => {
  it('renders a real button that runs its click action', async () => {
    const onClick = vi.fn();
    render(
      <Button colour="lime" onClick={onClick}>
        Get started
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Get started' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders a link when given href', () => {
    render(
      <Button colour="indigo" href="/broadband/nbn#plans">
        See plans
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'See plans' });
    expect(link.getAttribute('href')).toBe('/broadband/nbn#plans');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps keyboard activation and does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <>
        <Button colour="spearmint" onClick={onClick}>
          Order Now
        </Button>
        <Button colour="spearmint" onClick={onClick} disabled>
          Check address
        </Button>
      </>,
    );
    screen.getByRole('button', { name: 'Order Now' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Check address' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  // docs/product/frame.md#button: colour lime, spearmint, offBlue, lightGrey or indigo; hoverColor defaults to lime.
  it('maps colour and hover colour to classes, hover defaulting to lime', () => {
    expect(buttonClassName('offBlue')).toBe('btn btn--off-blue btn--hover-lime');
    expect(buttonClassName('lightGrey', 'indigo', 'wide')).toBe('btn btn--light-grey btn--hover-indigo wide');
    render(
      <Button colour="lightGrey" hoverColor="spearmint" className="extra" onClick={() => {}}>
        Go
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Go' }).className).toBe('btn btn--light-grey btn--hover-spearmint extra');
  });
});
