// docs/product/frame.md#promo-banner Promo banner: which messages still show, and the rotation loop.
import type { PromoMessage } from '../schemas/content';
import { formatIsoDay } from './australian-time';

/**
 * Messages still running on `today` (YYYY-MM-DD, the day in Sydney: docs/product/frame.md#australian-time).
 * `endsOn` is the last day a message shows (docs/product/frame.md#promo-banner: the free-calls offer is valid *until*
 * 30 June 2025, so it still shows on that day); messages without `endsOn` never expire.
 * ISO dates compare correctly as strings, so no Date parsing (and no time zone) is involved.
 */
export function activePromoMessages(messages: PromoMessage[], today: string): PromoMessage[] {
  const day = today.slice(0, 10);
  return messages.filter((message) => !message.endsOn || message.endsOn.slice(0, 10) >= day);
}

/**
 * docs/product/frame.md#promo-banner: a message that says "until 30 June 2025" ends on that day: its `endsOn` is the
 * day its text names, so the banner stops showing it when that day ends in Sydney.
 */
export function untilTextMatchesEnd(message: PromoMessage): boolean {
  const named = /\buntil (\d{1,2} [A-Z][a-z]+ \d{4})\b/.exec(message.text)?.[1];
  if (named === undefined) return true;
  return message.endsOn !== undefined && formatIsoDay(message.endsOn.slice(0, 10)) === named;
}

/** docs/product/address-check.md#result-messages: with several messages they rotate in a loop. */
export function nextBannerIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}
