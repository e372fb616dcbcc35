// docs/product/address-check.md#your-connection: after the address check, what the line at the address
// is, in plain words: the technology (or the fibre network's name), the line's top speed, whether a
// service is active there now (an order is then a transfer), and the fibre upgrade's status with the
// estimated months where it is planned.
import type { SqResult } from '../types/address';
import { flipStatus } from './flip-status';
import { monthsUntil } from './months-until-fttp';
import { systemClock } from './australian-time';

export interface ConnectionFact {
  label: string;
  value: string;
}

export const CONNECTION_HEADING = 'Your connection';

/** nbn's technology codes (and long names) in plain words. */
const TECHNOLOGIES: readonly [RegExp, string][] = [
  [/^(fttn|fibre to the node)$/i, 'Fibre to the node (FTTN): fibre to a cabinet in your street, then the copper phone line'],
  [/^(fttc|fibre to the curb|fibre to the kerb)$/i, 'Fibre to the curb (FTTC): fibre to a pit outside, then a short copper line'],
  [/^(fttb|fibre to the building)$/i, 'Fibre to the building (FTTB): fibre to your building, then its own lines'],
  [/^(hfc|hybrid fibre coaxial)$/i, 'Hybrid fibre-coaxial (HFC): the cable network'],
  [/^(fttp|fibre to the premises)$/i, 'Fibre to the premises (FTTP): fibre all the way to your home'],
  [/^(fw|fixed wireless|wireless)$/i, 'Fixed wireless: a radio link from a tower to an antenna on your home'],
  [/^(sat|satellite)$/i, 'Satellite'],
];

function technologyOf(sq: Pick<SqResult, 'nbnType' | 'fibreType'>): string {
  if (sq.fibreType !== '') return `The ${sq.fibreType} fibre network: fibre all the way to your home`;
  const code = sq.nbnType.trim();
  if (code === '') return 'Not known';
  return TECHNOLOGIES.find(([pattern]) => pattern.test(code))?.[1] ?? code;
}

function upgradeOf(sq: SqResult, today: Date): string {
  switch (flipStatus(sq)) {
    case 'on-fibre':
      return 'Not needed: the line is already fibre';
    case 'orderable':
      return 'Ready to order now, with free installation';
    case 'by-request': {
      const months = monthsUntil(sq.flipDate, today);
      return months === null ? 'Planned by nbn, no date yet: only by request' : `Planned by nbn: estimated in about ${months} ${months === 1 ? 'month' : 'months'}`;
    }
    default:
      return 'Not offered for this technology';
  }
}

/** The panel's facts, in order. */
export function connectionFacts(sq: SqResult, today: Date = new Date(systemClock())): ConnectionFact[] {
  return [
    { label: 'Technology', value: technologyOf(sq) },
    { label: "Line's top speed", value: sq.maxSpeed > 0 ? `${sq.maxSpeed}Mbps` : 'Not known' },
    {
      label: 'Service active now',
      value: sq.activeService ? 'Yes: your order moves that service to us (a transfer)' : 'No: your order is a new connection',
    },
    { label: 'Fibre upgrade', value: upgradeOf(sq, today) },
  ];
}
