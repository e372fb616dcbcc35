import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('docs/product/pricing.md#price-format: "Price display drops \'.00\' and can add a \'$\' sign", with a thousands separator from $1,000', () => {
  it.each([
    [85, {}, '85'],
    [85, { dollarSign: true }, '$85'],
    [85.0, { dollarSign: true }, '$85'],
    [69.95, { dollarSign: true }, '$69.95'],
    [85.5, {}, '85.50'],
    ['85.5', {}, '85.50'],
    ['85.00', { dollarSign: true }, '$85'],
    [0, { dollarSign: true }, '$0'],
    [0.1 + 0.2, {}, '0.30'],
    [170, { dollarSign: true }, '$170'],
    [-6, { dollarSign: true }, '-$6'],
    [1234.5, { dollarSign: true }, '$1,234.50'],
    [1349.4, { dollarSign: true }, '$1,349.40'],
    [1024.45, {}, '1,024.45'],
    [1000, { dollarSign: true }, '$1,000'],
    [999.99, { dollarSign: true }, '$999.99'],
    [-0.001, { dollarSign: true }, '$0'],
  ] as const)('%j with %j -> %j', (value, options, expected) => {
    expect(formatPrice(value, options)).toBe(expected);
  });
  it('a value that is not a number shows nothing', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice('abc')).toBe('');
    expect(formatPrice('')).toBe('');
  });

  // The written-out formatter says what the platform's en-AU currency format says (money.ts).
  it('agrees with Intl.NumberFormat en-AU AUD on whole, cent, negative, large and half-cent amounts', () => {
    const intl = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', trailingZeroDisplay: 'stripIfInteger', signDisplay: 'negative' });
    const amounts = [0, 0.005, 0.015, 0.285, 1.005, 8.345, 69.95, 99.995, 999.995, 1e6 + 0.5, 123456789.12, -0.004, -0.005, -1234.567];
    for (let cents = -200_000; cents <= 2_000_000; cents += 997) amounts.push(cents / 100, cents / 100 + 0.0049, cents / 100 + 0.005);
    for (const amount of amounts) expect(formatPrice(amount, { dollarSign: true }), String(amount)).toBe(intl.format(amount));
  });
});
