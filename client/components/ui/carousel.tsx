// The WAI-ARIA carousel pattern (docs/product/pricing.md#plan-carousel) with arrow keys and swipe. CSS sizes
// the slides per docs/product/frame.md#breakpoints, so the server markup is right before hydration.
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import type { CSSProperties, KeyboardEvent, MouseEvent, PointerEvent, ReactNode } from 'react';
import './carousel.css';

export interface SlidesPerView {
  mobile: number;
  tablet: number;
  desktopSmall: number;
  wide: number;
}

/** docs/product/pricing.md#plan-carousel: "Plan carousel shows 1 plan (mobile), 2 (tablet), 3 (993-1175px), 4 (wider)". */
export const DEFAULT_SLIDES_PER_VIEW: SlidesPerView = { mobile: 1, tablet: 2, desktopSmall: 3, wide: 4 };

/** Media queries matching the ones in carousel.css (1176px, 993px and 768px at the usual 16px), widest first. */
const VIEW_QUERIES: [keyof SlidesPerView, string][] = [
  ['wide', '(min-width: 73.5em)'],
  ['desktopSmall', '(min-width: 62.0625em)'],
  ['tablet', '(min-width: 48em)'],
];

/** A horizontal drag longer than this many CSS pixels counts as a swipe. */
const SWIPE_MIN_PX = 40;

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  slidesPerView?: Partial<SlidesPerView>;
  previousLabel?: string;
  nextLabel?: string;
  /** Visually hidden status after a move, e.g. "Showing 2 to 4 of 6". */
  describePosition?: (first: number, last: number, total: number) => string;
  className?: string;
}

function viewportKey(): keyof SlidesPerView {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'mobile';
  return VIEW_QUERIES.find(([, query]) => window.matchMedia(query).matches)?.[0] ?? 'mobile';
}

function subscribeToViewport(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = VIEW_QUERIES.map(([, query]) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

const defaultDescribe = (first: number, last: number, total: number) =>
  first === last ? `Showing ${first} of ${total}` : `Showing ${first} to ${last} of ${total}`;

export function Carousel({
  label,
  slides,
  slidesPerView,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  describePosition = defaultDescribe,
  className,
}: CarouselProps) {
  const baseId = useId();
  const perView = { ...DEFAULT_SLIDES_PER_VIEW, ...slidesPerView };
  // The server has no viewport: it renders the mobile count, and CSS shows the right one anyway.
  const view = useSyncExternalStore(subscribeToViewport, viewportKey, () => 'mobile' as const);
  const visible = Math.max(1, perView[view]);
  const total = slides.length;
  const maxIndex = Math.max(0, total - visible);
  const [requestedIndex, setRequestedIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const index = Math.min(requestedIndex, maxIndex);
  const swipeStart = useRef<{ x: number; y: number; pointerId: number } | null>(null);
  const justSwiped = useRef(false);

  const goTo = (target: number) => {
    const next = Math.min(Math.max(target, 0), maxIndex);
    setRequestedIndex(next);
    setMoved((moved) => moved || next !== index);
    return next - index; // the move made, in slides
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [role="tablist"], [role="slider"]')) return;
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const moveBy = goTo(index + step);
    // A control whose slide the move takes out of view hands focus to its like in the slide taking that place.
    const slideList = [...event.currentTarget.querySelectorAll('.carousel__slide')];
    const from = slideList.findIndex((slide) => slide.contains(target));
    if (from < 0 || (from >= index + moveBy && from < index + moveBy + visible)) return;
    const controls = (slide: Element | undefined) => [...(slide?.querySelectorAll<HTMLElement>('a[href], button, input') ?? [])];
    controls(slideList[from + moveBy])[controls(slideList[from]).indexOf(target)]?.focus();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    justSwiped.current = false;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    justSwiped.current = true;
    goTo(dx < 0 ? index + 1 : index - 1);
  };

  // A swipe that ends over a link must not also follow it.
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!justSwiped.current) return;
    justSwiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  // Tabbing to a slide out of view brings it, then the control, into view (docs/product/frame.md#focus-in-view: its height moved the page).
  const onSlideFocus = (slideIndex: number, control: Element) => {
    if (slideIndex >= index && slideIndex < index + visible) return;
    goTo(slideIndex < index ? slideIndex : slideIndex - visible + 1);
    requestAnimationFrame(() => control.scrollIntoView?.({ block: 'nearest' }));
  };

  const style = {
    '--carousel-index': index, '--per-view-mobile': perView.mobile, '--per-view-tablet': perView.tablet,
    '--per-view-desktop-small': perView.desktopSmall, '--per-view-wide': perView.wide,
  } as CSSProperties;

  // The widths at which every slide shows: there carousel.css hides the arrows, right before JavaScript.
  const fits = (Object.keys(perView) as (keyof SlidesPerView)[]).filter((key) => total <= perView[key]);

  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-fits={fits.length ? fits.join(' ') : undefined}
      style={style}
      onKeyDown={onKeyDown}
    >
      <div className="carousel__controls">
        <button type="button" className="carousel__button carousel__button--previous" aria-controls={`${baseId}-track`} aria-label={previousLabel} aria-disabled={index === 0} onClick={() => goTo(index - 1)}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="carousel__button carousel__button--next" aria-controls={`${baseId}-track`} aria-label={nextLabel} aria-disabled={index >= maxIndex} onClick={() => goTo(index + 1)}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div
        className="carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        onClickCapture={onClickCapture}
      >
        <div className="carousel__track" id={`${baseId}-track`}>
          {slides.map((slide, slideIndex) => (
            <div
              // Slides are positional: the caller's order is the carousel's order.
              key={slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${total}`}
              className="carousel__slide"
              // Which slides show now: a caller's CSS can size the carousel to them (plans.css on phones).
              data-in-view={slideIndex >= index && slideIndex < index + visible ? 'true' : undefined}
              onFocus={(event) => onSlideFocus(slideIndex, event.target)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {moved ? describePosition(index + 1, Math.min(index + visible, total), total) : ''}
      </p>
    </section>
  );
}
