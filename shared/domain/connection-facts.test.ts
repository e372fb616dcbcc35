// docs/product/address-check.md#your-connection: "the technology in plain words (or the fibre network's
// name), the line's top speed, whether a service is active now (a transfer), the fibre upgrade's status
// with the estimated months where planned".
import { describe, expect, it } from 'vitest';
import { sqResultFixture } from '../../tests/support/sq-result-fixture';
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
    expect(facts({ nbnType: 'Fixed Wireless' }).Technology).toMatch(/^Fixed wireless/);
    expect(facts({ fibreType: 'Vision', hasFibre: true }).Technology).toMatch(/^The Vision fibre network/);
  });
  it("the line's top speed, and whether a service is active now (a transfer)", () => {
    expect(facts({ maxSpeed: 50 })["Line's top speed"]).toBe('50Mbps');
    expect(facts({ maxSpeed: 0 })["Line's top speed"]).toBe('Not known');
    expect(facts({ activeService: true })['Service active now']).toMatch(/transfer/);
    expect(facts({ activeService: false })['Service active now']).toMatch(/new connection/);
  });
  it('the fibre upgrade: ready, planned with the estimated months, by request, already fibre, or not offered', () => {
    expect(facts({ flipReady: 'Ready', flipDate: '2026-06-08', nbnServiceClass: 12 })['Fibre upgrade']).toBe('Ready to order now, with free installation');
    expect(facts({ flipDate: '2027-04-25', nbnServiceClass: 13 })['Fibre upgrade']).toBe('Planned by nbn: estimated in about 5 months');
    expect(facts({ nbnServiceClass: 13 })['Fibre upgrade']).toMatch(/only by request/);
    expect(facts({ nbnType: 'FTTP', nbnServiceClass: 3 })['Fibre upgrade']).toMatch(/already fibre/);
    expect(facts({ nbnType: 'HFC', nbnServiceClass: 24, flipReady: 'Ready', flipDate: '2026-06-08' })['Fibre upgrade']).toBe('Not offered for this technology');
  });
});
