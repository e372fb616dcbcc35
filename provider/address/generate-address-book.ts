// A deterministic address book on the real localities (docs/architecture.md#the-embedded-provider), one seed, one pass.
import { AddressColumns, dayNumber, FLAG, FLIP, packPremises } from './address-columns';
import type { PackedPremises } from './address-columns';
import { loadLocalities } from './localities';
import type { Locality, Remoteness } from './localities';
import { MAX_ENCODABLE_ADDRESSES } from './location-ids';
import type { LocationIdKind } from './location-ids';
import { TECHNOLOGY_INDEX } from './premises';
import { SCENARIO_PLACEMENTS } from './scenarios';
import { createSeededRandom } from '../seeded-random';
import type { SeededRandom } from '../seeded-random';
import { STREET_NAMES, STREET_TYPE_WEIGHTS, STREET_TYPES } from './street-names';

export const DEFAULT_SEED = 20_261_121;

/** Per remoteness (index 1..5): how much street there is, and the technology mix (premises.ts order). */
const BY_REMOTENESS: Record<Remoteness, {
  streets: [number, number];
  numbers: [number, number];
  blockChance: number;
  maxUnits: number;
  technologyWeights: number[];
  estateChance: number;
  homeWireless: number;
  mobileBroadband: number;
}> = {
  //            FTTP FTTN FTTC FTTB HFC  FW  SAT
  1: { streets: [2, 4], numbers: [4, 11], blockChance: 0.06, maxUnits: 12, technologyWeights: [28, 27, 14, 3, 28, 0, 0], estateChance: 0.04, homeWireless: 0.8, mobileBroadband: 1 },
  2: { streets: [1, 3], numbers: [3, 9], blockChance: 0.025, maxUnits: 6, technologyWeights: [32, 36, 9, 1, 10, 11, 1], estateChance: 0.05, homeWireless: 0.3, mobileBroadband: 1 },
  3: { streets: [1, 2], numbers: [3, 9], blockChance: 0.01, maxUnits: 4, technologyWeights: [22, 28, 3, 0, 2, 33, 12], estateChance: 0.015, homeWireless: 0.06, mobileBroadband: 0.97 },
  4: { streets: [1, 1], numbers: [3, 8], blockChance: 0, maxUnits: 0, technologyWeights: [10, 8, 0, 0, 0, 45, 37], estateChance: 0, homeWireless: 0, mobileBroadband: 0.85 },
  5: { streets: [1, 1], numbers: [2, 6], blockChance: 0, maxUnits: 0, technologyWeights: [4, 2, 0, 0, 0, 26, 68], estateChance: 0, homeWireless: 0, mobileBroadband: 0.65 },
};

const T = TECHNOLOGY_INDEX;

const day = (rng: SeededRandom, from: string, to: string): number => {
  const start = dayNumber(from);
  return start + rng.int(dayNumber(to) - start + 1);
};

const between = (rng: SeededRandom, [low, high]: [number, number]): number => low + rng.int(high - low + 1);

/** docs/product/address-check.md#flip-availability: an FTTN or FTTC street's upgrade path, and the range its date falls in. */
const FLIP_CHOICES: [number, string?, string?][] = [
  [FLIP.none], [FLIP.ready, '2025-01-13', '2026-11-02'], [FLIP.readyByRequest], [FLIP.notReady, '2027-01-15', '2028-12-15'], [FLIP.notReady],
];

/** What a whole street shares: nbn rolled out by area, so neighbours mostly match. */
function planStreet(rng: SeededRandom, remoteness: Remoteness, homeWireless: boolean, mobileBroadband: boolean) {
  const profile = BY_REMOTENESS[remoteness];
  const estate = rng.chance(profile.estateChance);
  const technology = estate ? T.FTTP : rng.weighted(profile.technologyWeights);
  const opticomm = estate && rng.chance(0.35);
  const readyDay = estate ? day(rng, '2023-06-01', '2026-10-30') : day(rng, '2013-07-01', '2022-12-20');
  const upgradable = technology === T.FTTN || technology === T.FTTC;
  const [flip, from, to] = (upgradable ? FLIP_CHOICES[rng.weighted([30, 36, 9, 15, 10])] : undefined) ?? [FLIP.none];
  const flipDay = from && to ? day(rng, from, to) : 0;
  return { technology, estate, opticomm, flip, flipDay, readyDay, homeWireless, mobileBroadband };
}
type StreetPlan = ReturnType<typeof planStreet>;

