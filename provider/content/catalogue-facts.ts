// The figures the CMS's sentences state, computed from the catalogues, never typed (docs/product/content.md#claims).
import { freeModemFeeTerm, modemPriceTerm } from '../../shared/domain/plans/claim-sentences';
import { fromPrice } from '../../shared/domain/pricing/from-prices';
import { money } from '../../shared/domain/pricing/money';
import { HOME_SECURE, VOICE } from '../../shared/domain/pricing/price-list';
import { speedUpToText } from '../../shared/domain/plans/plan-texts';
import type { Plan } from '../../shared/schemas/plan';
import { fromPerMonth, fromPerMonthWithMonths } from '../../shared/routes/priced-page-meta';
import { FIBRE_PLANS } from '../catalogue/fibre-plans';
import { getDefaultFlipToFibrePlans } from '../catalogue/flip-to-fibre-plans';
import { EXTENDER, MODEM } from '../catalogue/hardware';
import { NBN_PLANS } from '../catalogue/nbn-plans';

const FLIP_PLANS = getDefaultFlipToFibrePlans();

const stated = <T>(value: T | null, what: string): T => {
  if (value === null) throw new Error(`a catalogue without a ${what}`);
  return value;
};
const fromOf = (plans: readonly Plan[]) => stated(fromPrice(plans), 'price');
const upTo = (plans: readonly Plan[]): string => stated(speedUpToText(plans), 'speed');

export const CATALOGUE_FACTS = {
  nbn: {
    speedsUpTo: upTo(NBN_PLANS),
    /** `nbn 12 to nbn 1000`: the slowest and fastest tiers listed. */
    tierRange: `nbn ${Math.min(...NBN_PLANS.map((p) => p.planDownloadSpeed))} to nbn ${Math.max(...NBN_PLANS.map((p) => p.planDownloadSpeed))}`,
  },
  fibre: {
    speedsUpTo: upTo(FIBRE_PLANS),
    fromPerMonth: fromPerMonth(fromOf(FIBRE_PLANS)),
  },
  flipToFibre: {
    speedsUpTo: upTo(FLIP_PLANS),
    /** `from $69.95 per month for 6 months`: the promotion's months named with its price. */
    fromPerMonth: fromPerMonthWithMonths(fromOf(FLIP_PLANS)),
  },
  modem: {
    title: MODEM.title,
    /** The catalogue's feature list in one phrase, shipping left to priceTerm. */
    features: MODEM.features
      .filter((feature) => !/shipping/i.test(feature))
      .map((feature, index) => (index === 0 ? feature : `${feature[0]!.toLowerCase()}${feature.slice(1)}`))
      .join('; '),
    /** `$170 with free shipping` */
    priceTerm: modemPriceTerm(MODEM),
    /** The free-modem cancellation fee, null: the catalogue's modem is never free. */
    freeModemFee: freeModemFeeTerm(MODEM.price),
  },
  extender: { title: EXTENDER.title, priceTerm: modemPriceTerm(EXTENDER) },
  homeSecure: {
    monthly: `${money(HOME_SECURE.monthly)}/mth`,
    trialMonths: HOME_SECURE.freeTrialMonths,
    trialMonthsSubscribedEarly: HOME_SECURE.freeTrialMonthsSubscribedEarly,
  },
  unlimitedCalls: { monthly: `${money(VOICE.unlimitedMonthly)}/mth` },
} as const;

/** The speeds page's list: every nbn plan, then each Flip to Fibre plan of a speed nbn does not list. */
export function speedRows(): { label: string; value: string }[] {
  const listed = new Set(NBN_PLANS.map((plan) => plan.planFullSpeed));
  return [...NBN_PLANS, ...FLIP_PLANS.filter((plan) => !listed.has(plan.planFullSpeed) && listed.add(plan.planFullSpeed))].map((plan) => ({
    label: plan.planHeading,
    value: `Typical evening speed ${plan.typicalEveningSpeed}Mbps`,
  }));
}
