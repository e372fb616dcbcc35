import { describe, expect, it } from 'vitest';
import { isAddressCheckComplete, orderButtonLabel } from './address-check-complete';

/** An FTTN line (class 13) on nbn: the facts the status reads besides the ones each test sets. */
const line = { nbnServiceClass: 13, nbnType: 'FTTN', fibreType: '', nbnNewDev: false } as const;

describe('docs/product/ordering-and-handoff.md#address-check-complete: "Address check complete (order summary): sqResult has at least one category; on a flip-to-fibre order also flipReady and flipDate are needed."', () => {
  it('nbn order with a category: complete', () => {
    expect(isAddressCheckComplete({ ...line, categories: ['nbn'], flipReady: false, flipDate: '' }, false)).toBe(true);
  });
  it('no categories: incomplete', () => {
    expect(isAddressCheckComplete({ ...line, categories: [], flipReady: 'Ready', flipDate: '2025-01-01' }, false)).toBe(false);
  });
  it('no address checked: incomplete', () => {
    expect(isAddressCheckComplete(null, false)).toBe(false);
  });
  it('flip order, ready with date: complete', () => {
    expect(isAddressCheckComplete({ ...line, categories: ['nbn'], flipReady: 'Ready', flipDate: '2025-01-01' }, true)).toBe(true);
  });
  it('flip order, ready without date: incomplete', () => {
    expect(isAddressCheckComplete({ ...line, categories: ['nbn'], flipReady: 'Ready', flipDate: '' }, true)).toBe(false);
  });
  it('flip order at an HFC line (not a flip class), ready with a date: incomplete, as the hand-off refuses it', () => {
    expect(isAddressCheckComplete({ ...line, nbnServiceClass: 24, nbnType: 'HFC', categories: ['nbn'], flipReady: 'Ready', flipDate: '2025-01-01' }, true)).toBe(false);
  });
  it('flip order, not ready: incomplete', () => {
    expect(isAddressCheckComplete({ ...line, categories: ['nbn'], flipReady: false, flipDate: '2025-01-01' }, true)).toBe(false);
  });
});

describe("docs/product/ordering-and-handoff.md#address-check-complete: \"Complete: button 'Order Now' submits the order. Incomplete: 'Check address'\"", () => {
  it('labels', () => {
    expect(orderButtonLabel(true)).toBe('Order Now');
    expect(orderButtonLabel(false)).toBe('Check address');
  });
});
