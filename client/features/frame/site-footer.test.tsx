// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FooterLists } from '../../../shared/schemas/content';
import { SITE_BRAND } from '../../../shared/site-config';
import { SiteFooter } from './site-footer';

afterEach(cleanup);

const lists: FooterLists = {
  nbn: [{ url: '/broadband/nbn', title: 'nbn plans' }],
  broadband: [{ url: '/broadband/fibre', title: 'Fibre' }],
  phone: [{ url: '/mobilephone', title: 'Mobile plans' }],
  about: [{ url: '/about-us', title: 'About us' }],
  company: [{ url: '/terms', title: 'Terms' }],
  business: {
    general: [{ url: 'https://business.kookaburra.example', title: 'Business' }],
    voip: [{ url: 'https://business.kookaburra.example/voip', title: 'Business VoIP' }],
    network_solutions: [{ url: 'https://business.kookaburra.example/network', title: 'Network solutions' }],
  },
};

const props = { lists, path: '/', year: 2025 };

describe('SiteFooter (docs/product/frame.md#footer)', () => {
  it('has the Residential, Business and Company columns, in sentence case', () => {
    render(<SiteFooter {...props} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Residential', 'Business', 'Company']);
    const business = screen.getByRole('region', { name: 'Business' });
    expect(within(business).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://business.kookaburra.example',
      'https://business.kookaburra.example/voip',
      'https://business.kookaburra.example/network',
    ]);
    const residential = screen.getByRole('region', { name: 'Residential' });
    expect(within(residential).getByRole('link', { name: 'nbn plans' }).getAttribute('href')).toBe('/broadband/nbn');
  });

  // docs/product/frame.md#footer: "The copyright shows the current year and the company name with an ABN."
  it('shows the copyright year, company name and ABN, the number kept whole on one line', () => {
    render(<SiteFooter {...props} year={2026} />);
    const legal = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === `© 2026 ${SITE_BRAND.legalName} ABN ${SITE_BRAND.abn}`);
    expect(legal.querySelector('.site-footer__abn')?.textContent).toBe(SITE_BRAND.abn);
  });

  it('takes its background from the path', () => {
    const { container, rerender } = render(<SiteFooter {...props} path="/lodge-a-complaint" />);
    expect(container.querySelector('footer')?.className).toBe('site-footer site-footer--light-green');
    rerender(<SiteFooter {...props} path="/broadband/fibre" />);
    expect(container.querySelector('footer')?.className).toBe('site-footer site-footer--off-blue');
    rerender(<SiteFooter {...props} path="/mobilephone" />);
    expect(container.querySelector('footer')?.className).toBe('site-footer site-footer--off-blue');
    rerender(<SiteFooter {...props} path="/phone/voip-international" />);
    expect(container.querySelector('footer')?.className).toBe('site-footer site-footer--indigo');
    rerender(<SiteFooter {...props} path="/contact-us" />);
    expect(container.querySelector('footer')?.className).toBe('site-footer site-footer--grey');
  });

  it('routes internal links and opens external ones in a new tab', async () => {
    const onNavigate = vi.fn();
    render(<SiteFooter {...props} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(onNavigate).toHaveBeenCalledWith('/about-us');
    const external = screen.getByRole('link', { name: 'Business VoIP (opens in a new tab)' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
