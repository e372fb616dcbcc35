// docs/product/frame.md#promo-banner: each embedded banner message that names an "until" date ends on that day.
import { describe, expect, it } from 'vitest';
import { untilTextMatchesEnd } from '../../shared/domain/plans/promo-wording.test-helper';
import { PROMO_MESSAGES } from './registry';

describe('the embedded promo banner messages', () => {
  it.each(PROMO_MESSAGES.map((message) => [message.id, message] as const))('%s: its "until" date is its end date', (_id, message) => {
    expect(untilTextMatchesEnd(message)).toBe(true);
  });
});
