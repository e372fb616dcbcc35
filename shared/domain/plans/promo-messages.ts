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

/** A calendar day `YYYY-MM-DD` as a banner writes it, `30 June 2025`; null when it is not a day (2026-02-30). */
export function formatIsoDay(isoDay: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return null;
  // A calendar day has no instant: written at UTC midnight, in UTC. 2026-02-30 would roll into March.
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return utc.toISOString().startsWith(isoDay) ? utc.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) : null;
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
