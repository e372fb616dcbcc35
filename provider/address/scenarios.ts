// Named scenario addresses, one per result message of docs/product/address-check.md#result-messages; their ids
// sit below every generated one (location-ids.ts), dates relative to 2026-11-21 (address-columns.ts).
import type { Premises } from './premises';
import { UNCONNECTED_CAMPAIGN } from './premises';

/** A named scenario: one of the definitions below, or the address that matches nothing. */
export type ScenarioKey = (typeof DEFINITIONS)[number]['key'] | 'not-found';

export interface ScenarioAddress {
  key: ScenarioKey;
  /** What to type into the address box. */
  text: string;
  /** The suggestion it produces; null for the not-found scenario. */
  formattedAddress: string | null;
  /** The id the site qualifies with (the first provider's), null for not-found. */
  locationId: string | null;
  /** Every provider id of the address, keyed as the SQ query names them. */
  locationIds: Partial<Record<'nbn' | 'opticomm' | 'vision', string>>;
  /** The docs/product/address-check.md#result-messages branch it reaches. */
  demonstrates: string;
}

const BASE: Premises = {
  technology: 'FTTN',
  serviceClass: 13,
  nbn: true,
  fibre: null,
  wholesale: false,
  newDevelopment: false,
  activeService: true,
  apiOnly: false,
  campaigns: [],
  flip: null,
  readyDate: '2018-05-14',
  maximumDownloadSpeed: 50,
  homeWireless: true,
  mobileBroadband: true,
};

/** A scenario as written: its suggestion (text and placement follow from it) and what the service knows. */
interface ScenarioDefinition<K extends string = string> {
  key: K;
  address: string;
  locationIds: ScenarioAddress['locationIds'] & { nbn: string };
  demonstrates: string;
  premises: Premises;
}

/** Keeps each definition's key as written, so ScenarioKey lists them. */
const scenario = <K extends string>(definition: ScenarioDefinition<K>) => definition;

