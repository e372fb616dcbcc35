// The Critical Information Summary of a plan (every plan card links to one): what
// the service is, what it costs, the minimum cost, how to cancel and how to complain. Built from
// the catalogue the site already serves, so the summary can never disagree with the plan card.
import { dataAllowanceText } from '../../../shared/domain/data-allowance';
import { homeSecureSteps, homeSecureTrialText } from '../../../shared/domain/home-secure-terms';
import { extrasForService } from '../../../shared/domain/service-extras';
import { minimumCostText, planCostInput, planMinimumCost } from '../../../shared/domain/minimum-cost';
import { formatPrice } from '../../../shared/domain/price-format';
import { planFigures } from '../../../shared/domain/offered-plan';
import { MODEM, EXTENDER } from '../../../shared/domain/pricing-constants';
import { SUPPORT_PHONE } from '../../../shared/domain/support-phone';
import { SITE_BRAND } from '../../../shared/site-config';
import type { MobilePlan, Plan } from '../../../shared/schemas/plan';
import type { PdfLine } from './pdf-writer';

const money = (n: number) => formatPrice(n, { dollarSign: true });

const SERVICE_NAMES: Record<string, string> = {
  nbn: 'nbn home broadband',
  fibre: 'Fibre broadband (OptiComm and Vision networks)',
  hwbb: 'Home wireless broadband (5G)',
  mbb: 'Mobile broadband',
  flipToFibre: 'nbn home broadband with the Flip to Fibre upgrade',
};

function commonSections(): PdfLine[] {
  return [
    { text: 'Contract and cancelling', style: 'heading' },
    { text: 'There is no lock-in contract: the plan is month to month. You can cancel at any time by calling us; we ask for 30 days notice and charge the plan fee pro rata for that notice period (monthly fee × 12 ÷ 365 a day), which the minimum cost includes.' },
    { text: 'Complaints', style: 'heading' },
    {
      text: `Call us on ${SUPPORT_PHONE.display} or use our website (/lodge-a-complaint). We acknowledge complaints within 2 working days and aim to resolve them within 15 working days. If you are not satisfied, contact the Telecommunications Industry Ombudsman on 1800 062 058 (tio.com.au).`,
    },
    { text: 'About this summary', style: 'heading' },
    {
      text: `This Critical Information Summary gives the key facts of the plan. It does not replace the terms of our Standard Form of Agreement (/terms). Prices include GST. ${SITE_BRAND.legalName}, ABN ${SITE_BRAND.abn}.`,
    },
  ];
}

/**
 * What the minimum cost leaves out, for the extras the service offers (docs/product/ordering-and-handoff.md#extras-by-service):
 * the fixed-line modem and extender, and Home Secure with its free trial, only where the service has them.
 */
function extrasText(serviceType: string): string {
  const fits = extrasForService(serviceType);
  const parts = ['This is the plan alone.'];
  if (fits.modem)
    parts.push(
      `With your own modem; optional hardware adds to it: ZTE H1600 Wi-Fi 6 mesh modem ${money(MODEM.price)} (free shipping; a modem supplied free carries a ${money(MODEM.earlyCancellationFee)} fee if you cancel within ${MODEM.earlyCancellationMonths} months), ZTE H3601 Wi-Fi extender ${money(EXTENDER.price)}.`,
    );
  else if (serviceType === 'hwbb') parts.push('You need your own compatible 5G home wireless modem: it is not part of this order.');
  if (fits.homeSecure)
    parts.push(`Home Secure comes with a free trial: ${homeSecureTrialText()}. Subscribed with your order: ${homeSecureSteps(true)}.`);
  return parts.join(' ');
}

/**
 * The price steps, the minimum cost and the speed-boost days are the offer's figures of the plan
 * (planFigures, shared/domain/offered-plan.ts: what the plan card and the structured data read;
 * docs/decisions/012-one-minimum-cost.md), and the data from the plan's allowance.
 */
export function broadbandCis(plan: Plan & { activationFee?: number }): { title: string; lines: PdfLine[] } {
  const title = `Critical Information Summary: ${plan.planTitle}`;
  const costPlan = planCostInput(plan);
  const figures = planFigures(plan);
  const lines: PdfLine[] = [
    { text: title, style: 'title' },
    { text: `${SITE_BRAND.name}. Plan ${plan.id}.` },
    { text: 'The service', style: 'heading' },
    { text: `${SERVICE_NAMES[plan.serviceType] ?? 'Broadband'}: ${plan.planHeading}. ${dataAllowanceText(plan.dataAllowanceGb)}` },
    {
      text: `Speed: ${plan.planFullSpeed} Mbps maximum (download/upload). Typical evening speed (7 pm to 11 pm): ${figures.typicalEveningSpeed} Mbps.${figures.speedBoostDaysPerMonth > 0 ? ` Includes ${figures.speedBoostDaysPerMonth} My Speed Boost days each month.` : ''}`,
    },
    { text: 'Price', style: 'heading' },
    { text: `${figures.priceSteps.text}.` },
    ...(costPlan.freeFirstMonth ? [{ text: '1st MONTH FREE: there is no plan fee for your first month.' }] : []),
    ...(plan.priceNotes ? [{ text: plan.priceNotes }] : []),
    { text: `Activation: ${plan.activationFee ? money(plan.activationFee) : 'free'}. New developments: nbn may charge a one-off $300 connection fee, which we pass on at cost.` },
    { text: 'Minimum cost', style: 'heading' },
    { text: `${minimumCostText(figures.minimumTotalCost)} ${extrasText(plan.serviceType)}` },
    ...commonSections(),
  ];
  return { title, lines };
}

export function mobileCis(plan: MobilePlan): { title: string; lines: PdfLine[] } {
  const title = `Critical Information Summary: ${plan.name}`;
  return {
    title,
    lines: [
      { text: title, style: 'title' },
      { text: `${SITE_BRAND.name}. Plan ${plan.id}. SIM only mobile plan.` },
      { text: 'The service', style: 'heading' },
      { text: `${plan.dataGb} GB of data each month. ${plan.inclusions.join('. ')}.` },
      { text: 'Price', style: 'heading' },
      // docs/product/pricing.md#minimum-cost: the first month and the 30-day notice period.
      { text: `${money(plan.price)} per month. ${minimumCostText(planMinimumCost({ price: plan.price, special: null, freeFirstMonth: false }))}` },
      ...commonSections(),
    ],
  };
}
