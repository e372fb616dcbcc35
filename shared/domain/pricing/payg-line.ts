// docs/product/pricing.md#summary-lines: the pay-as-you-go line never reads 'FREE': its calls are charged
// (docs/product/pricing.md#pay-as-you-go-rates).
import { money } from './money';
import { PAYG_RATES, VOICE } from './price-list';

/** A displayed rate's amount in cents: '10c/call' is 10, '$1.00/call' is 100. */
export function rateCents(rate: string): number {
  const cents = /^(\d+)c\//.exec(rate);
  if (cents) return Number(cents[1]);
  const dollars = /^\$(\d+(?:\.\d+)?)\//.exec(rate);
  if (dollars) return Math.round(Number(dollars[1]) * 100);
  throw new Error(`Unreadable call rate: ${rate}`);
}

/** '$0/mth + calls from 10c': the fee, and that calls cost something (the cheapest rate). */
export function paygLineText(rates: readonly { rate: string }[] = PAYG_RATES): string {
  const lowest = Math.min(...rates.map((row) => rateCents(row.rate)));
  const from = lowest < 100 ? `${lowest}c` : money(lowest / 100);
  return `${money(VOICE.paygMonthly)}/mth + calls from ${from}`;
}
