// Checks of the promo messages' wording, for tests only (the site shows messages as written).
import type { PromoMessage } from '../../schemas/content';

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
