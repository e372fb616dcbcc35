// docs/product/address-check.md#your-connection: "the technology in plain words (or the fibre network's
// name), the line's top speed, whether a service is active now (a transfer), the fibre upgrade's status
// with the estimated months where planned"; "home wireless, fixed wireless, satellite and no-line
// addresses are described as what they are".
import { describe, expect, it } from 'vitest';
import { SCENARIO_SQ, type ScenarioKey } from '../../../tests/support/scenario-sq';
import { sqResultFixture } from '../../../tests/support/sq-result-fixture';
import { connectionFacts } from './connection-facts';

const today = new Date(2026, 10, 25);
const facts = (overrides: Parameters<typeof sqResultFixture>[0]) =>
  Object.fromEntries(connectionFacts(sqResultFixture(overrides), today).map((fact) => [fact.label, fact.value]));

describe('Your connection', () => {
  it('names each technology in plain words, and the fibre network by name', () => {
    expect(facts({ nbnType: 'FTTN' }).Technology).toMatch(/^Fibre to the node \(FTTN\)/);
    expect(facts({ nbnType: 'FTTC' }).Technology).toMatch(/^Fibre to the curb \(FTTC\)/);
    expect(facts({ nbnType: 'HFC' }).Technology).toMatch(/^Hybrid fibre-coaxial \(HFC\)/);
    expect(facts({ nbnType: 'FTTP' }).Technology).toMatch(/^Fibre to the premises \(FTTP\)/);
    expect(facts({ nbnType: 'Fixed Wireless' }).Technology).toMatch(/^nbn fixed wireless/);
    expect(facts({ nbnType: 'Satellite', nbnServiceClass: 5 }).Technology).toMatch(/^nbn satellite: a dish on your roof/);
    expect(facts({ fibreType: 'Vision', hasFibre: true }).Technology).toMatch(/^The Vision fibre network/);
  });
  it("the line's top speed, and whether a service is active now (a transfer)", () => {
    expect(facts({ maxSpeed: 50 })["Line's top speed"]).toBe('50Mbps');
    expect(facts({ maxSpeed: 0 })["Line's top speed"]).toBe('Not known');
    expect(facts({ activeService: true })['Service active now']).toMatch(/transfer/);
    expect(facts({ activeService: false })['Service active now']).toMatch(/new connection/);
  });
  it('an active service is not moved by a home wireless or mobile broadband order: those are services of their own', () => {
    for (const service of ['hwbb', 'mbb'] as const)
      expect(connectionFacts(sqResultFixture({ activeService: true }), today, service).find((fact) => fact.label === 'Service active now')?.value, service).toBe(
        'Yes: your order is a new service and leaves that one as it is',
      );
    expect(connectionFacts(sqResultFixture({ activeService: true }), today, 'nbn').find((fact) => fact.label === 'Service active now')?.value).toMatch(/transfer/);
  });
  it('the fibre upgrade: ready, planned with the estimated months, by request, already fibre, or not offered', () => {
    expect(facts({ flipReady: 'Ready', flipDate: '2026-06-08', nbnServiceClass: 12 })['Fibre upgrade']).toBe('Ready to order now, with free installation');
    expect(facts({ flipDate: '2027-04-25', nbnServiceClass: 13 })['Fibre upgrade']).toBe('Planned by nbn: estimated in about 5 months');
    expect(facts({ nbnServiceClass: 13 })['Fibre upgrade']).toMatch(/^Only by request/);
    expect(facts({ nbnType: 'FTTP', nbnServiceClass: 3 })['Fibre upgrade']).toMatch(/already fibre/);
    expect(facts({ nbnType: 'HFC', nbnServiceClass: 24, flipReady: 'Ready', flipDate: '2026-06-08' })['Fibre upgrade']).toBe(
      'Not offered for hybrid fibre-coaxial (HFC)',
    );
  });
});

