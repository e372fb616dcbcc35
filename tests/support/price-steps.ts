// A plan card's price steps read as a visitor reads them ('FREE for the first month, $69.95/mth for
// the next 5 months, then $84.95/mth'), and what they come to over a number of months: what the
// comparison's 12-month cost must agree with (docs/product/pricing.md#12-month-cost).

export interface ReadStep {
  cents: number;
  /** null for the ongoing price. */
  months: number | null;
}

export function readPriceSteps(text: string): ReadStep[] {
  return text
    .trim()
    .split(', ')
    .map((step) => {
      const match = /^(?:then )?(?:FREE|\$(\d+(?:\.\d\d)?)\/mth)(?: for the (?:first|next) (?:(\d+) months|month))?$/.exec(step);
      if (!match) throw new Error(`not a price step: '${step}'`);
      return { cents: match[1] ? Math.round(Number(match[1]) * 100) : 0, months: step.includes(' for the ') ? Number(match[2] ?? 1) : null };
    });
}

/** The steps added up over the first `months` months, in dollars. */
export function stepsOverMonths(text: string, months = 12): number {
  let cents = 0;
  let left = months;
  for (const step of readPriceSteps(text)) {
    const taken = step.months === null ? left : Math.min(left, step.months);
    cents += step.cents * taken;
    left -= taken;
  }
  return cents / 100;
}
