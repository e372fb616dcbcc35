import { describe, expect, it } from 'vitest';
import { sydneyIsoDay } from './australian-time';
import { activePromoMessages } from '../plans/promo-messages';
import { formatIsoDay } from '../plans/promo-wording.test-helper';

const at = (iso: string) => Date.parse(iso);

describe('docs/product/frame.md#australian-time: "Every date rule reads the day in Australia/Sydney, from one clock"', () => {
  it('30 June / 1 July: 2026-06-30T14:30Z is already 1 July 00:30 AEST (UTC+10)', () => {
    expect(sydneyIsoDay(at('2026-06-30T13:59:59Z'))).toBe('2026-06-30');
    expect(sydneyIsoDay(at('2026-06-30T14:00:00Z'))).toBe('2026-07-01');
    expect(sydneyIsoDay(at('2026-06-30T14:30:00Z'))).toBe('2026-07-01');
  });

  it('New Year: 2026-12-31T13:30Z is 1 January 2027 00:30 AEDT (UTC+11, daylight saving)', () => {
    expect(sydneyIsoDay(at('2026-12-31T12:59:59Z'))).toBe('2026-12-31');
    expect(sydneyIsoDay(at('2026-12-31T13:00:00Z'))).toBe('2027-01-01');
    expect(sydneyIsoDay(at('2026-12-31T13:30:00Z'))).toBe('2027-01-01');
  });

  it('follows daylight saving: midnight is 14:00Z in winter and 13:00Z in summer, switching on the first Sunday of October and of April', () => {
    // 4 October 2026, 2 am AEST becomes 3 am AEDT: the next midnight is at 13:00Z.
    expect(sydneyIsoDay(at('2026-10-04T13:30:00Z'))).toBe('2026-10-05');
    expect(sydneyIsoDay(at('2026-10-03T13:30:00Z'))).toBe('2026-10-03');
    // 5 April 2026, 3 am AEDT becomes 2 am AEST: from then midnight is at 14:00Z again.
    expect(sydneyIsoDay(at('2026-04-04T13:30:00Z'))).toBe('2026-04-05');
    expect(sydneyIsoDay(at('2026-04-05T13:30:00Z'))).toBe('2026-04-05');
  });

  it('writes a calendar day as itself, in no time zone', () => {
    expect(formatIsoDay('2025-06-30')).toBe('30 June 2025');
    expect(formatIsoDay('2026-02-30')).toBeNull();
    expect(formatIsoDay('30/06/2025')).toBeNull();
  });
});

describe('docs/product/frame.md#promo-banner: an offer "until 30 June" shows through 30 June in Sydney, and not on 1 July', () => {
  const offer = { id: 'calls', text: 'Free calls until 30 June 2026.', endsOn: '2026-06-30' };
  const shownAt = (iso: string) => activePromoMessages([offer], sydneyIsoDay(at(iso))).length === 1;

  it('still shows at 11:59 pm AEST on 30 June', () => {
    expect(shownAt('2026-06-30T13:59:00Z')).toBe(true);
  });
  it('is gone from 00:30 AEST on 1 July, though the UTC date is still 30 June', () => {
    expect(shownAt('2026-06-30T14:30:00Z')).toBe(false);
  });
});