/** What every scenario address's panel says (docs/product/address-check.md#scenario-addresses), on 25 November 2026. */
const EXPECTED: Record<Exclude<ScenarioKey, 'not-found'>, Record<string, string | RegExp>> = {
  'flip-ready-fttn': { Technology: /^Fibre to the node \(FTTN\)/, "Line's top speed": '50Mbps', 'Fibre upgrade': 'Ready to order now, with free installation' },
  'flip-ready-fttc': { Technology: /^Fibre to the curb \(FTTC\)/, "Line's top speed": '100Mbps', 'Fibre upgrade': 'Ready to order now, with free installation' },
  'flip-by-request-no-date': { Technology: /^Fibre to the node/, 'Fibre upgrade': 'Only by request: nbn has given no upcoming date for it' },
  'flip-not-ready-future-date': { Technology: /^Fibre to the node/, 'Fibre upgrade': 'Planned by nbn: estimated in about 10 months' },
  'flip-not-ready-no-date': { Technology: /^Fibre to the node/, 'Fibre upgrade': /^Only by request/ },
  'flip-eligible-to-order': { Technology: /^Fibre to the node/, 'Fibre upgrade': 'Ready to order now, with free installation' },
  'flip-in-design': { Technology: /^Fibre to the node/, 'Fibre upgrade': 'Planned by nbn: estimated in about 5 months' },
  'flip-planned': { Technology: /^Fibre to the curb/, 'Fibre upgrade': /^Only by request/ },
  'flip-committed': { Technology: /^Fibre to the node/, 'Fibre upgrade': 'Planned by nbn: estimated in about 3 months' },
  'flip-unknown-status': { Technology: /^Fibre to the node/, 'Fibre upgrade': /^Only by request/ },
  'already-fttp': { Technology: /^Fibre to the premises \(FTTP\)/, 'Fibre upgrade': 'Not needed: the line is already fibre' },
  hfc: { Technology: /^Hybrid fibre-coaxial \(HFC\)/, 'Fibre upgrade': 'Not offered for hybrid fibre-coaxial (HFC)' },
  'fixed-wireless': { Technology: /^nbn fixed wireless: a radio link/, "Line's top speed": '100Mbps', 'Fibre upgrade': 'Not offered for nbn fixed wireless' },
  'new-development': { Technology: /^Fibre to the premises/, 'Service active now': /new connection/, 'Fibre upgrade': /already fibre/ },
  // maxSpeed is nbn's line's: the fibre network's top speed is not in the answer.
  'opticomm-fibre': { Technology: /^The OptiComm fibre network/, "Line's top speed": 'Not known', 'Fibre upgrade': /already fibre/ },
  'vision-fibre': { Technology: /^The Vision fibre network/, "Line's top speed": 'Not known', 'Fibre upgrade': /already fibre/ },
  // nbn lists it for satellite with no service, and nothing else reaches it: never "Satellite" as if it were a line.
  'no-service': {
    Technology: 'None we can connect: no nbn service, 5G home wireless or mobile coverage here',
    nbn: 'No service ready: nbn lists this address for nbn satellite, but has no service ready there',
    "Line's top speed": 'No fixed line',
    'Service active now': 'No',
    'Fibre upgrade': 'Not offered: there is no nbn line here yet',
  },
  // nbn names FTTP for a line it has not built: 5G home wireless is what the address has.
  'home-wireless-only': {
    Technology: /^5G home wireless: a modem that connects to the 5G mobile network/,
    nbn: 'Not connected yet: nbn plans fibre to the premises (FTTP) here, expected from May 2027',
    "Line's top speed": 'No fixed line',
    'Fibre upgrade': 'Not offered: there is no nbn line here yet',
  },
  'api-only': { Technology: /^Fibre to the premises/, 'Fibre upgrade': /already fibre/ },
};

describe('Your connection at every scenario address', () => {
  it.each(SCENARIO_SQ.map(({ key, sq }) => [key, sq] as const))('%s', (key, sq) => {
    const panel = Object.fromEntries(connectionFacts(sq, today).map((fact) => [fact.label, fact.value]));
    for (const [label, value] of Object.entries(EXPECTED[key as Exclude<ScenarioKey, 'not-found'>])) {
      if (typeof value === 'string') expect(panel[label], label).toBe(value);
      else expect(panel[label], label).toMatch(value);
    }
    // A line nbn has not built is never described as one, nor as "already fibre".
    if (!sq.categories.includes('nbn') && sq.fibreType === '') {
      expect(panel.Technology).not.toMatch(/FTTP|already/);
      expect(panel['Fibre upgrade']).not.toMatch(/already fibre/);
    }
  });
});

describe("Your connection on each page where nbn and a fibre network both reach the address", () => {
  const scenario = (key: ScenarioKey) => SCENARIO_SQ.find((entry) => entry.key === key)!.sq;
  const panelOn = (key: ScenarioKey, service: Parameters<typeof connectionFacts>[2]) =>
    Object.fromEntries(connectionFacts(scenario(key), today, service).map((fact) => [fact.label, fact.value]));

  it("the fibre page describes the fibre network, never with nbn's line speed (88 Pelican Walk: Vision, nbn FTTB at 100Mbps)", () => {
    expect(panelOn('vision-fibre', 'fibre')).toMatchObject({
      Technology: 'The Vision fibre network: fibre all the way to your home',
      "Line's top speed": 'Not known',
      // An active service in the answer is nbn's: a Vision order is not a transfer of it.
      'Service active now': 'Not known for the Vision fibre network',
      'Fibre upgrade': 'Not needed: the line is already fibre',
    });
  });
  it("where the fibre network is the only one, the answer's summary is its own: its speed and active service stand", () => {
    const visionOnly = { ...scenario('vision-fibre'), services: ['fibre' as const], categories: ['fibre'], maxSpeed: 500, activeService: true };
    expect(Object.fromEntries(connectionFacts(visionOnly, today, 'fibre').map((fact) => [fact.label, fact.value]))).toMatchObject({
      "Line's top speed": '500Mbps',
      'Service active now': 'Yes: your order moves that service to us (a transfer)',
    });
  });
  it("the nbn and Flip to Fibre pages describe nbn's own line, whose top speed limits their plans", () => {
    for (const service of ['nbn', 'flipToFibre', 'hwbb', 'mbb'] as const)
      expect(panelOn('vision-fibre', service), service).toMatchObject({
        Technology: 'Fibre to the building (FTTB): fibre to your building, then its own lines',
        "Line's top speed": '100Mbps',
        'Fibre upgrade': 'Not offered: the Vision fibre network already serves this address',
      });
    expect(panelOn('opticomm-fibre', 'nbn')).toMatchObject({
      Technology: 'Fibre to the premises (FTTP): fibre all the way to your home',
      "Line's top speed": '1000Mbps',
      'Fibre upgrade': 'Not needed: the line is already fibre',
    });
  });
});
