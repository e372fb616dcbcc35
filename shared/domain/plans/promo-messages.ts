// docs/product/frame.md#promo-banner Promo banner: which messages still show, and the rotation loop.
import type { PromoMessage } from '../../schemas/content';

/**
 * Messages still running on `today` (YYYY-MM-DD in Sydney, docs/product/frame.md#australian-time): `endsOn` is the last
 * day a message shows (docs/product/frame.md#promo-banner); without one it never expires.
 */
export function activePromoMessages(messages: PromoMessage[], today: string): PromoMessage[] {
  const day = today.slice(0, 10);
  return messages.filter((message) => !message.endsOn || message.endsOn.slice(0, 10) >= day);
}

/** docs/product/address-check.md#result-messages: with several messages they rotate in a loop. */
export function nextBannerIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}
