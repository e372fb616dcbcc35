// How the order summary writes a line's amount (docs/product/pricing.md#summary-lines): the summary
// and a shared quote's page (the quote page) write it alike.
import { formatPrice } from './price-format';
import type { SummaryLine } from './order-totals';

const money = (amount: number) => formatPrice(amount, { dollarSign: true });

/** A line's amount: a monthly line its price steps ('FREE for the first month, ..., then $84.95/mth'), a one-off its price. */
export function lineAmountText(line: Pick<SummaryLine, 'amount' | 'period' | 'free' | 'steps'>): string {
  if (line.period === 'month' && line.steps) return line.steps;
  if (line.free) return 'FREE';
  return line.period === 'month' ? `${money(line.amount)}/mth` : money(line.amount);
}