const SPEEDS: Record<number, readonly number[]> = {
  [T.FTTP]: [1000],
  [T.FTTN]: [25, 50, 50, 60, 75, 100, 100],
  [T.FTTC]: [100, 100, 250],
  [T.FTTB]: [50, 75, 100, 100],
  [T.HFC]: [1000],
  [T.FW]: [75, 100, 250],
  [T.SAT]: [25, 100],
};

function serviceClassOf(rng: SeededRandom, technology: number, active: boolean): number {
  switch (technology) {
    case T.FTTP: return active ? 3 : rng.chance(0.7) ? 2 : 1;
    case T.FTTN:
    case T.FTTB: return active ? 13 : [12, 12, 12, 11, 11, 10][rng.int(6)] ?? 12;
    case T.HFC: return active ? 24 : [23, 23, 22, 21, 20][rng.int(5)] ?? 23;
    case T.FTTC: return active ? 34 : [33, 33, 32, 31, 30][rng.int(5)] ?? 33;
    case T.FW: return active ? (rng.chance(0.5) ? 6 : 7) : rng.chance(0.6) ? 5 : 4;
    default: return active ? 9 : 8;
  }
}

/** The service facts of one address on a planned street; `technology` is the street's, or its apartment block's. */
function planPremises(rng: SeededRandom, plan: StreetPlan, remoteness: Remoteness, technology: number, blockVision: boolean): PackedPremises {
  let flags = 0;
  if (plan.homeWireless) flags |= FLAG.homeWireless;
  if (plan.mobileBroadband) flags |= FLAG.mobileBroadband;
  if (rng.chance(plan.estate ? 0.25 : 0.025)) flags |= FLAG.apiOnly;

  const roll = rng.next();
  // About 1% have no network listed (vacant lots, sheds); a few only the wholesale carrier.
  if (roll < 0.012) {
    return { technology, serviceClass: 0, flags: roll < 0.008 ? flags : flags | FLAG.wholesale, flip: FLIP.none, flipDay: 0, readyDay: 0, maxSpeed: 0 };
  }

  const fibreOnly = (plan.opticomm && rng.chance(0.6)) || (blockVision && rng.chance(0.3));
  if (!fibreOnly) flags |= FLAG.nbn;
  if (plan.opticomm) flags |= FLAG.opticomm;
  else if (blockVision) flags |= FLAG.vision;
  if (plan.estate) flags |= FLAG.newDevelopment;
  if (!fibreOnly && rng.chance(0.1)) flags |= FLAG.wholesale;

  // About 1.5% are not yet serviceable by nbn (class 0): some with a planned date, some without.
  if (!fibreOnly && rng.chance(remoteness >= 4 ? 0.04 : 0.015)) {
    const planned = rng.chance(0.4) ? day(rng, '2027-01-10', '2028-11-30') : 0;
    return { technology, serviceClass: 0, flags, flip: FLIP.none, flipDay: 0, readyDay: planned, maxSpeed: 0 };
  }

  const active = rng.chance(plan.estate ? 0.45 : 0.66);
  if (active) flags |= FLAG.activeService;
  const serviceClass = serviceClassOf(rng, technology, active);
  let flip = technology === plan.technology ? plan.flip : FLIP.none;
  if (flip !== FLIP.none && rng.chance(0.08)) flip = FLIP.none;
  if (flip === FLIP.ready && rng.chance(active ? 0.15 : 0.6)) flags |= FLAG.campaign;
  const speeds = SPEEDS[technology] ?? [100];
  return {
    technology,
    serviceClass,
    flags,
    flip,
    flipDay: flip === FLIP.none ? 0 : plan.flipDay,
    readyDay: plan.readyDay,
    maxSpeed: speeds[rng.int(speeds.length)] ?? 100,
  };
}

