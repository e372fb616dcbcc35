// @vitest-environment happy-dom
// docs/product/frame.md#sub-navigation Flip to Fibre sub-navigation: five tabs as page links, the current one marked, floating
// only on /flip-to-fibre.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FlipSubnav } from './flip-subnav';

afterEach(cleanup);

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <FlipSubnav />
    </MemoryRouter>,
  );

describe('FlipSubnav', () => {
  it('lists Plans, Features, Phone, About speeds and Q&A / Terms as links to their pages', () => {
    renderAt('/flip-to-fibre/features');
    const nav = screen.getByRole('navigation', { name: 'Flip to Fibre' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Plans', '/flip-to-fibre'],
      ['Features', '/flip-to-fibre/features'],
      ['Phone', '/flip-to-fibre/phone'],
      ['About speeds', '/flip-to-fibre/about-speeds'],
      ['Q&A / Terms', '/flip-to-fibre/faq-terms'],
    ]);
  });

  it.each([
    ['/flip-to-fibre', 'Plans'],
    ['/flip-to-fibre/phone', 'Phone'],
    ['/flip-to-fibre/faq-terms/', 'Q&A / Terms'],
  ])('on %s marks %s as the current page', (path, current) => {
    renderAt(path);
    const marked = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it('floats only on /flip-to-fibre', () => {
    renderAt('/flip-to-fibre');
    expect(screen.getByRole('navigation').classList.contains('flip-subnav--floating')).toBe(true);
    cleanup();
    renderAt('/flip-to-fibre/about-speeds');
    expect(screen.getByRole('navigation').classList.contains('flip-subnav--floating')).toBe(false);
  });
});
