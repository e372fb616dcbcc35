// docs/product/address-check.md#your-connection: the connection at the address in plain words. Every fact
// reads the plan categories too: nbn names a technology for addresses it does not serve yet.
import type { SqResult } from '../../types/address';
import { flipStatus, isOnFibre } from '../flip/flip-status';
import type { HandoffServiceType } from '../ordering/handoff-service-fields';
import { hasFixedLine } from './service-status';
import { monthsUntil, parseReadyDate } from './months-until-fttp';
import { systemClock } from '../site/australian-time';

export interface ConnectionFact {
  label: string;
  value: string;
}

export const CONNECTION_HEADING = 'Your connection';

/** nbn's technology codes (and long names) in plain words: `name` inside a sentence, and what the line is. */
const TECHNOLOGIES: readonly { pattern: RegExp; name: string; what: string }[] = [
  { pattern: /^(fttn|fibre to the node)$/i, name: 'fibre to the node (FTTN)', what: 'fibre to a cabinet in your street, then the copper phone line' },
  { pattern: /^(fttc|fibre to the curb|fibre to the kerb)$/i, name: 'fibre to the curb (FTTC)', what: 'fibre to a pit outside, then a short copper line' },
  { pattern: /^(fttb|fibre to the building)$/i, name: 'fibre to the building (FTTB)', what: 'fibre to your building, then its own lines' },
  { pattern: /^(hfc|hybrid fibre coaxial)$/i, name: 'hybrid fibre-coaxial (HFC)', what: 'the cable network' },
  { pattern: /^(fttp|fibre to the premises)$/i, name: 'fibre to the premises (FTTP)', what: 'fibre all the way to your home' },
  { pattern: /^(fw|fixed wireless|wireless)$/i, name: 'nbn fixed wireless', what: 'a radio link from an nbn tower to an antenna on your home' },
  { pattern: /^(sat|satellite)$/i, name: 'nbn satellite', what: "a dish on your roof, linked to nbn's satellites" },
];

const technology = (code: string) => TECHNOLOGIES.find((entry) => entry.pattern.test(code.trim()));

/** The panel's description: the name (capitalised, but nbn's own lower case) and what the line is. */
const describe = ({ name, what }: (typeof TECHNOLOGIES)[number]): string =>
  `${name.startsWith('nbn') ? name : `${name[0]!.toUpperCase()}${name.slice(1)}`}: ${what}`;

/** Home wireless and mobile broadband need no line: what each is, in plain words. */
export const HOME_WIRELESS_DESCRIPTION = '5G home wireless: a modem that connects to the 5G mobile network, with no line to your home';
export const MOBILE_BROADBAND_DESCRIPTION = 'Mobile broadband: a portable modem on the mobile network, with no line to your home';

export type ConnectionSq = Pick<
  SqResult,
  'nbnType' | 'fibreType' | 'maxSpeed' | 'activeService' | 'flipReady' | 'flipDate' | 'nbnServiceClass' | 'nbnReadyDate' | 'services'
> & { categories: readonly string[] };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * docs/product/address-check.md#your-connection: where nbn and a fibre network (OptiComm, Vision) both reach the
 * address, the panel describes the line the page's service runs on: the fibre network's on the fibre page, nbn's on
 * every other page. `maxSpeed` is nbn's line's (the answer's nbn summary), so it is never the fibre network's.
 */
const describesFibreNetwork = (sq: ConnectionSq, service: ConnectionService): boolean =>
  sq.fibreType !== '' && (service === 'fibre' || service === 'any' || !sq.categories.includes('nbn') || sq.nbnType.trim() === '');

function technologyOf(sq: ConnectionSq, network: boolean): string {
  if (network) return `The ${sq.fibreType} fibre network: fibre all the way to your home`;
  if (sq.categories.includes('nbn')) {
    const code = sq.nbnType.trim();
    if (code === '') return 'Not known';
    const known = technology(code);
    return known ? describe(known) : code;
  }
  if (sq.categories.includes('hwbb')) return HOME_WIRELESS_DESCRIPTION;
  if (sq.categories.includes('mbb')) return MOBILE_BROADBAND_DESCRIPTION;
  return 'None we can connect: no nbn service, 5G home wireless or mobile coverage here';
}

/** Without an nbn line: what nbn has for the address (built later, with its date; or nothing ready). */
function nbnWithoutLine(sq: ConnectionSq, today: Date): string {
  const planned = technology(sq.nbnType)?.name;
  const ready = parseReadyDate(sq.nbnReadyDate);
  const future = ready !== null && monthsUntil(sq.nbnReadyDate, today) !== null;
  if (ready && future) {
    const when = `${MONTHS[ready.month - 1]} ${ready.year}`;
    return planned ? `Not connected yet: nbn plans ${planned} here, expected from ${when}` : `Not connected yet: expected from ${when}`;
  }
  return planned ? `No service ready: nbn lists this address for ${planned}, but has no service ready there` : 'No nbn service at this address';
}

function upgradeOf(sq: ConnectionSq, today: Date, network: boolean): string {
  if (!hasFixedLine(sq)) return 'Not offered: there is no nbn line here yet';
  switch (flipStatus(sq)) {
    case 'on-fibre':
      // nbn's own line at a fibre network's address may be copper (FTTB): the network is why no upgrade is sold.
      return network || isOnFibre({ nbnType: sq.nbnType, fibreType: '' })
        ? 'Not needed: the line is already fibre'
        : `Not offered: the ${sq.fibreType} fibre network already serves this address`;
    case 'orderable':
      return 'Ready to order now, with free installation';
    case 'by-request': {
      const months = monthsUntil(sq.flipDate, today);
      return months === null ? 'Only by request: nbn has given no upcoming date for it' : `Planned by nbn: estimated in about ${months} ${months === 1 ? 'month' : 'months'}`;
    }
    default: {
      const name = technology(sq.nbnType)?.name;
      return name ? `Not offered for ${name}` : 'Not offered for this technology';
    }
  }
}

/** The service of the page showing the panel; `any` describes the address without a page (as the fibre page would). */
export type ConnectionService = HandoffServiceType | 'any';

/** The panel's facts, in order, for the page of `service`. */
export function connectionFacts(sq: ConnectionSq, today: Date = new Date(systemClock()), service: ConnectionService = 'any'): ConnectionFact[] {
  const [line, network] = [hasFixedLine(sq), describesFibreNetwork(sq, service)];
  // Where nbn is one of the address's networks the answer's summary is nbn's: its speed and active service are not the fibre network's.
  const otherLine = network && sq.services.includes('nbn');
  const topSpeed = sq.maxSpeed > 0 && !otherLine ? `${sq.maxSpeed}Mbps` : 'Not known';
  return [
    { label: 'Technology', value: technologyOf(sq, network) },
    ...(line ? [] : [{ label: 'nbn', value: nbnWithoutLine(sq, today) }]),
    { label: "Line's top speed", value: line ? topSpeed : 'No fixed line' },
    {
      label: 'Service active now',
      // Where nothing can be ordered, there is no order to speak of.
      value: otherLine
        ? `Not known for the ${sq.fibreType} fibre network`
        : sq.activeService
          ? // A home wireless or mobile broadband order is a service of its own: it moves nothing.
            service === 'hwbb' || service === 'mbb'
            ? 'Yes: your order is a new service and leaves that one as it is'
            : 'Yes: your order moves that service to us (a transfer)'
          : sq.categories.length === 0
            ? 'No'
            : 'No: your order is a new connection',
    },
    { label: 'Fibre upgrade', value: upgradeOf(sq, today, network) },
  ];
}