export function generateAddressBook(seed: number = DEFAULT_SEED) {
  const rng = createSeededRandom(seed);
  const localities = loadLocalities();
  const streetNames = [...STREET_NAMES];
  const addresses = new AddressColumns();
  const streetName: number[] = [];
  const streetType: number[] = [];
  const streetLocality: number[] = [];
  const streetFirst: number[] = [];
  // Fixed ids of the named scenarios, by position.
  const scenarioIds = new Map<number, Partial<Record<LocationIdKind, string>>>();

  const addStreet = (name: number, type: number, locality: number): void => {
    streetName.push(name);
    streetType.push(type);
    streetLocality.push(locality);
    streetFirst.push(addresses.size);
  };

  for (let li = 0; li < localities.length; li += 1) {
    const { remoteness } = localities[li] as Locality;
    const profile = BY_REMOTENESS[remoteness];
    const homeWireless = rng.chance(profile.homeWireless);
    const mobileBroadband = rng.chance(profile.mobileBroadband);
    const streetCount = between(rng, profile.streets);
    const used = new Set<number>();
    for (let s = 0; s < streetCount; s += 1) {
      let name = rng.int(STREET_NAMES.length);
      while (used.has(name)) name = rng.int(STREET_NAMES.length);
      used.add(name);
      addStreet(name, rng.weighted(STREET_TYPE_WEIGHTS), li);
      const plan = planStreet(rng, remoteness, homeWireless, mobileBroadband);
      const numbers = between(rng, profile.numbers);
      let number = 1 + rng.int(3);
      for (let n = 0; n < numbers; n += 1) {
        const block = rng.chance(profile.blockChance);
        // An apartment block: the building's own address first, then its units (docs/architecture.md#the-embedded-provider).
        const units = block ? 2 + rng.int(profile.maxUnits - 1) : 0;
        const technology = block && remoteness === 1 && plan.technology !== T.FTTP && rng.chance(0.5) ? T.FTTB : plan.technology;
        const vision = block && remoteness === 1 && !plan.opticomm && rng.chance(0.12);
        for (let unit = 0; unit <= units; unit += 1) {
          addresses.push(streetName.length - 1, number, unit, planPremises(rng, plan, remoteness, technology, vision));
        }
        number += 1 + rng.int(4);
      }
    }
  }

  // Named scenarios: each on a street of its own, with a name no generated street uses.
  for (const scenario of SCENARIO_PLACEMENTS) {
    let li = localities.findIndex(
      (l) => l.name === scenario.locality && l.postcode === scenario.postcode && l.state === scenario.state,
    );
    if (li < 0) {
      li = localities.length;
      localities.push({ name: scenario.locality, state: scenario.state, postcode: scenario.postcode, remoteness: 1 });
    }
    streetNames.push(scenario.streetName);
    const type = STREET_TYPES.findIndex((t) => t.name === scenario.streetType);
    if (type < 0) throw new Error(`scenario ${scenario.key}: unknown street type ${scenario.streetType}`);
    addStreet(streetNames.length - 1, type, li);
    const at = addresses.push(streetName.length - 1, scenario.number, scenario.unit, packPremises(scenario.premises));
    scenarioIds.set(at, scenario.locationIds);
  }

  streetFirst.push(addresses.size);
  addresses.seal();
  if (addresses.size > MAX_ENCODABLE_ADDRESSES) throw new Error('address book too large for 12-digit ids');
  if (localities.length > 0xffff || streetNames.length > 0xffff) throw new Error('address book tables overflow');
  return {
    localities,
    streetNames,
    streets: {
      count: streetName.length,
      /** Index into `streetNames`. */
      name: Uint16Array.from(streetName),
      /** Index into `STREET_TYPES`. */
      type: Uint8Array.from(streetType),
      /** Index into `localities`. */
      locality: Uint16Array.from(streetLocality),
      /** Addresses of street s are the positions first[s] .. first[s + 1] - 1, by number then unit. */
      first: Uint32Array.from(streetFirst),
    },
    addresses,
    scenarioIds,
  };
}
export type StreetTable = ReturnType<typeof generateAddressBook>['streets'];
