// docs/product/pricing.md#price-format: "Price display drops '.00' and can add a '$' sign", and every
// amount of $1,000 or more carries its thousands separator.

export interface PriceFormatOptions {
  dollarSign?: boolean;
}

// The platform's own currency formatter (STYLE.md: `Intl.NumberFormat` for money), made once: en-AU
// gives '$1,349.40'; whole dollars lose their '.00'; it rounds the exact decimal to the cent, so 69.95
// never prints as 69.94999, and a negative amount that rounds to zero shows no sign.
const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', trailingZeroDisplay: 'stripIfInteger', signDisplay: 'negative' });

/** Formats a price for display; a non-numeric input gives '' so a broken catalogue row shows nothing rather than 'NaN'. */
export function formatPrice(value: number | string, options: PriceFormatOptions = {}): string {
  const amount = typeof value === 'number' ? value : String(value).trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(amount)) return '';
  const text = AUD.format(amount);
  return options.dollarSign ? text : text.replace('$', '');
}
