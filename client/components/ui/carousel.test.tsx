// @vitest-environment happy-dom
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';

// A phone's width: one slide in view, so each move shows the next one (the carousel reads the
// width through matchMedia, which happy-dom answers for the window's viewport).
beforeAll(() => (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 375, height: 800 }));
afterEach(cleanup);

const slides = ['nbn 25', 'nbn 50', 'nbn 100', 'nbn 250'].map((name) => (
  <a key={name} href={`#${name}`}>
    {name}
  </a>
));

const trackIndex = () => {
  const region = screen.getByRole('region', { name: 'Compare plans' });
  return region.style.getPropertyValue('--carousel-index');
};

describe('Carousel (WAI-ARIA carousel)', () => {
  it('is a named carousel region with labelled slides and per-view variables (docs/product/pricing.md#plan-carousel)', () => {
    render(<Carousel label="Compare plans" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Compare plans' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(4);
    expect(groups[1]?.getAttribute('aria-roledescription')).toBe('slide');
    expect(groups[1]?.getAttribute('aria-label')).toBe('2 of 4');
    expect(region.style.getPropertyValue('--per-view-mobile')).toBe('1');
    expect(region.style.getPropertyValue('--per-view-tablet')).toBe('2');
    expect(region.style.getPropertyValue('--per-view-desktop-small')).toBe('3');
    expect(region.style.getPropertyValue('--per-view-wide')).toBe('4');
  });

  it('names the widths at which every slide shows, where carousel.css hides the arrows (nothing to scroll to)', () => {
    const fits = (count: number) => {
      cleanup();
      render(<Carousel label="Compare plans" slides={slides.slice(0, count)} />);
      return screen.getByRole('region', { name: 'Compare plans' }).getAttribute('data-fits');
    };
    expect(fits(1)).toBe('mobile tablet desktopSmall wide');
    expect(fits(3)).toBe('desktopSmall wide');
    expect(fits(4)).toBe('wide');
    render(<Carousel label="More plans" slides={[...slides, ...slides]} />);
    expect(screen.getByRole('region', { name: 'More plans' }).hasAttribute('data-fits')).toBe(false);
  });

  it('marks the slides in view, so a phone can size the carousel to the card it shows (plans.css)', async () => {
    render(<Carousel label="Compare plans" slides={slides} />);
    const inView = () => screen.getAllByRole('group').map((group) => group.hasAttribute('data-in-view'));
    expect(inView()).toEqual([true, false, false, false]);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(inView()).toEqual([false, true, false, false]);
  });

  it('moves with the previous and next buttons and stops at the ends', async () => {
    render(<Carousel label="Compare plans" slides={slides} />);
    const previous = screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement;
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(next);
    expect(trackIndex()).toBe('1');
    expect(screen.getByText('Showing 2 of 4')).toBeTruthy();
    await userEvent.click(next);
    await userEvent.click(next);
    expect(trackIndex()).toBe('3');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    // At the end it stays focused, and a press does nothing (a disabled button would drop focus to the page).
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(trackIndex()).toBe('3');
    expect(document.activeElement).toBe(next);
    await userEvent.click(previous);
    expect(trackIndex()).toBe('2');
  });

  it('moves with the Left and Right arrow keys', async () => {
    render(<Carousel label="Compare plans" slides={slides} />);
    screen.getByRole('button', { name: 'Next slide' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(trackIndex()).toBe('2');
    await userEvent.keyboard('{ArrowLeft}');
    expect(trackIndex()).toBe('1');
  });

  it('hands focus on with an arrow key, from a control whose slide leaves the view to its like in the slide taking its place', async () => {
    render(<Carousel label="Compare plans" slides={slides} />);
    act(() => screen.getByRole('link', { name: 'nbn 25' }).focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(trackIndex()).toBe('2');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'nbn 100' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'nbn 50' }));
  });

  it('brings a slide into view when focus reaches it', () => {
    render(<Carousel label="Compare plans" slides={slides} />);
    act(() => screen.getByRole('link', { name: 'nbn 250' }).focus());
    expect(trackIndex()).toBe('3');
  });

  it('swipes with pointer events and ignores short or vertical drags', () => {
    render(<Carousel label="Compare plans" slides={slides} />);
    const slide = screen.getByRole('link', { name: 'nbn 25' });
    const swipe = (fromX: number, toX: number, toY = 100) => {
      fireEvent.pointerDown(slide, { pointerId: 1, clientX: fromX, clientY: 100, button: 0, pointerType: 'touch' });
      fireEvent.pointerUp(slide, { pointerId: 1, clientX: toX, clientY: toY, pointerType: 'touch' });
    };
    swipe(300, 100);
    expect(trackIndex()).toBe('1');
    swipe(300, 280);
    expect(trackIndex()).toBe('1');
    swipe(300, 250, 300);
    expect(trackIndex()).toBe('1');
    swipe(100, 300);
    expect(trackIndex()).toBe('0');
  });
});
