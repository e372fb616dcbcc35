// A plan's Critical Information Summary (docs/product/content.md#cis), from the plan the card shows.
import { dataAllowanceText } from '../../../shared/domain/plans/plan-texts';
import { homeSecureSteps, homeSecureTrialText } from '../../../shared/domain/pricing/home-secure-terms';
import { extrasForService } from '../../../shared/domain/plans/service-extras';
import { minimumCost, minimumCostText, NOTICE_PERIOD_DAYS, PLAN_ALONE, planCostInput } from '../../../shared/domain/pricing/minimum-cost';
import { newDevelopmentChargeApplies, money, NEW_DEVELOPMENT_FEE } from '../../../shared/domain/pricing/money';
import { EXTENDER, MODEM } from '../../../shared/domain/pricing/price-list';
import { planFeeInMonth } from '../../../shared/domain/pricing/pricing-states';
import { planFigures } from '../../../shared/domain/plans/offered-plan';
import { SUPPORT_PHONE } from '../../../shared/domain/site/frame';
import { PATHS } from '../../../shared/routes/paths';
import { SITE_BRAND } from '../../../shared/site-config';
import type { MobilePlan, Plan } from '../../../shared/schemas/plan';

/** A run of a paragraph: text, or a link whose printed text is its absolute address (a printed page keeps it). */
export type CisRun = string | { href: string };

export type CisBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; runs: CisRun[] }
  | { kind: 'list'; items: string[] };

export interface CisDocument {
  /** The document title (its metadata, the window title and the first heading). */
  title: string;
  blocks: CisBlock[];
}

const heading = (text: string): CisBlock => ({ kind: 'heading', text });
const paragraph = (...runs: CisRun[]): CisBlock => ({ kind: 'paragraph', runs });
/** A link to one of the site's own pages, absolute on SITE_URL. */
const sitePage = (siteUrl: string, path: string): CisRun => ({ href: new URL(path, `${siteUrl}/`).href });

/** The Telecommunications Industry Ombudsman, named on every summary (docs/product/content.md#cis). */
const TIO = { phone: '1800 062 058', url: 'https://www.tio.com.au/' } as const;

const SERVICE_NAMES: Record<Plan['serviceType'], string> = {
  nbn: 'nbn home broadband',
  fibre: 'Fibre broadband (OptiComm and Vision networks)',
  hwbb: 'Home wireless broadband (5G)',
  mbb: 'Mobile broadband',
  flipToFibre: 'nbn home broadband with the Flip to Fibre upgrade',
};

/** The notice-period formula, whole: the daily rate of a monthly fee (docs/product/pricing.md#minimum-cost `proRata`). */
export const NOTICE_FORMULA = 'monthly fee × 12 ÷ 365 a day';

function contractSections(): CisBlock[] {
  return [
    heading('Contract and cancelling'),
    paragraph(
      `The plan is month to month. You can cancel at any time by calling us; we ask for ${NOTICE_PERIOD_DAYS} days' notice and charge the plan fee for the notice period pro rata (${NOTICE_FORMULA}), which the minimum cost includes.`,
    ),
  ];
}

function closingSections(siteUrl: string): CisBlock[] {
  return [
    heading('Complaints'),
    paragraph(
      `Call us on ${SUPPORT_PHONE.display} or tell us online at `,
      sitePage(siteUrl, PATHS.lodgeComplaint),
      `. We acknowledge complaints within 2 working days and aim to resolve them within 15 working days. If you are not satisfied, contact the Telecommunications Industry Ombudsman on ${TIO.phone} or at `,
      { href: TIO.url },
      '.',
    ),
    heading('About this summary'),
    paragraph(
      'This Critical Information Summary gives the key facts of the plan. It does not replace the terms of our Standard Form of Agreement: ',
      sitePage(siteUrl, PATHS.standardFormOfAgreement),
      `. ${SITE_BRAND.legalName}, ABN ${SITE_BRAND.abn}.`,
    ),
  ];
}

/** How the minimum cost adds up from the plan's own fees, the formula written out (docs/product/pricing.md#minimum-cost). */
function minimumCostWorking(fees: { firstMonth: number; activation: number; secondMonth: number; notice: number }): string {
  const parts = [`the first month's plan fee ${fees.firstMonth === 0 ? '$0 (free)' : money(fees.firstMonth)}`];
  if (fees.activation > 0) parts.push(`activation ${money(fees.activation)}`);
  parts.push(`${NOTICE_PERIOD_DAYS} days' notice at the second month's fee, ${money(fees.secondMonth)} × 12 ÷ 365 × ${NOTICE_PERIOD_DAYS} = ${money(fees.notice)}`);
  return `It adds up as ${parts.join('; ')}.`;
}

