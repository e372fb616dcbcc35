import { describe, expect, it } from 'vitest';
import { handoffFormSchema } from '../../schemas/handoff';
import { isTrackingId } from './tracking';

describe('tracking ids (docs/product/frame.md#browser-storage Other storage)', () => {
  it('letters, digits and . : ~ - _, up to 200 characters', () => {
    expect(isTrackingId('cmp-click_1.2:3~4')).toBe(true);
    expect(isTrackingId('a'.repeat(200))).toBe(true);
    for (const value of ['', 'a'.repeat(201), 'a b', '<x>', 'a&b', 'é']) expect(isTrackingId(value)).toBe(false);
  });

  it('every id kept in the browser is one the hand-off form accepts', () => {
    const form = { service_type: 'nbn', plan_id: '1', cis_version: 'standard-0a1b2c3d', modem: '1', extender: '0', voip: 'none', home_secure: '0', sq_address: '1 Test Street' };
    for (const value of ['cmp-click_1.2:3~4', 'a'.repeat(200)]) {
      expect(isTrackingId(value)).toBe(true);
      expect(handoffFormSchema.safeParse({ ...form, fdclid: value, utm_source: value }).success).toBe(true);
    }
  });
});
