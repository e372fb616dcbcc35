// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromoMessage } from '../../../shared/schemas/content';
import { PromoBanner } from './promo-banner';

const messages: PromoMessage[] = [
  { id: 'school', text: 'School student broadband initiative.', linkText: 'Find out more', url: '/school-student-broadband-initiative' },
  { id: 'calls', text: 'Free calls from mobile until 30 June 2025.' },
  { id: 'speed', text: 'Having Network speed troubles?', url: 'https://help.kookaburra.example/exefix' },
];

const banner = () => screen.getByRole('region', { name: 'Announcements' });
/** The message shown: the others are held hidden in the same place, keeping the banner's height. */
const shows = (text: string) => [...banner().querySelectorAll('p:not([aria-hidden])')].some((message) => message.textContent?.includes(text));

// user-event awaits real-looking timeouts between steps; letting the fake clock follow real time
// keeps it moving, while the tests still jump ahead with advanceTimersByTime.
function setupUser() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

describe('PromoBanner (docs/product/frame.md#promo-banner promo banner)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // docs/product/frame.md#promo-banner: "they rotate in a loop (0.5 s fade, 5 s hold)".
  it('rotates to the next message after 5.5 s and loops', () => {
    render(<PromoBanner messages={messages} onDismiss={() => {}} />);
    expect(shows('School student broadband initiative.')).toBe(true);
    act(() => vi.advanceTimersByTime(5000));
    expect(banner().querySelector('.promo-banner__message--fading')).not.toBeNull();
    expect(shows('School student broadband initiative.')).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(shows('Free calls from mobile until 30 June 2025.')).toBe(true);
    expect(banner().querySelector('.promo-banner__message--fading')).toBeNull();
    act(() => vi.advanceTimersByTime(5500));
    expect(shows('Having Network speed troubles?')).toBe(true);
    act(() => vi.advanceTimersByTime(5500));
    expect(shows('School student broadband initiative.')).toBe(true);
  });

  // docs/product/frame.md#promo-banner: "pause on mouse hover".
  it('pauses while hovered and resumes after', async () => {
    const user = setupUser();
    render(<PromoBanner messages={messages} onDismiss={() => {}} />);
    await user.hover(banner());
    act(() => vi.advanceTimersByTime(20_000));
    expect(shows('School student broadband initiative.')).toBe(true);
    await user.unhover(banner());
    act(() => vi.advanceTimersByTime(5500));
    expect(shows('Free calls from mobile until 30 June 2025.')).toBe(true);
  });

  it('pauses while focus is inside, so a keyboard user can follow the link', () => {
    render(<PromoBanner messages={messages} onDismiss={() => {}} />);
    act(() => screen.getByRole('link', { name: 'Find out more' }).focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('link', { name: 'Find out more' })).toBeTruthy();
    act(() => screen.getByRole('link', { name: 'Find out more' }).blur());
    act(() => vi.advanceTimersByTime(5500));
    expect(shows('Free calls from mobile until 30 June 2025.')).toBe(true);
  });

  it('does not rotate a single message', () => {
    render(<PromoBanner messages={[messages[1]!]} onDismiss={() => {}} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(shows('Free calls from mobile until 30 June 2025.')).toBe(true);
  });

  it('renders nothing without messages', () => {
    const { container } = render(<PromoBanner messages={[]} onDismiss={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('calls onDismiss from the Dismiss announcement button', async () => {
    const user = setupUser();
    const onDismiss = vi.fn();
    render(<PromoBanner messages={messages} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('routes internal links through onNavigate and opens external ones in a new tab', async () => {
    const user = setupUser();
    const onNavigate = vi.fn();
    render(<PromoBanner messages={[messages[0]!, messages[2]!]} onDismiss={() => {}} onNavigate={onNavigate} />);
    await user.click(screen.getByRole('link', { name: 'Find out more' }));
    expect(onNavigate).toHaveBeenCalledWith('/school-student-broadband-initiative');
    // Clicking left the pointer and focus on the banner, which holds the rotation.
    await user.unhover(banner());
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(5500));
    const external = screen.getByRole('link', { name: 'Having Network speed troubles? (opens in a new tab)' });
    expect(external.getAttribute('href')).toBe('https://help.kookaburra.example/exefix');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('does not auto-rotate under reduced motion but offers a next button', async () => {
    mockReducedMotion(true);
    const user = setupUser();
    render(<PromoBanner messages={messages} onDismiss={() => {}} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(shows('School student broadband initiative.')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next announcement' }));
    expect(shows('Free calls from mobile until 30 June 2025.')).toBe(true);
  });
});
