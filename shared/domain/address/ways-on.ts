// docs/product/address-check.md#ways-on: where the result sends the visitor next: plans the address can get, never
// back to the page the visitor is on.
import type { ServiceType } from '../../schemas/plan';
import { CATALOGUE_PATHS, PATHS } from '../../routes/paths';
import type { SqResult } from '../../types/address';
import type { HandoffServiceType } from '../ordering/handoff-service-fields';
import { serviceStatus, type StatusSq } from './service-status';

/** The id of the plan list on every plan page: "See plans" lands there. */
export const PLANS_ANCHOR = '#plans';

export type WaysOnSq = StatusSq & Pick<SqResult, 'priority'>;

/** A service the address can get, with the words the result uses for it and its plan list. */
export interface WayOn {
  service: HandoffServiceType | 'mobile';
  /** Inside a sentence ("Available at this address: …"). */
  name: string;
  /** As a link. */
  label: string;
  /** The plan list, with the #plans anchor. */
  path: string;
}

const WAYS: Readonly<Record<'fibre' | 'nbn' | 'hwbb' | 'mbb' | 'mobile', Omit<WayOn, 'service'>>> = {
  fibre: { name: 'fibre', label: 'Fibre plans', path: `${PATHS.fibre}${PLANS_ANCHOR}` },
  nbn: { name: 'nbn broadband', label: 'nbn plans', path: `${PATHS.nbn}${PLANS_ANCHOR}` },
  hwbb: { name: '5G home wireless', label: 'Home wireless plans', path: `${PATHS.homeWireless}${PLANS_ANCHOR}` },
  mbb: { name: 'mobile broadband', label: 'Mobile broadband', path: `${PATHS.mobileBroadband}${PLANS_ANCHOR}` },
  mobile: { name: 'mobile SIM plans', label: 'Mobile SIM plans', path: PATHS.mobilePhone },
};

const way = (service: keyof typeof WAYS): WayOn => ({ service, ...WAYS[service] });

/** The line services the address can get, best first (its fibre network's first where it has priority), as "See plans" picks. */
export function servicesAtAddress(sq: WaysOnSq): WayOn[] {
  const order: ('fibre' | 'nbn' | 'hwbb' | 'mbb')[] = sq.priority === 'fibre' || sq.priority === 'vision' ? ['fibre', 'nbn', 'hwbb', 'mbb'] : ['nbn', 'fibre', 'hwbb', 'mbb'];
  return order.filter((service) => serviceStatus(service, sq).kind === 'available').map(way);
}

/** The sentence beside the heading that names no service: "Available at this address: 5G home wireless and mobile broadband." */
export function availableServicesSentence(sq: WaysOnSq): string | null {
  const names = servicesAtAddress(sq).map((entry) => entry.name);
  if (names.length === 0) return null;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Available at this address: ${list}.`;
}

const pathOnly = (path: string): string => path.split('#', 1)[0] ?? path;

/** "See plans": the requested service's list where the address gets it, else the best it gets but `currentPath`; else null. */
export function plansPathFor(sq: WaysOnSq, requested: ServiceType | '', currentPath = ''): string | null {
  if (requested !== '' && requested !== 'mobile' && requested !== 'flipToFibre' && requested in CATALOGUE_PATHS) {
    if (serviceStatus(requested, sq).kind === 'available') return `${CATALOGUE_PATHS[requested]}${PLANS_ANCHOR}`;
  }
  return servicesAtAddress(sq).find((entry) => pathOnly(entry.path) !== currentPath)?.path ?? null;
}

/**
 * docs/product/address-check.md#no-dead-ends: the services that need no line where the address gets them (SIM plans
 * where the mobile broadband category says the network reaches), never the page the visitor is on.
 */
export function noLineAlternatives(sq: WaysOnSq, currentPath = ''): WayOn[] {
  const alternatives: WayOn[] = [];
  if (serviceStatus('hwbb', sq).kind === 'available') alternatives.push(way('hwbb'));
  if (serviceStatus('mbb', sq).kind === 'available') alternatives.push(way('mbb'), way('mobile'));
  return alternatives.filter((entry) => pathOnly(entry.path) !== currentPath);
}
