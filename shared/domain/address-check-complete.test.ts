import { describe, expect, it } from 'vitest';
import { isAddressCheckComplete, orderButtonLabel } from './address-check-complete';

describe('docs/product/ordering-and-handoff.md#address-check-complete: "Address check complete (order summary): sqResult has at least one category; on a flip-to-fibre order also flipReady and flipDate are needed."', () => {
  it('nbn order with a category: complete', () => {
    expect(isAddressCheckComplete({ categories: ['nbn'], flipReady: false, flipDate: '' }, false)).toBe(true);
  });
  it('no categories: incomplete', () => {
    expect(isAddressCheckComplete({ categories: [], flipReady: 'Ready', flipDate: '2025-01-01' }, false)).toBe(false);
  });
  it('no address checked: incomplete', () => {
    expect(isAddressCheckComplete(null, false)).toBe(false);
  });
  it('flip order, ready with date: complete', () => {
    expect(isAddressCheckComplete({ categories: ['nbn'], flipReady: 'Ready', flipDate: '2025-01-01' }, true)).toBe(true);
  });
  it('flip order, ready without date: incomplete', () => {
    expect(isAddressCheckComplete({ categories: ['nbn'], flipReady: 'Ready', flipDate: '' }, true)).toBe(false);
  });
  it('flip order, not ready: incomplete', () => {
    expect(isAddressCheckComplete({ categories: ['nbn'], flipReady: false, flipDate: '2025-01-01' }, true)).toBe(false);
  });
});

describe("docs/product/ordering-and-handoff.md#address-check-complete: \"Complete: button 'Order Now' submits the order. Incomplete: 'Check address'\"", () => {
  it('labels', () => {
    expect(orderButtonLabel(true)).toBe('Order Now');
    expect(orderButtonLabel(false)).toBe('Check address');
  });
});