const DEFINITIONS = [
  scenario({
    key: 'flip-ready-fttn',
    address: '14 Lyrebird Rise, Brunswick VIC 3056',
    locationIds: { nbn: 'LOC000184726551' },
    demonstrates: "FTTN (class 12), flip Ready with date 2025-09-15, campaign UNCONNECTED-H2-FY25: 'Fibre Upgrade with FREE installation' on the flip page, 'Connect now' elsewhere",
    premises: {
      ...BASE, serviceClass: 12, activeService: false, campaigns: [UNCONNECTED_CAMPAIGN],
      flip: { readyStatus: 'Ready', readyDate: '2025-09-15' }, readyDate: '2017-03-20', maximumDownloadSpeed: 50,
    },
  }),
  scenario({
    key: 'flip-ready-fttc',
    address: '7 Currawong Close, Chermside QLD 4032',
    locationIds: { nbn: 'LOC000193058274' },
    demonstrates: "FTTC (class 34), flip Ready with date 2026-03-02: the fibre upgrade offer and plan tabs",
    premises: {
      ...BASE, technology: 'FTTC', serviceClass: 34, flip: { readyStatus: 'Ready', readyDate: '2026-03-02' },
      readyDate: '2019-06-11', maximumDownloadSpeed: 100,
    },
  }),
  scenario({
    key: 'flip-by-request-no-date',
    address: '31 Bilby Parade, Glenelg SA 5045',
    locationIds: { nbn: 'LOC000201337895' },
    demonstrates: "FTTN (class 13), flip Ready without a date: flip only by request, 'Your address is not yet available for a Full-Fibre Upgrade' with 'See nbn plans'",
    premises: { ...BASE, flip: { readyStatus: 'Ready', readyDate: null }, readyDate: '2018-08-27', maximumDownloadSpeed: 75 },
  }),
  scenario({
    key: 'flip-not-ready-future-date',
    address: '22 Quandong Street, Subiaco WA 6008',
    locationIds: { nbn: 'LOC000216640913' },
    demonstrates: 'FTTN (class 13), flip Not Ready with future date 2027-09-30: only by request, with an estimate of months until FTTP',
    premises: { ...BASE, flip: { readyStatus: 'Not Ready', readyDate: '2027-09-30' }, readyDate: '2018-02-05', maximumDownloadSpeed: 50 },
  }),
  scenario({
    key: 'flip-not-ready-no-date',
    address: '5 Numbat Place, Sandy Bay TAS 7005',
    locationIds: { nbn: 'LOC000228104467' },
    demonstrates: 'FTTN (class 13), flip Not Ready without a date: only by request, no months estimate',
    premises: { ...BASE, flip: { readyStatus: 'Not Ready', readyDate: null }, readyDate: '2019-04-15', maximumDownloadSpeed: 25 },
  }),
  // nbn's own readiness statuses (docs/architecture.md#contracts, ADR 011): one ready, three of planned work, one unknown.
  scenario({
    key: 'flip-eligible-to-order',
    address: '26 Potoroo Crescent, Fitzroy VIC 3065',
    locationIds: { nbn: 'LOC000314159265' },
    demonstrates: "FTTN (class 11), 'Eligible To Order' with date 2026-06-08 (nbn's status for an upgrade that can be ordered now): flip ready, 'Fibre Upgrade with FREE installation' on the flip page",
    premises: {
      ...BASE, serviceClass: 11, activeService: false, flip: { readyStatus: 'Eligible To Order', readyDate: '2026-06-08' },
      readyDate: '2018-11-12', maximumDownloadSpeed: 100,
    },
  }),
  scenario({
    key: 'flip-in-design',
    address: '3 Wattlebird Court, Toowong QLD 4066',
    locationIds: { nbn: 'LOC000327182818' },
    demonstrates: "FTTN (class 13), 'In Design' with future date 2027-04-19 (planned work): not ready, only by request, with an estimate of months until FTTP",
    premises: { ...BASE, flip: { readyStatus: 'In Design', readyDate: '2027-04-19' }, readyDate: '2019-01-21', maximumDownloadSpeed: 100 },
  }),
  scenario({
    key: 'flip-planned',
    address: '58 Quokka Grove, Norwood SA 5067',
    locationIds: { nbn: 'LOC000331415926' },
    demonstrates: "FTTC (class 32), 'Planned' without a date (planned work): not ready, only by request, no months estimate",
    premises: {
      ...BASE, technology: 'FTTC', serviceClass: 32, flip: { readyStatus: 'Planned', readyDate: null },
      readyDate: '2020-03-16', maximumDownloadSpeed: 100,
    },
  }),
  scenario({
    key: 'flip-committed',
    address: '12 Bettong Way, Fremantle WA 6160',
    locationIds: { nbn: 'LOC000341421356' },
    demonstrates: "FTTN (class 10), 'Committed' with future date 2027-02-22 (planned work): not ready, only by request, with an estimate of months until FTTP",
    premises: { ...BASE, serviceClass: 10, flip: { readyStatus: 'Committed', readyDate: '2027-02-22' }, readyDate: '2017-07-03', maximumDownloadSpeed: 50 },
  }),
  scenario({
    key: 'flip-unknown-status',
    address: '71 Jabiru Road, New Town TAS 7008',
    locationIds: { nbn: 'LOC000357721566' },
    demonstrates: "FTTN (class 12), a status the site does not know ('Pending Assessment') with a past date 2026-08-03: not ready (never offered as an upgrade), only by request; the server logs the status once",
    premises: {
      ...BASE, serviceClass: 12, flip: { readyStatus: 'Pending Assessment', readyDate: '2026-08-03' },
      readyDate: '2018-09-24', maximumDownloadSpeed: 100,
    },
  }),
  scenario({
    key: 'already-fttp',
    address: '48 Kurrajong Avenue, Braddon ACT 2612',
    locationIds: { nbn: 'LOC000239571120' },
    demonstrates: "FTTP (class 3), no upgrade: 'Great news! You are already upgraded to Fibre.' on the flip page",
    premises: { ...BASE, technology: 'FTTP', serviceClass: 3, readyDate: '2015-11-09', maximumDownloadSpeed: 1000 },
  }),
  scenario({
    key: 'hfc',
    address: '63 Echidna Terrace, Newtown NSW 2042',
    locationIds: { nbn: 'LOC000247815362' },
    demonstrates: "HFC (class 24), no upgrade: 'Great news! High-speed broadband is available at your address.'",
    premises: { ...BASE, technology: 'HFC', serviceClass: 24, readyDate: '2018-10-22', maximumDownloadSpeed: 1000 },
  }),
  scenario({
    key: 'fixed-wireless',
    address: '6 Corella Drive, Dubbo NSW 2830',
    locationIds: { nbn: 'LOC000368246197' },
    demonstrates: "nbn Fixed Wireless (class 6, up to 100Mbps), no upgrade: 'Great news! High-speed broadband is available at your address.', nbn plans up to its speed",
    premises: { ...BASE, technology: 'FW', serviceClass: 6, readyDate: '2016-03-14', maximumDownloadSpeed: 100, homeWireless: false },
  }),
  scenario({
    key: 'new-development',
    address: '9 Saltbush Circuit, Werribee VIC 3030',
    locationIds: { nbn: 'LOC000258930047' },
    demonstrates: 'FTTP (class 1) in a new development, newDevelopmentsChargeApplies true: the new development message and $300 fee',
    premises: { ...BASE, technology: 'FTTP', serviceClass: 1, newDevelopment: true, activeService: false, readyDate: '2026-02-16', maximumDownloadSpeed: 1000 },
  }),
  scenario({
    key: 'opticomm-fibre',
    address: '17 Brolga Boulevard, Jordan Springs NSW 2747',
    locationIds: { nbn: 'LOC000263418859', opticomm: 'OPC000741902635' },
    demonstrates: "OptiComm and nbn: fibreType 'OptiComm', priority ['uniti', 'nbn'] (the site shows 'fibre')",
    premises: { ...BASE, technology: 'FTTP', serviceClass: 2, fibre: 'OptiComm', activeService: false, readyDate: '2021-07-05', maximumDownloadSpeed: 1000 },
  }),
  scenario({
    key: 'vision-fibre',
    address: 'Unit 12, 88 Pelican Walk, Southbank VIC 3006',
    locationIds: { nbn: 'LOC000272093316', vision: 'VSN000518266470' },
    demonstrates: "An apartment served by Vision and nbn FTTB: fibreType 'Vision', priority ['vision', 'nbn']",
    premises: { ...BASE, technology: 'FTTB', serviceClass: 13, fibre: 'Vision', readyDate: '2017-09-18', maximumDownloadSpeed: 100 },
  }),
  scenario({
    key: 'no-service',
    address: '2 Gidgee Track, Tibooburra NSW 2880',
    locationIds: { nbn: 'LOC000280664791' },
    demonstrates: "nbn lists it but class 0 and no categories: 'Unfortunately we are unable to provide a service to your address. You may wish to try an alternative supplier.'",
    premises: {
      ...BASE, technology: 'SAT', serviceClass: 0, activeService: false, readyDate: null, maximumDownloadSpeed: 0,
      homeWireless: false, mobileBroadband: false,
    },
  }),
  scenario({
    key: 'home-wireless-only',
    address: '40 Mopoke Lane, Box Hill VIC 3128',
    locationIds: { nbn: 'LOC000291157236' },
    demonstrates: "nbn not yet serviceable (class 0, ready 2027-05-10) but 5G covered: categories ['hwbb', 'mbb'] only",
    premises: { ...BASE, technology: 'FTTP', serviceClass: 0, activeService: false, readyDate: '2027-05-10', maximumDownloadSpeed: 0 },
  }),
  scenario({
    key: 'api-only',
    address: '11 Dunnart Drive, Mawson Lakes SA 5095',
    locationIds: { nbn: 'LOC000305782914' },
    demonstrates: "Not in the footprint search: found only by the site's retry with source=api (docs/product/address-check.md#search-retry), then FTTP",
    premises: { ...BASE, technology: 'FTTP', serviceClass: 2, activeService: false, apiOnly: true, readyDate: '2020-11-30', maximumDownloadSpeed: 1000 },
  }),
];

