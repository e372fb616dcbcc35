// docs/product/ordering-and-handoff.md#extras-by-service: which extras fit which service. One rule for the
// extras step (what is offered), the order summary (what is listed and priced) and the hand-off (what is
// sent), so an extra that does not fit a service is neither shown, priced nor ordered.
import type { VoicePlanKey } from '../pricing/price-list';
import type { ReceivedFields } from '../ordering/order-signature';

export interface ServiceExtras {
  /** The fixed-line Wi-Fi modem (ZTE H1600): for services over an nbn or fibre line. */
  modem: boolean;
  /** The Wi-Fi extender: offered with the modem only. */
  extender: boolean;
  /** The home phone (VoIP) and, without it, the warning that the landline number is lost. */
  homePhone: boolean;
  /** Home Secure, with its free trial: with the fixed-line home broadband plans only. */
  homeSecure: boolean;
  /** The nbn plan while waiting for fibre: Flip to Fibre only. */
  transferPlan: boolean;
}

const FIXED_LINE: ServiceExtras = { modem: true, extender: true, homePhone: true, homeSecure: true, transferPlan: false };
const NONE: ServiceExtras = { modem: false, extender: false, homePhone: false, homeSecure: false, transferPlan: false };

/** The table of docs/product/ordering-and-handoff.md#extras-by-service; an unknown service type gets nothing. */
export function extrasForService(serviceType: string): ServiceExtras {
  switch (serviceType) {
    case 'nbn':
    case 'fibre':
      return FIXED_LINE;
    case 'flipToFibre':
      return { ...FIXED_LINE, transferPlan: true };
    default:
      return NONE;
  }
}

/** The hand-off's `hs` (docs/product/pricing.md#home-secure): subscribed with the order, the free trial only, or none for a service without it. */
export type HomeSecureChoice = 'subscribe' | 'trial' | 'none';

/** The visitor's extras as they chose them (the cart). */
export interface ExtrasChoices {
  modem: boolean;
  extenders: number;
  voip: boolean;
  voipPlan: VoicePlanKey;
  homeSecure: boolean;
  transferPlan: 50 | 100;
}

/** The extras as ordered: what the summary lists and prices and the hand-off sends. */
export interface OrderedExtras {
  modem: boolean;
  /** 0 or 1, and only with the modem. */
  extenders: 0 | 1;
  voice: VoicePlanKey | 'none';
  homeSecure: HomeSecureChoice;
  transferPlan: 50 | 100 | null;
}

/** The visitor's choices filtered by what the service offers: one answer for the summary and the order. */
export function orderedExtras(choices: ExtrasChoices, serviceType: string): OrderedExtras {
  const fits = extrasForService(serviceType);
  const modem = fits.modem && choices.modem;
  return {
    modem,
    extenders: modem && fits.extender && choices.extenders > 0 ? 1 : 0,
    voice: fits.homePhone && choices.voip ? choices.voipPlan : 'none',
    homeSecure: fits.homeSecure ? (choices.homeSecure ? 'subscribe' : 'trial') : 'none',
    transferPlan: fits.transferPlan ? choices.transferPlan : null,
  };
}

/** What is wrong with a received order's extras for its service (the order stand-in's check, beside `serviceFieldProblems`). */
export function extrasFieldProblems(serviceType: string, received: ReceivedFields): string[] {
  const fits = extrasForService(serviceType);
  const value = (name: string): string | undefined => {
    const field = received[name];
    return typeof field === 'string' ? field : undefined;
  };
  const problems: string[] = [];
  const modem = value('modem') ?? '0';
  const extender = value('extender') ?? '0';
  if (!fits.modem && modem !== '0') problems.push(`modem must be 0: ${serviceType} has no modem to order`);
  if (extender !== '0' && extender !== '1') problems.push(`extender must be 0 or 1`);
  else if (extender === '1' && (modem !== '1' || !fits.extender)) problems.push('an extender is ordered only with the modem');
  if (!fits.homePhone && (value('unlimited_phone') === '1' || value('payg_phone') === '1'))
    problems.push(`${serviceType} has no home phone to order`);
  const hs = value('hs');
  if (fits.homeSecure && hs !== 'subscribe' && hs !== 'trial') problems.push('hs must be subscribe or trial');
  if (!fits.homeSecure && received.hs !== undefined) problems.push(`hs is not sent for ${serviceType}: it has no Home Secure`);
  return problems;
}
