// @vitest-environment happy-dom
// The frame is server-rendered, then hydrated: the same markup on both sides, and no browser
// API during render. The server pass runs with `window` hidden to prove the second point.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import { Carousel } from '../../components/ui/carousel';
import { Accordion } from '../../components/ui/accordion';
import { Tabs } from '../../components/ui/tabs';
import { NavBar } from './nav-bar';
import { PromoBanner } from './promo-banner';
import { SiteFooter } from './site-footer';
import { SiteMenu } from './site-menu';
import { ErrorFallback } from './error-fallback';

const toggleRef = createRef<HTMLButtonElement>();

const frame = (
  <>
    <PromoBanner
      messages={[
        { id: 'a', text: 'One' },
        { id: 'b', text: 'Two', url: 'https://x.example', linkText: 'More' },
      ]}
      onDismiss={() => {}}
    />
    <NavBar
      menuOpen={false}
      onMenuToggle={() => {}}
      menuToggleRef={toggleRef}
      menu={<SiteMenu open={false} items={[{ url: '/a', title: 'A', description: 'a', icon: '' }]} onClose={() => {}} onNavigate={() => {}} toggleRef={toggleRef} />}
    />
    <Tabs label="Plan type" tabs={[{ id: 'c', label: 'Connect now', panel: 'x' }, { id: 'f', label: 'Fibre upgrade', panel: 'y' }]} />
    <Accordion items={[{ id: 'q', heading: 'Q', content: 'A' }]} />
    <Carousel label="Plans" slides={['1', '2', '3']} />
    <SiteFooter
      lists={{ nbn: [], broadband: [], phone: [], about: [], company: [], business: { general: [], voip: [], network_solutions: [] } }}
      path="/"
      year={2025}
    />
  </>
);

function renderOnServer(element: ReactElement): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('server render and hydration', () => {
  it('renders the frame without touching window', () => {
    const html = renderOnServer(frame);
    expect(html).toContain('Dismiss announcement');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(renderOnServer(<ErrorFallback />)).toContain('Whoops!');
  });

  it('hydrates without a mismatch', async () => {
    const html = renderOnServer(frame);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, frame, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
