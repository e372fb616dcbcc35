// docs/product/address-check.md#result-messages "Result messages" and the address widget's additional error / simplified success.
import type { SqResult } from '../../types/address';
import type { ServiceType } from '../../schemas/plan';
import type { HandoffServiceType } from '../ordering/handoff-service-fields';
import { flipPageService, hasFixedLine, serviceStatus, type StatusSq } from './service-status';
import { ADDRESS_NOT_FOUND, ALREADY_UPGRADED_TO_FIBRE, CONNECT_NOW, FIBRE_UPGRADE_FREE_INSTALLATION, FLIP_NOT_YET_AVAILABLE, fibreSpeedsUpTo, HIGH_SPEED_AVAILABLE, NEW_DEVELOPMENT_FEE_NOTICE, NO_SERVICE, SEE_NBN_PLANS } from './messages';
import { monthsUntil } from './months-until-fttp';
import { systemClock } from '../site/australian-time';
import { availableServicesSentence } from './ways-on';
import { newDevelopmentCharge, money } from '../pricing/money';
import { flipStatus } from '../flip/flip-status';

interface MessageBase {
  /**
   * docs/product/address-check.md#new-development: the new development message, where the charge
   * applies to what the page sells (newDevelopmentCharge), with its amount.
   */
  newDevelopment: boolean;
  newDevelopmentText: string | null;
}

export type ResultMessage = MessageBase &
  (
    | { kind: 'not-found'; heading: typeof ADDRESS_NOT_FOUND }
    | { kind: 'no-service'; heading: typeof NO_SERVICE }
    | {
        kind: 'flip-upgrade';
        heading: typeof FIBRE_UPGRADE_FREE_INSTALLATION;
        /** 'Speeds up to {top}Mbps' of the tiers offered; null until they are known. */
        speeds: string | null;
      }
    | {
        kind: 'flip-by-request';
        heading: typeof FLIP_NOT_YET_AVAILABLE;
        /** Months until the flip date (to the nearest), only when it is in the future. */
        monthsUntilFttp: number | null;
        button: typeof SEE_NBN_PLANS;
      }
    | { kind: 'already-fibre'; heading: typeof ALREADY_UPGRADED_TO_FIBRE }
    | {
        kind: 'connect-now';
        heading: typeof CONNECT_NOW;
        /** The fibre upgrade offer shown beside 'Connect now'. */
        upgradeOffer: typeof FIBRE_UPGRADE_FREE_INSTALLATION;
        /** As for 'flip-upgrade'. */
        speeds: string | null;
      }
    | {
        kind: 'available';
        heading: typeof HIGH_SPEED_AVAILABLE;
        /** docs/product/address-check.md#ways-on: which services, named ('Available at this address: 5G home wireless and mobile broadband.'). */
        services: string | null;
      }
    | {
        kind: 'service-unavailable';
        /** 'Sorry, {service} is not available at this address.': the plan list's note below says why. */
        heading: string;
        /** As for 'available': what the address can get instead, if anything. */
        services: string | null;
      }
  );

export interface ResultMessageInput {
  sq: SqResult | null | undefined;
  isFlipPage: boolean;
  addressNotFound: boolean;
  /** The service the page sells ('' for none: the availability page, the nav bar). */
  requested?: ServiceType | '';
  /** Now, for the months-until-FTTP estimate (read as Sydney's day); defaults to the system clock. */
  today?: Date;
  /** The fastest Flip to Fibre plan offered (Mbps), the only source of the upgrade's speeds; null while unknown. */
  flipTopSpeed?: number | null;
}

const noNewDev: MessageBase = { newDevelopment: false, newDevelopmentText: null };

/** docs/product/address-check.md#new-development: the product's sentence, with the amount and the orders it is charged on. */
export function newDevelopmentText(charge: number): string {
  return `${NEW_DEVELOPMENT_FEE_NOTICE} The fee is ${money(charge)}, charged once, on nbn and Flip to Fibre orders.`;
}

/** The new development part: the charge of the service the page sells, or of any the address can order that carries it. */
function newDevelopmentPart(sq: SqResult, service: HandoffServiceType | null): MessageBase {
  const charged = service
    ? newDevelopmentCharge(service, sq)
    : Math.max(
        ...(['nbn', 'flipToFibre'] as const).map((candidate) => (serviceStatus(candidate, sq).kind === 'available' ? newDevelopmentCharge(candidate, sq) : 0)),
      );
  return charged > 0 ? { newDevelopment: true, newDevelopmentText: newDevelopmentText(charged) } : noNewDev;
}

/** The order services the address check qualifies (mobile SIM plans are not address-qualified). */
const orderService = (requested: ServiceType | '' | undefined): HandoffServiceType | null =>
  requested === undefined || requested === '' || requested === 'mobile' ? null : requested;