/** 'Unit 12, 88 Pelican Walk, Southbank VIC 3006': unit, number, one-word street name and type, locality, state, postcode. */
const ADDRESS_PARTS = /^(?:Unit (\d+), )?(\d+) (\S+) (\S+), (.+) ([A-Z]{2,3}) (\d{4})$/;

/** Where each scenario sits and what the service knows about it (the generator reads this). */
export const SCENARIO_PLACEMENTS = DEFINITIONS.map(
  ({ key, address, locationIds, premises }) => {
    const [, unit, number, streetName, streetType, locality, state, postcode] = ADDRESS_PARTS.exec(address) ?? [];
    if (!streetName || !streetType || !locality || !state || !postcode) throw new Error(`scenario ${key}: unreadable address ${address}`);
    return { key, unit: Number(unit ?? 0), number: Number(number), streetName, streetType, locality, state, postcode, premises, locationIds };
  },
);

export const SCENARIO_ADDRESSES: readonly ScenarioAddress[] = [
  ...DEFINITIONS.map(({ key, address, locationIds, demonstrates }) => ({
    key,
    // What a visitor types: the street line, without the unit.
    text: address.replace(/^Unit \d+, /, '').split(',')[0]!,
    formattedAddress: address,
    // The id the site qualifies with: every scenario address is nbn's too.
    locationId: locationIds.nbn,
    locationIds,
    demonstrates,
  })),
  {
    key: 'not-found',
    text: '42 Wallaby Way, Sydney NSW 2000',
    formattedAddress: null,
    locationId: null,
    locationIds: {},
    demonstrates:
      "Matches nothing with either source: 'Unfortunately, we were unable to find your address. Please call us on 13 39 38'",
  },
];
