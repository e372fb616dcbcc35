// The address book's addresses as a handful of typed arrays, not objects: quick to build, small in memory.
import { FLIP_READY_STATUSES, TECHNOLOGIES, TECHNOLOGY_INDEX, UNCONNECTED_CAMPAIGN } from './premises';
import type { FlipReadyStatus, Premises, TechnologyCode } from './premises';

// Dates are whole days since 2000-01-01 (UTC) in Uint16 columns, 0 "no date"; generated ones sit around a
// fixed "today", 2026-11-21, so answers and tests never drift with the clock.
const EPOCH_MS = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;

export function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Math.round((Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1) - EPOCH_MS) / DAY_MS);
}

export function isoDate(day: number): string | null {
  if (day === 0) return null;
  return new Date(EPOCH_MS + day * DAY_MS).toISOString().slice(0, 10);
}

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

/** The readyStatus of each flip code (its date in flipDay): none, 'Ready' with a date, then nbn's statuses (docs/architecture.md#contracts). */
const FLIP_STATUS_OF_CODE: readonly (FlipReadyStatus | null)[] = [null, 'Ready', ...FLIP_READY_STATUSES];

export const FLIP = { none: 0, ready: 1, readyByRequest: 2, notReady: FLIP_STATUS_OF_CODE.indexOf('Not Ready') } as const;

const PREMISES_COLUMNS = ['technology', 'serviceClass', 'flags', 'flip', 'flipDay', 'readyDay', 'maxSpeed'] as const;
/** One address's packed values (everything except its street and position), one column each. */
export type PackedPremises = Record<(typeof PREMISES_COLUMNS)[number], number>;
const COLUMNS = ['street', 'number', 'unit', ...PREMISES_COLUMNS] as const;

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
    for (const column of PREMISES_COLUMNS) this[column][at] = premises[column];
    this.size += 1;
    return at;
  }

  /** Drops the spare capacity once generation is done. */
  seal(): void {
    this.resize(this.size);
  }

  private resize(capacity: number): void {
    const columns = this as Record<(typeof COLUMNS)[number], Uint8Array | Uint16Array | Uint32Array>;
    for (const column of COLUMNS) columns[column] = grow(columns[column], capacity);
  }

  premisesAt(index: number): Premises {
    const flags = this.flags[index] ?? 0;
    const has = (flag: number) => (flags & flag) !== 0;
    const flipDate = isoDate(this.flipDay[index] ?? 0);
    const flipCode = this.flip[index] ?? FLIP.none;
    const readyStatus = FLIP_STATUS_OF_CODE[flipCode];
    // A 'Ready' code without its date stands for no upgrade path.
    const flip = readyStatus && !(flipCode === FLIP.ready && flipDate === null) ? { readyStatus, readyDate: flipDate } : null;
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

/** The premises' yes-or-no facts stored as the flag of the same name. */
const FLAGGED_FACTS = ['nbn', 'wholesale', 'newDevelopment', 'activeService', 'apiOnly', 'homeWireless', 'mobileBroadband'] as const;

/** Packs a readable premises (used for the named scenarios). */
export function packPremises(premises: Premises): PackedPremises {
  let flags = 0;
  for (const fact of FLAGGED_FACTS) if (premises[fact]) flags |= FLAG[fact];
  if (premises.fibre === 'OptiComm') flags |= FLAG.opticomm;
  if (premises.fibre === 'Vision') flags |= FLAG.vision;
  if (premises.campaigns.includes(UNCONNECTED_CAMPAIGN)) flags |= FLAG.campaign;
  const { flip } = premises;
  // 'Ready' without a date has a code of its own; every other status is its index (FLIP.ready for a dated 'Ready').
  const byRequest = flip?.readyStatus === 'Ready' && flip.readyDate === null;
  return {
    technology: TECHNOLOGY_INDEX[premises.technology as TechnologyCode],
    serviceClass: premises.serviceClass,
    flags,
    flip: flip === null ? FLIP.none : byRequest ? FLIP.readyByRequest : FLIP_STATUS_OF_CODE.indexOf(flip.readyStatus),
    flipDay: flip?.readyDate ? dayNumber(flip.readyDate) : 0,
    readyDay: premises.readyDate ? dayNumber(premises.readyDate) : 0,
    maxSpeed: premises.maximumDownloadSpeed,
  };
}