/** What the minimum cost leaves out: the extras the service offers (docs/product/ordering-and-handoff.md#extras-by-service). */
function extrasBlocks(serviceType: Plan['serviceType']): CisBlock[] {
  const fits = extrasForService(serviceType);
  const blocks: CisBlock[] = [];
  if (fits.modem) {
    const extender = fits.extender ? `, and with it the ZTE H3601 Wi-Fi 6 Mesh Extender ${money(EXTENDER.price)} with free shipping` : '';
    blocks.push(paragraph(`The minimum cost is for the plan with your own modem. You can add the ZTE H1600 Wi-Fi 6 Mesh Modem for ${money(MODEM.price)} with free shipping${extender}.`));
  } else if (serviceType === 'hwbb') {
    blocks.push(paragraph('You need your own compatible 5G home wireless modem: it is not part of this order.'));
  }
  if (fits.homeSecure)
    blocks.push(paragraph(`Home Secure comes with a free trial: ${homeSecureTrialText()}. Subscribed with your order: ${homeSecureSteps(true)}.`));
  return blocks;
}

/** Speeds: the plan's maximum and its typical evening speed; My Speed Boost days where the plan has them. */
function speedText(plan: Plan, figures: ReturnType<typeof planFigures>): string {
  const boost = figures.speedBoostDaysPerMonth > 0 ? ` Includes ${figures.speedBoostDaysPerMonth} My Speed Boost days each month.` : '';
  return `Speed: up to ${plan.planDownloadSpeed} Mbps download and ${figures.uploadSpeed} Mbps upload. Typical evening speed (7 pm to 11 pm): ${figures.typicalEveningSpeed} Mbps.${boost}`;
}

/** A broadband plan's summary, from the figures the plan card reads (planFigures; docs/decisions/012-one-minimum-cost.md). */
export function broadbandCis(plan: Plan, siteUrl: string): CisDocument {
  // The plan named as its card names it (docs/product/content.md#claims).
  const title = `Critical Information Summary: ${plan.planHeading || plan.planTitle}`;
  const costPlan = planCostInput(plan);
  const figures = planFigures(plan);
  const cost = minimumCost({ plan: costPlan, ...PLAN_ALONE });
  const fees: CisBlock[] = [paragraph(`Activation: ${cost.activationFee > 0 ? money(cost.activationFee) : 'free'}.`)];
  if (newDevelopmentChargeApplies(plan.serviceType))
    fees.push(
      paragraph(
        `New developments: if nbn classifies your address as a new development, nbn's one-off connection charge of ${money(NEW_DEVELOPMENT_FEE)} applies, which we pass on at cost. It is not in the minimum cost below.`,
      ),
    );
  return {
    title,
    blocks: [
      paragraph(`${SITE_BRAND.name}. Plan ${plan.id}.`),
      heading('The service'),
      paragraph(`${SERVICE_NAMES[plan.serviceType]}: ${plan.planHeading}. ${dataAllowanceText(plan.dataAllowanceGb)}`),
      paragraph(speedText(plan, figures)),
      heading('Price'),
      paragraph(`${figures.priceSteps.text}.`),
      ...(costPlan.freeFirstMonth ? [paragraph('1st MONTH FREE: there is no plan fee for your first month.')] : []),
      ...(plan.priceNotes ? [paragraph(plan.priceNotes)] : []),
      ...fees,
      heading('Minimum cost'),
      paragraph(minimumCostText(figures.minimumTotalCost)),
      paragraph(
        minimumCostWorking({
          firstMonth: planFeeInMonth(costPlan, 1),
          activation: cost.activationFee,
          secondMonth: planFeeInMonth(costPlan, 2),
          notice: cost.noticePeriod,
        }),
      ),
      ...extrasBlocks(plan.serviceType),
      ...contractSections(),
      ...closingSections(siteUrl),
    ],
  };
}

/** Whether a SIM plan's inclusion restates its data allowance, which the summary states once, from `dataGb`. */
const statesAllowance = (inclusion: string, dataGb: number): boolean => new RegExp(`^\\s*${dataGb}\\s*GB\\b[^,;]*\\bdata\\b`, 'i').test(inclusion);

/** A SIM plan's summary: its data once, its other inclusions as a list, its price and minimum cost (docs/product/pricing.md#minimum-cost). */
export function mobileCis(plan: MobilePlan, siteUrl: string): CisDocument {
  const title = `Critical Information Summary: ${plan.name}`;
  const costPlan = { price: plan.price, special: null, freeFirstMonth: false };
  const cost = minimumCost({ plan: costPlan, ...PLAN_ALONE });
  const inclusions = plan.inclusions.filter((inclusion) => !statesAllowance(inclusion, plan.dataGb));
  return {
    title,
    blocks: [
      paragraph(`${SITE_BRAND.name}. Plan ${plan.id}. SIM only mobile plan.`),
      heading('The service'),
      paragraph(dataAllowanceText(plan.dataGb)),
      ...(inclusions.length ? [paragraph('Included:'), { kind: 'list' as const, items: inclusions }] : []),
      heading('Price'),
      paragraph(`${money(plan.price)}/mth. Prices include GST.`),
      heading('Minimum cost'),
      paragraph(minimumCostText(cost.total)),
      paragraph(minimumCostWorking({ firstMonth: planFeeInMonth(costPlan, 1), activation: 0, secondMonth: planFeeInMonth(costPlan, 2), notice: cost.noticePeriod })),
      ...contractSections(),
      ...closingSections(siteUrl),
    ],
  };
}
