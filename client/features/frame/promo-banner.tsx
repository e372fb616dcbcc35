// docs/product/frame.md#promo-banner: messages rotate, pausing under the mouse and, so a keyboard user's
// link does not vanish, with focus inside; under reduced motion a "next" button instead.
import { useEffect, useState } from 'react';
import type { FocusEvent } from 'react';
import type { PromoMessage } from '../../../shared/schemas/content';
import { nextBannerIndex } from '../../../shared/domain/plans/promo-messages';
import { TIMING } from '../../../shared/domain/site/frame';
import { FrameLink } from './frame-link';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import './promo-banner.css';

export interface PromoBannerProps {
  /** Already filtered by activePromoMessages and the hideAlert flag. */
  messages: PromoMessage[];
  /** Hides the banner; the caller remembers it (hideAlert in local storage, docs/product/frame.md#promo-banner). */
  onDismiss: () => void;
  onNavigate?: (url: string) => void;
}

export function PromoBanner({ messages, onDismiss, onNavigate }: PromoBannerProps) {
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = messages.length;
  const paused = hovered || focused || reducedMotion || count < 2;

  useEffect(() => {
    if (paused) return;
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    // Hold, fade out, then swap; the new message fades in through the CSS transition.
    const holdTimer = setTimeout(() => {
      setFading(true);
      fadeTimer = setTimeout(() => {
        setIndex((current) => nextBannerIndex(current, count));
        setFading(false);
      }, TIMING.bannerFadeMs);
    }, TIMING.bannerHoldMs);
    return () => {
      clearTimeout(holdTimer);
      clearTimeout(fadeTimer);
      setFading(false);
    };
  }, [paused, index, count]);

  const message = count > 0 ? messages[index % count] : undefined;
  if (!message) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="promo-banner"
      aria-label="Announcements"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="promo-banner__inner">
        {/* Every message in one cell, the others held hidden: the banner keeps the tallest one's height, so the page
            below does not jump as they rotate. */}
        <div className="promo-banner__messages">
          {messages.map((each) => (
            <p
              key={each.id}
              className={`promo-banner__message${each !== message ? ' promo-banner__message--held' : fading && !paused ? ' promo-banner__message--fading' : ''}`}
              aria-hidden={each !== message || undefined}
            >
              {each.url && !each.linkText ? (
                <FrameLink href={each.url} onNavigate={onNavigate}>
                  {each.text}
                </FrameLink>
              ) : (
                <>
                  {each.text}
                  {each.url && (
                    <>
                      {' '}
                      <FrameLink href={each.url} onNavigate={onNavigate}>
                        {each.linkText}
                      </FrameLink>
                    </>
                  )}
                </>
              )}
            </p>
          ))}
        </div>
        {reducedMotion && count > 1 && (
          <button type="button" className="promo-banner__icon-button" aria-label="Next announcement" onClick={() => setIndex((current) => nextBannerIndex(current, count))}>
            <span aria-hidden="true">›</span>
          </button>
        )}
        <button type="button" className="promo-banner__icon-button" aria-label="Dismiss announcement" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
