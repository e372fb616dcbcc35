import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon } from './icon';

// docs/product/frame.md#design-tokens: pictures are inline SVG, light enough to ship in the page's code.
describe('Icon', () => {
  it('draw every product, step and trust icon the home page names, each well under 2 KB', () => {
    for (const name of ['nbn', 'fibre', 'flip', 'wireless', 'mobile-broadband', 'mobile', 'phone', 'address', 'plan', 'connect', 'unlock', 'gift', 'support', 'gauge']) {
      const svg = renderToStaticMarkup(<Icon name={name} />);
      expect(svg, name).toMatch(/^<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="[^"]+"/);
      expect(svg.length, name).toBeLessThan(2048);
    }
  });

  it('is decorative: hidden from assistive technology, and draw nothing for an unknown name', () => {
    expect(renderToStaticMarkup(<Icon name="no-such-icon" />)).toBe('');
    expect(renderToStaticMarkup(<Icon name="nbn" className="product-card__icon" />)).toContain('class="icon product-card__icon"');
  });
});
