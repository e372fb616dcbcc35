import { describe, expect, it } from 'vitest';
import { activePromoMessages, nextBannerIndex } from './promo-messages';
import { untilTextMatchesEnd } from './promo-wording.test-helper';
import type { PromoMessage } from '../../schemas/content';

const school: PromoMessage = { id: 'school', text: 'School student broadband initiative', url: '/school-student-broadband-initiative' };
const freeCalls: PromoMessage = { id: 'free-calls', text: 'Free calls', endsOn: '2025-06-30' };
const flood: PromoMessage = { id: 'flood', text: 'Flood', endsOn: '2025-03-01' };

describe('activePromoMessages', () => {
  // docs/product/frame.md#promo-banner: "free calls from mobile to two named destinations ... valid until 30 June 2025".
  it('keeps a message through its last day, 30 June 2025', () => {
    expect(activePromoMessages([freeCalls], '2025-06-30')).toEqual([freeCalls]);
  });

  it('drops a message once its end date has passed', () => {
    expect(activePromoMessages([school, freeCalls, flood], '2025-07-01')).toEqual([school]);
  });

  it('keeps messages without an end date and keeps the order', () => {
    expect(activePromoMessages([school, freeCalls, flood], '2025-01-15')).toEqual([school, freeCalls, flood]);
  });

  it('accepts a full ISO timestamp as today by comparing the date part', () => {
    expect(activePromoMessages([flood], '2025-03-02T00:10:00Z')).toEqual([]);
  });
});

describe('nextBannerIndex', () => {
  // docs/product/address-check.md#result-messages: "With several messages they rotate in a loop".
  it('moves to the next message and loops back to the first', () => {
    expect(nextBannerIndex(0, 3)).toBe(1);
    expect(nextBannerIndex(1, 3)).toBe(2);
    expect(nextBannerIndex(2, 3)).toBe(0);
  });

  it('stays on the only message and is safe with none', () => {
    expect(nextBannerIndex(0, 1)).toBe(0);
    expect(nextBannerIndex(0, 0)).toBe(0);
  });
});

describe('docs/product/frame.md#promo-banner: "a message that says until 30 June 2025 ends on that day"', () => {
  const says = (text: string, endsOn?: string): PromoMessage => ({ id: 'm', text, ...(endsOn ? { endsOn } : {}) });
  it('agrees when the end date is the day the text names', () => {
    expect(untilTextMatchesEnd(says('Free calls until 30 June 2025.', '2025-06-30'))).toBe(true);
  });
  it('disagrees when the text names another day, or no end date is set', () => {
    expect(untilTextMatchesEnd(says('Free calls until 30 June 2025.', '2025-07-01'))).toBe(false);
    expect(untilTextMatchesEnd(says('Free calls until 30 June 2025.'))).toBe(false);
  });
  it('has nothing to check in a text without an "until" date', () => {
    expect(untilTextMatchesEnd(says('Having Network speed troubles?'))).toBe(true);
  });
});
