// Column storage for the address book: ~250k addresses as a handful of typed arrays instead of
// 250k objects, so the book builds in well under a second and stays small in memory (docs/architecture.md#the-embedded-provider).
import { dayNumber, isoDate } from './day-numbers';
import { FLIP_READY_STATUSES, TECHNOLOGIES, TECHNOLOGY_INDEX, UNCONNECTED_CAMPAIGN } from './premises';
import type { FlipStatus, Premises, TechnologyCode } from './premises';

export const FLAG = {
  nbn: 1,
  opticomm: 2,
  vision: 4,
  wholesale: 8,
  newDevelopment: 16,
  activeService: 32,
  apiOnly: 64,
  campaign: 128,
  homeWireless: 256,
  mobileBroadband: 512,
} as const;

/**
 * alternativeTechnologyDetails, packed: the date lives in the flipDay column. The generator uses the
 * first four; the named scenarios also use nbn's other statuses (docs/architecture.md#contracts), one code each.
 */
export const FLIP = {
  none: 0,
  ready: 1,
  readyByRequest: 2,
  notReady: 3,
  eligibleToOrder: 4,
  inDesign: 5,
  planned: 6,
  committed: 7,
  pendingAssessment: 8,
} as const;

/** The readyStatus each code stands for (codes 1 and 2 are both 'Ready', with and without a date). */
const FLIP_STATUS_OF_CODE: Record<number, FlipStatus['readyStatus']> = {
  [FLIP.ready]: 'Ready',
  [FLIP.readyByRequest]: 'Ready',
  [FLIP.notReady]: 'Not Ready',
  [FLIP.eligibleToOrder]: 'Eligible To Order',
  [FLIP.inDesign]: 'In Design',
  [FLIP.planned]: 'Planned',
  [FLIP.committed]: 'Committed',
  [FLIP.pendingAssessment]: 'Pending Assessment',
};

function flipCodeOf(flip: FlipStatus | null): number {
  if (flip === null) return FLIP.none;
  if (flip.readyStatus === 'Ready') return flip.readyDate === null ? FLIP.readyByRequest : FLIP.ready;
  const code = Object.entries(FLIP_STATUS_OF_CODE).find(([, status]) => status === flip.readyStatus)?.[0];
  if (code === undefined) throw new Error(`no flip code for ${flip.readyStatus}`);
  return Number(code);
}

// Every status the provider can send has a code (a new one added to premises.ts fails here at load).
for (const status of FLIP_READY_STATUSES) if (!Object.values(FLIP_STATUS_OF_CODE).includes(status)) throw new Error(`no flip code for ${status}`);

/** One address's packed values (everything except its street and position). */
export interface PackedPremises {
  technology: number;
  serviceClass: number;
  flags: number;
  flip: number;
  flipDay: number;
  readyDay: number;
  maxSpeed: number;
}

function grow<T extends Uint8Array | Uint16Array | Uint32Array>(array: T, size: number): T {
  const Constructor = array.constructor as new (length: number) => T;
  const bigger = new Constructor(size);
  bigger.set(array.subarray(0, Math.min(array.length, size)));
  return bigger;
}

export class AddressColumns {
  size = 0;
  street = new Uint32Array(1 << 16);
  number = new Uint16Array(1 << 16);
  unit = new Uint8Array(1 << 16);
  technology = new Uint8Array(1 << 16);
  serviceClass = new Uint8Array(1 << 16);
  flags = new Uint16Array(1 << 16);
  flip = new Uint8Array(1 << 16);
  flipDay = new Uint16Array(1 << 16);
  readyDay = new Uint16Array(1 << 16);
  maxSpeed = new Uint16Array(1 << 16);

  push(street: number, number: number, unit: number, premises: PackedPremises): number {
    if (this.size === this.street.length) this.resize(this.size * 2);
    const at = this.size;
    this.street[at] = street;
    this.number[at] = number;
    this.unit[at] = unit;
    this.technology[at] = premises.technology;
    this.serviceClass[at] = premises.serviceClass;
    this.flags[at] = premises.flags;
    this.flip[at] = premises.flip;
    this.flipDay[at] = premises.flipDay;
    this.readyDay[at] = premises.readyDay;
    this.maxSpeed[at] = premises.maxSpeed;
    this.size += 1;
    return at;
  }

