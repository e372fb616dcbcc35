// docs/product/address-check.md#result-messages "Result messages" and the address widget's additional error / simplified success.
import type { SqResult } from '../types/address';
import type { ServiceType } from '../schemas/plan';
import { isFlipOnlyByRequest, isFlipReadyWithDate } from './flip-availability';
import {
  ADDRESS_NOT_FOUND,
  ALREADY_UPGRADED_TO_FIBRE,
  CONNECT_NOW,
  FIBRE_SPEEDS_UP_TO,
  FIBRE_UPGRADE_FREE_INSTALLATION,
  FLIP_NOT_YET_AVAILABLE,
  HIGH_SPEED_AVAILABLE,
  NEW_DEVELOPMENT_FEE_NOTICE,
  NO_SERVICE,
  SEE_NBN_PLANS,
} from './messages';
import { monthsUntil } from './months-until-fttp';

interface MessageBase {
  /** docs/product/address-check.md#result-messages: "nbnNewDev true: new development message (section 8)". */
  newDevelopment: boolean;
  newDevelopmentText: typeof NEW_DEVELOPMENT_FEE_NOTICE | null;
}

export type ResultMessage = MessageBase &
  (
    | { kind: 'not-found'; heading: typeof ADDRESS_NOT_FOUND }
    | { kind: 'no-service'; heading: typeof NO_SERVICE }
    | { kind: 'flip-upgrade'; heading: typeof FIBRE_UPGRADE_FREE_INSTALLATION; speeds: typeof FIBRE_SPEEDS_UP_TO }
    | {
        kind: 'flip-by-request';
        heading: typeof FLIP_NOT_YET_AVAILABLE;
        /** Whole months until the flip date, only when it is in the future. */
        monthsUntilFttp: number | null;
        button: typeof SEE_NBN_PLANS;
      }
    | { kind: 'already-fibre'; heading: typeof ALREADY_UPGRADED_TO_FIBRE }
    | {
        kind: 'connect-now';
        heading: typeof CONNECT_NOW;
        /** The fibre upgrade offer shown beside 'Connect now'. */
        upgradeOffer: typeof FIBRE_UPGRADE_FREE_INSTALLATION;
        speeds: typeof FIBRE_SPEEDS_UP_TO;
      }
    | { kind: 'available'; heading: typeof HIGH_SPEED_AVAILABLE }
  );

export type ResultMessageKind = ResultMessage['kind'];

export interface ResultMessageInput {
  sq: SqResult | null | undefined;
  isFlipPage: boolean;
  addressNotFound: boolean;
  /** The visitor's today, for the months-until-FTTP estimate; defaults to now. */
  today?: Date;
}

const noNewDev: MessageBase = { newDevelopment: false, newDevelopmentText: null };

const FTTP = /^(fttp|fibre to the premises)$/i;

/**
 * Already on fibre: nbn FTTP, or an OptiComm / Vision fibre network. Decision (docs/product/address-check.md#result-messages "Flip page
 * without flip readiness: 'Great news! You are already upgraded to Fibre.'"): that sentence is only
 * true for fibre premises, so an HFC, FTTN, wireless or satellite address is never told it is on
 * fibre; it gets the general high-speed message instead.
 */
const isOnFibre = (sq: SqResult): boolean => FTTP.test(sq.nbnType.trim()) || sq.hasFibre;

/** docs/product/address-check.md#service-type-from-path: "No services or categories" (either list empty means nothing can be sold). */
const hasNoService = (sq: SqResult): boolean => sq.services.length === 0 || sq.categories.length === 0;

/** Picks the docs/product/address-check.md#result-messages result message for an address check. */
export function resultMessage({ sq, isFlipPage, addressNotFound, today }: ResultMessageInput): ResultMessage {
  if (addressNotFound || !sq) return { kind: 'not-found', heading: ADDRESS_NOT_FOUND, ...noNewDev };
  if (hasNoService(sq)) return { kind: 'no-service', heading: NO_SERVICE, ...noNewDev };

  const newDev: MessageBase = sq.nbnNewDev
    ? { newDevelopment: true, newDevelopmentText: NEW_DEVELOPMENT_FEE_NOTICE }
    : noNewDev;
  const readyWithDate = isFlipReadyWithDate(sq);

  if (isFlipPage) {
    if (readyWithDate)
      return { kind: 'flip-upgrade', heading: FIBRE_UPGRADE_FREE_INSTALLATION, speeds: FIBRE_SPEEDS_UP_TO, ...newDev };
    if (isFlipOnlyByRequest(sq))
      return {
        kind: 'flip-by-request',
        heading: FLIP_NOT_YET_AVAILABLE,
        monthsUntilFttp: monthsUntil(sq.flipDate, today ?? new Date()),
        button: SEE_NBN_PLANS,
        ...newDev,
      };
    if (isOnFibre(sq)) return { kind: 'already-fibre', heading: ALREADY_UPGRADED_TO_FIBRE, ...newDev };
    return { kind: 'available', heading: HIGH_SPEED_AVAILABLE, ...newDev };
  }

  if (readyWithDate)
    return {
      kind: 'connect-now',
      heading: CONNECT_NOW,
      upgradeOffer: FIBRE_UPGRADE_FREE_INSTALLATION,
      speeds: FIBRE_SPEEDS_UP_TO,
      ...newDev,
    };
  return { kind: 'available', heading: HIGH_SPEED_AVAILABLE, ...newDev };
}

const includesIgnoringCase = (list: readonly string[], wanted: string): boolean =>
  list.some((item) => item.toLowerCase() === wanted.toLowerCase());

/**
 * docs/product/address-check.md#requested-service-unavailable: "An additional error shows (and a failure event fires) when the requested service type is
 * not available."
 *
 * Decisions: nothing requested (a page without a service) is never an error; nbn and fibre are read
 * from sqResult.services (or the plan categories); flipToFibre needs an nbn service that is flip ready
 * with a date (the only case where it can be ordered, docs/product/ordering-and-handoff.md#address-check-complete "Address check complete"); hwbb needs a
 * home wireless plan category; mobile and mobile broadband run on the mobile network, which the
 * address check does not cover, so they are always available.
 */
export function isRequestedServiceAvailable(
  sq: Pick<SqResult, 'services' | 'categories' | 'flipReady' | 'flipDate' | 'nbnServiceClass'> | null | undefined,
  requested: ServiceType | '',
): boolean {
  if (requested === '' || requested === 'mobile' || requested === 'mbb') return true;
  if (!sq) return false;
  switch (requested) {
    case 'nbn':
    case 'fibre':
      return sq.services.includes(requested) || includesIgnoringCase(sq.categories, requested);
    case 'flipToFibre':
      return sq.services.includes('nbn') && isFlipReadyWithDate(sq);
    case 'hwbb':
      return includesIgnoringCase(sq.categories, 'hwbb');
  }
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
