// Money arithmetic in whole cents: catalogue prices such as 69.95 are not exact in binary floating
// point, and docs/product/pricing.md#minimum-cost, docs/product/pricing.md#monthly-total totals must add up to the cent.

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** Sums dollar amounts exactly (to the cent). */
export function sumDollars(...amounts: number[]): number {
  return toDollars(amounts.reduce((total, amount) => total + toCents(amount), 0));
}

// docs/product/pricing.md#price-format: "Price display drops '.00' and can add a '$' sign", and every
// amount of $1,000 or more carries its thousands separator.

/**
 * A price as en-AU `Intl.NumberFormat` writes AUD without trailing zeros ('$1,349.40', '$85', '-$6'), held to
 * Intl's answer by price-format.test.ts; written out because a first NumberFormat blocks hydration
 * (docs/operations.md#measured-figures). A non-numeric input gives '', never 'NaN'.
 */
export function formatPrice(value: number | string, options: { dollarSign?: boolean } = {}): string {
  const amount = typeof value === 'number' ? value : String(value).trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(amount)) return '';
  const cents = roundedCents(Math.abs(amount));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const part = String(cents % 100).padStart(2, '0');
  return `${amount < 0 && cents > 0 ? '-' : ''}${options.dollarSign ? '$' : ''}${whole}${part === '00' ? '' : `.${part}`}`;
}

/** An amount as the site writes it with its sign: '$1,349.40', '$85'. */
export const money = (amount: number): string => formatPrice(amount, { dollarSign: true });

/**
 * An amount in whole cents, rounded as Intl rounds: half away from zero on the number as it is
 * written (69.95, 0.015), not on its binary value (0.01499999...), so 0.015 is 2 cents.
 */
function roundedCents(amount: number): number {
  const written = String(amount);
  // Exponent forms are below a millionth (0 cents) or beyond any price.
  if (written.includes('e')) return Math.round(amount * 100);
  const [whole = '0', fraction = ''] = written.split('.');
  const digits = fraction.padEnd(3, '0');
  return Number(whole) * 100 + Number(digits.slice(0, 2)) + (digits[2]! >= '5' ? 1 : 0);
}

/** docs/product/pricing.md#new-development-fee: one-off nbn new development fee; overrides any parsed newDevFee. */
export const NEW_DEVELOPMENT_FEE = 300;

// docs/product/pricing.md#new-development-fee: the one new development rule, charged only on services that
// connect an nbn line. Here, not in offer.ts, so every page's address check loads no pricing code.

/** Whether an order of this service type can carry the charge at all (the CIS of any other says nothing of it). */
export const newDevelopmentChargeApplies = (service: string | null | undefined): boolean => service === 'nbn' || service === 'flipToFibre';

/** The new development charge (dollars) an order of `service` at the address carries: $300 or 0. */
export const newDevelopmentCharge = (service: string | null | undefined, sq: { nbnNewDev: boolean } | null | undefined): number =>
  sq?.nbnNewDev && newDevelopmentChargeApplies(service) ? NEW_DEVELOPMENT_FEE : 0;