  has(index: number, flag: number): boolean {
    return ((this.flags[index] ?? 0) & flag) !== 0;
  }

  /** Drops the spare capacity once generation is done. */
  seal(): void {
    this.resize(this.size);
  }

  private resize(capacity: number): void {
    this.street = grow(this.street, capacity);
    this.number = grow(this.number, capacity);
    this.unit = grow(this.unit, capacity);
    this.technology = grow(this.technology, capacity);
    this.serviceClass = grow(this.serviceClass, capacity);
    this.flags = grow(this.flags, capacity);
    this.flip = grow(this.flip, capacity);
    this.flipDay = grow(this.flipDay, capacity);
    this.readyDay = grow(this.readyDay, capacity);
    this.maxSpeed = grow(this.maxSpeed, capacity);
  }

  premisesAt(index: number): Premises {
    const flags = this.flags[index] ?? 0;
    const has = (flag: number) => (flags & flag) !== 0;
    const flipDate = isoDate(this.flipDay[index] ?? 0);
    const flipCode = this.flip[index] ?? FLIP.none;
    const readyStatus = FLIP_STATUS_OF_CODE[flipCode];
    let flip: FlipStatus | null = null;
    if (flipCode === FLIP.ready) flip = flipDate === null ? null : { readyStatus: 'Ready', readyDate: flipDate };
    else if (flipCode === FLIP.readyByRequest) flip = { readyStatus: 'Ready', readyDate: null };
    else if (readyStatus !== undefined) flip = { readyStatus, readyDate: flipDate };
    return {
      technology: TECHNOLOGIES[this.technology[index] ?? 0]?.code ?? 'FTTP',
      serviceClass: this.serviceClass[index] ?? 0,
      nbn: has(FLAG.nbn),
      fibre: has(FLAG.opticomm) ? 'OptiComm' : has(FLAG.vision) ? 'Vision' : null,
      wholesale: has(FLAG.wholesale),
      newDevelopment: has(FLAG.newDevelopment),
      activeService: has(FLAG.activeService),
      apiOnly: has(FLAG.apiOnly),
      campaigns: has(FLAG.campaign) ? [UNCONNECTED_CAMPAIGN] : [],
      flip,
      readyDate: isoDate(this.readyDay[index] ?? 0),
      maximumDownloadSpeed: this.maxSpeed[index] ?? 0,
      homeWireless: has(FLAG.homeWireless),
      mobileBroadband: has(FLAG.mobileBroadband),
    };
  }
}

/** Packs a readable premises (used for the named scenarios). */
export function packPremises(premises: Premises): PackedPremises {
  let flags = 0;
  if (premises.nbn) flags |= FLAG.nbn;
  if (premises.fibre === 'OptiComm') flags |= FLAG.opticomm;
  if (premises.fibre === 'Vision') flags |= FLAG.vision;
  if (premises.wholesale) flags |= FLAG.wholesale;
  if (premises.newDevelopment) flags |= FLAG.newDevelopment;
  if (premises.activeService) flags |= FLAG.activeService;
  if (premises.apiOnly) flags |= FLAG.apiOnly;
  if (premises.campaigns.includes(UNCONNECTED_CAMPAIGN)) flags |= FLAG.campaign;
  if (premises.homeWireless) flags |= FLAG.homeWireless;
  if (premises.mobileBroadband) flags |= FLAG.mobileBroadband;
  const { flip } = premises;
  const flipCode = flipCodeOf(flip);
  return {
    technology: TECHNOLOGY_INDEX[premises.technology as TechnologyCode],
    serviceClass: premises.serviceClass,
    flags,
    flip: flipCode,
    flipDay: flip?.readyDate ? dayNumber(flip.readyDate) : 0,
    readyDay: premises.readyDate ? dayNumber(premises.readyDate) : 0,
    maxSpeed: premises.maximumDownloadSpeed,
  };
}
