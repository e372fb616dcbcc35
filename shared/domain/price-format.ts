// docs/product/pricing.md#price-format: "Price display drops '.00' and can add a '$' sign."

export interface PriceFormatOptions {
  dollarSign?: boolean;
}

/**
 * Formats a price for display: two decimals, except whole dollars lose their '.00'.
 * A non-numeric input gives '' so a broken catalogue row shows nothing rather than 'NaN'.
 */
export function formatPrice(value: number | string, options: PriceFormatOptions = {}): string {
  const amount = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(amount) || (typeof value === 'string' && value.trim() === '')) return '';
  // Work in whole cents so 69.95 never prints as 69.94999.
  const cents = Math.round(Math.abs(amount) * 100);
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const digits = rest === 0 ? String(dollars) : `${dollars}.${String(rest).padStart(2, '0')}`;
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}${options.dollarSign ? '$' : ''}${digits}`;
}
