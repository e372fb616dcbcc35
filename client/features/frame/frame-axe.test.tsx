// @vitest-environment happy-dom
// Structural accessibility check of the frame with axe-core (colour contrast needs a real
// browser and is left to the Lighthouse run).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { createRef } from 'react';
import { Carousel } from '../../components/ui/carousel';
import { Accordion } from '../../components/ui/accordion';
import { Tabs } from '../../components/ui/tabs';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Spinner } from '../../components/ui/spinner';
import { NavBar } from './nav-bar';
import { PromoBanner } from './promo-banner';
import { SiteFooter } from './site-footer';
import { SiteMenu } from './site-menu';

afterEach(cleanup);

function Page({ menuOpen }: { menuOpen: boolean }) {
  const toggleRef = createRef<HTMLButtonElement>();
  return (
    <>
      <PromoBanner messages={[{ id: 'a', text: 'School student broadband initiative', url: '/school-student-broadband-initiative' }]} onDismiss={() => {}} />
      <NavBar
        menuOpen={menuOpen}
        onMenuToggle={() => {}}
        menuToggleRef={toggleRef}
        menu={
          <SiteMenu
            open={menuOpen}
            items={[
              { url: '/broadband/nbn', title: 'nbn plans', description: 'Unlimited Data', icon: '' },
              { url: 'https://shop.example', title: 'Shop', description: 'Hardware', icon: '' },
            ]}
            onClose={() => {}}
            onNavigate={() => {}}
            toggleRef={toggleRef}
          />
        }
      />
      <main>
        <h1>Plans</h1>
        <Tabs label="Plan type" tabs={[{ id: 'c', label: 'Connect now', panel: 'x' }, { id: 'f', label: 'Fibre upgrade', panel: 'y' }]} />
        <Accordion headingLevel={2} items={[{ id: 'q', heading: 'Is there a lock in contract?', content: 'No.' }]} defaultExpandedIds={['q']} />
        <Carousel label="Plans" slides={['nbn 25', 'nbn 50', 'nbn 100']} />
        <Spinner />
        <ErrorPanel onTryAgain={() => {}} />
      </main>
      <SiteFooter
        lists={{ nbn: [{ url: '/broadband/nbn', title: 'nbn' }], broadband: [], phone: [], about: [], company: [], business: { general: [{ url: 'https://b.example', title: 'Business' }], voip: [], network_solutions: [] } }}
        path="/"
        year={2025}
      />
    </>
  );
}

describe('frame accessibility (axe-core)', () => {
  for (const menuOpen of [false, true]) {
    it(`has no violations with the menu ${menuOpen ? 'open' : 'closed'}`, async () => {
      const { container } = render(<Page menuOpen={menuOpen} />);
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
      expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
    });
  }
});
