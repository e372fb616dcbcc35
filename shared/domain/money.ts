// Money arithmetic in whole cents: catalogue prices such as 69.95 are not exact in binary floating
// point, and docs/product/pricing.md#minimum-cost, docs/product/pricing.md#monthly-total totals must add up to the cent.

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => Math.round(cents) / 100;

/** Sums dollar amounts exactly (to the cent). */
export function sumDollars(...amounts: number[]): number {
  return toDollars(amounts.reduce((total, amount) => total + toCents(amount), 0));
}