/** How the address check names a service inside a sentence: product names keep their capitals, the rest is lower case. */
const SERVICE_NAMES: Record<ServiceType, string> = {
  nbn: 'nbn',
  fibre: 'Fibre',
  hwbb: 'home wireless',
  mobile: 'mobile',
  mbb: 'mobile broadband',
  flipToFibre: 'the Flip to Fibre upgrade',
};

/** docs/product/address-check.md#upgrade-by-request: a result for a line whose fibre upgrade is only by request says how to ask for it. */
export const offersUpgradeByRequest = (message: ResultMessage, sq: SqResult): boolean =>
  message.kind !== 'no-service' && message.kind !== 'not-found' && hasFixedLine(sq) && flipStatus(sq) === 'by-request';

/** docs/product/address-check.md#requested-service-unavailable leaves the words open: which service is missing (the plan list says why). */
export function requestedServiceUnavailableText(requested: ServiceType): string {
  return `Sorry, ${SERVICE_NAMES[requested]} is not available at this address.`;
}

const unavailable = (service: HandoffServiceType, sq: SqResult, newDev: MessageBase): ResultMessage => ({
  kind: 'service-unavailable',
  heading: requestedServiceUnavailableText(service),
  services: availableServicesSentence(sq),
  ...newDev,
});

/**
 * The docs/product/address-check.md#result-messages result message, read from the service status the plan
 * list and the hand-off read (service-status.ts), so it never promises what the list then refuses.
 */
export function resultMessage({ sq, isFlipPage, addressNotFound, requested, today, flipTopSpeed }: ResultMessageInput): ResultMessage {
  if (addressNotFound || !sq) return { kind: 'not-found', heading: ADDRESS_NOT_FOUND, ...noNewDev };
  if (sq.categories.length === 0) return { kind: 'no-service', heading: NO_SERVICE, ...noNewDev };

  const speeds = typeof flipTopSpeed === 'number' && flipTopSpeed > 0 ? fibreSpeedsUpTo(flipTopSpeed) : null;
  if (isFlipPage) {
    const flip = serviceStatus('flipToFibre', sq);
    // An address on a fibre network buys that network's plans here: no nbn charge. One already on nbn's
    // fibre is led to nbn plans, which carry it.
    const newDev = newDevelopmentPart(sq, flipPageService(sq));
    if (flip.kind === 'available')
      return { kind: 'flip-upgrade', heading: FIBRE_UPGRADE_FREE_INSTALLATION, speeds, ...newDev };
    if (flip.kind === 'already-on-fibre') return { kind: 'already-fibre', heading: ALREADY_UPGRADED_TO_FIBRE, ...newDev };
    if (flip.reason === 'flip_not_available' || flip.reason === 'flip_not_offered')
      return {
        kind: 'flip-by-request',
        heading: FLIP_NOT_YET_AVAILABLE,
        monthsUntilFttp: monthsUntil(sq.flipDate, today ?? new Date(systemClock())),
        button: SEE_NBN_PLANS,
        ...newDev,
      };
    return unavailable('flipToFibre', sq, newDev);
  }

  const service = orderService(requested);
  const newDev = newDevelopmentPart(sq, service);
  if (service && serviceStatus(service, sq).kind !== 'available') return unavailable(service, sq, newDev);
  if (serviceStatus('flipToFibre', sq).kind === 'available')
    return { kind: 'connect-now', heading: CONNECT_NOW, upgradeOffer: FIBRE_UPGRADE_FREE_INSTALLATION, speeds, ...newDev };
  return { kind: 'available', heading: HIGH_SPEED_AVAILABLE, services: availableServicesSentence(sq), ...newDev };
}

/**
 * docs/product/address-check.md#requested-service-unavailable: "An additional error shows (and a failure
 * event fires) when the requested service type is not available." Nothing requested and mobile SIM plans are never one.
 */
export function isRequestedServiceAvailable(sq: StatusSq | null | undefined, requested: ServiceType | ''): boolean {
  const service = orderService(requested);
  if (service === null) return true;
  if (!sq) return false;
  return serviceStatus(service, sq).kind === 'available';
}

/**
 * docs/product/address-check.md#flip-availability: "Simplified success shows only there [the dedicated availability page], when exactly one
 * service is available and it is the requested one."
 */
export function showSimplifiedSuccess(
  sq: Pick<SqResult, 'services'> | null | undefined,
  requested: ServiceType | '',
  isAvailabilityPage: boolean,
): boolean {
  if (!isAvailabilityPage || !sq) return false;
  return sq.services.length === 1 && sq.services[0] === requested;
}
