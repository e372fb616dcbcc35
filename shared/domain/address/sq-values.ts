// The service-qualification values the offer compares, normalised once where an answer enters the
// site (sq-result.ts for the address, unconnectedCampaign for the configuration): the page and the
// server's hand-off then compare the same values the same way (docs/decisions/019-one-offer-per-address.md).

/** A campaign code as compared: trimmed and lower case ('Unconnected-Standard ' is 'unconnected-standard'). */
export function normaliseCampaign(code: unknown): string {
  return typeof code === 'string' ? code.trim().toLowerCase() : '';
}

/** The address's campaigns: normalised, without blanks or repeats. */
export function normaliseCampaigns(codes: readonly unknown[]): string[] {
  return [...new Set(codes.map(normaliseCampaign).filter((code) => code !== ''))];
}

/**
 * A line speed in whole Mbps: nbn may send 48.5 or '100'; the flip plans call and the speed rule both
 * read whole Mbps. Missing, negative or unreadable speeds are 0 ("unknown": nothing is ruled out on speed).
 */
export function normaliseSpeed(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

/** Whether the address has the campaign (both sides normalised, so an older stored answer reads the same). */
export function hasCampaign(campaigns: readonly string[], campaign: string | null | undefined): boolean {
  const wanted = normaliseCampaign(campaign);
  return wanted !== '' && campaigns.some((code) => normaliseCampaign(code) === wanted);
}

/**
 * docs/product/pricing.md#plan-sources: the campaign that unlocks the address's own Flip to Fibre plans,
 * the CMS configuration's `data.unconnected_services.value`; undefined when it has none.
 */
export function unconnectedCampaign(configuration: unknown): string | undefined {
  const data = (configuration as { data?: { unconnected_services?: { value?: unknown } } } | null | undefined)?.data;
  const code = normaliseCampaign(data?.unconnected_services?.value);
  return code === '' ? undefined : code;
}

/** The plan categories the site sells, in the spelling the offer compares. */
const KNOWN_CATEGORIES = ['nbn', 'fibre', 'hwbb', 'mbb', 'flipToFibre'] as const;

/** The address's plan categories: a known category in its own spelling whatever the case ('NBN ' is 'nbn'), others trimmed. */
export function normaliseCategories(categories: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const category of categories) {
    if (typeof category !== 'string' || category.trim() === '') continue;
    const trimmed = category.trim();
    const known = KNOWN_CATEGORIES.find((name) => name.toLowerCase() === trimmed.toLowerCase()) ?? trimmed;
    if (!out.includes(known)) out.push(known);
  }
  return out;
}
