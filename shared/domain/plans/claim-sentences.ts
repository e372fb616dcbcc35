// docs/product/content.md#claims: a sentence naming a fee, a hardware term or a count is computed from the data it states.
import { money, NEW_DEVELOPMENT_FEE } from '../pricing/money';
import { MODEM } from '../pricing/price-list';

/** docs/product/pricing.md#modem: the early-cancellation fee, said only where the modem is free (a bought one has none). */
export function freeModemFeeTerm(modemPrice: number): string | null {
  return modemPrice === 0
    ? `The free modem carries a ${money(MODEM.earlyCancellationFee)} fee if you cancel within ${MODEM.earlyCancellationMonths} months.`
    : null;
}

/** The modem's price as the hardware pages state it: `$170 with free shipping`, or `free` at $0. */
export function modemPriceTerm(item: { price: number; freeShipping: boolean }): string {
  if (item.price === 0) return 'free';
  return `${money(item.price)}${item.freeShipping ? ' with free shipping' : ''}`;
}

/** The services whose order can carry nbn's new development fee (docs/product/pricing.md#new-development-fee). */
export type ActivationService = 'nbn' | 'flipToFibre' | 'fibre' | 'hwbb' | 'mbb';

/** When nbn's one-off fee applies, with its amount: the sentence every "free activation" claim of an nbn service carries. */
export const NEW_DEVELOPMENT_FEE_TERM = `nbn charges a one-off ${money(NEW_DEVELOPMENT_FEE)} connection fee where it classifies the premises as a new development`;

/** The same, short enough for a trust signal. */
export const NEW_DEVELOPMENT_FEE_SHORT = `nbn's one-off ${money(NEW_DEVELOPMENT_FEE)} fee applies only at a new development`;

/** docs/product/pricing.md#activation-fee: what "free activation" means for a service, with nbn's fee where it can apply. */
export function activationTerm(service: ActivationService): string {
  return service === 'nbn' || service === 'flipToFibre'
    ? `No activation fee from us; ${NEW_DEVELOPMENT_FEE_TERM}.`
    : 'No activation fee from us, and no set-up fee.';
}

/** A list of destinations with its count, so the number and the names cannot disagree: `15 countries: UK, …`. */
export function countriesText(countries: readonly string[]): string {
  return `${countries.length} ${countries.length === 1 ? 'country' : 'countries'}: ${countries.join(', ')}`;
}
