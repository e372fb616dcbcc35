import { describe, expect, it } from 'vitest';
import { HANDOFF_SERVICE_FIELDS, HANDOFF_SERVICE_TYPES, ORDER_SERVICE_TYPES, serviceFieldProblems, serviceFields, serviceLocationId, serviceTypeOfHandoff, SIM_SERVICE_TYPE, type HandoffServiceFacts } from './handoff-service-fields';

const FTTN: HandoffServiceFacts = { nbnType: 'FTTN', nbnServiceClass: 12, fibreType: '' };
const OPTICOMM: HandoffServiceFacts = { nbnType: 'FTTP', nbnServiceClass: 2, fibreType: 'OptiComm' };

describe('docs/product/ordering-and-handoff.md#hand-off-fields hand-off fields per service type (ADR 010)', () => {
  it('Flip to Fibre, docs/product/ordering-and-handoff.md#hand-off-fields word for word: "type (broadband), technology (fibre), service_class (0), flip (1), interim_plan (50 if the interim plan is nbn 50/20 else 100)"', () => {
    expect(serviceFields('flipToFibre', FTTN, 50)).toEqual({ type: 'broadband', technology: 'fibre', service_class: '0', flip: '1', interim_plan: '50' });
    expect(serviceFields('flipToFibre', FTTN, 100).interim_plan).toBe('100');
    expect(serviceFields('flipToFibre', FTTN).interim_plan).toBe('100');
  });

  it('nbn: technology is the address check\'s nbnType, service_class its nbn service class; flip 0, no interim plan', () => {
    expect(serviceFields('nbn', FTTN, 50)).toEqual({ type: 'nbn', technology: 'FTTN', service_class: '12', flip: '0' });
    expect(serviceFields('nbn', { nbnType: 'HFC', nbnServiceClass: 24, fibreType: '' })).toMatchObject({ technology: 'HFC', service_class: '24' });
  });

  it('fibre: technology names the network (OptiComm or Vision); no nbn class', () => {
    expect(serviceFields('fibre', OPTICOMM)).toEqual({ type: 'fibre', technology: 'opticomm', service_class: '0', flip: '0' });
    expect(serviceFields('fibre', { ...OPTICOMM, fibreType: 'Vision' }).technology).toBe('vision');
  });

  it('home wireless (5G) and mobile broadband (mobile network): no line, no class, flip 0', () => {
    expect(serviceFields('hwbb', FTTN)).toEqual({ type: 'home_wireless', technology: '5g', service_class: '0', flip: '0' });
    expect(serviceFields('mbb', FTTN)).toEqual({ type: 'mobile_broadband', technology: 'mobile', service_class: '0', flip: '0' });
  });

  it('flip=1 and an interim plan only for Flip to Fibre', () => {
    for (const serviceType of HANDOFF_SERVICE_TYPES) {
      const fields = serviceFields(serviceType, OPTICOMM, 50);
      expect(fields.flip).toBe(serviceType === 'flipToFibre' ? '1' : '0');
      expect('interim_plan' in fields).toBe(serviceType === 'flipToFibre');
    }
  });

  it('each type value stands for one service, so the order site knows the service from type alone', () => {
    const types = HANDOFF_SERVICE_TYPES.map((serviceType) => HANDOFF_SERVICE_FIELDS[serviceType].type);
    expect(new Set(types).size).toBe(types.length);
    for (const serviceType of HANDOFF_SERVICE_TYPES) expect(serviceTypeOfHandoff(HANDOFF_SERVICE_FIELDS[serviceType].type)).toBe(serviceType);
    expect(serviceTypeOfHandoff('mobile')).toBeUndefined();
  });
});

describe('docs/product/ordering-and-handoff.md#hand-off-fields "service_location_id (if known)": the premises on the network that delivers the service', () => {
  const ids = { nbn: 'LOC000263418859', opticomm: 'OPC000741902635' };
  it("a fibre order names the fibre network's id; other services the nbn id", () => {
    expect(serviceLocationId('fibre', ids, 'OptiComm')).toBe('OPC000741902635');
    expect(serviceLocationId('fibre', { nbn: 'LOC000272093316', vision: 'VSN000518266470' }, 'Vision')).toBe('VSN000518266470');
    for (const serviceType of ['nbn', 'hwbb', 'mbb', 'flipToFibre'] as const) expect(serviceLocationId(serviceType, ids, 'OptiComm')).toBe(ids.nbn);
  });

  it('without the fibre id (not posted) the nbn id stays', () => {
    expect(serviceLocationId('fibre', { nbn: 'LOC1' }, 'OptiComm')).toBe('LOC1');
    expect(serviceLocationId('fibre', ids, 'Vision')).toBe(ids.nbn);
  });
});

describe("the order site's check of the service fields", () => {
  it('accepts what serviceFields sends, for every service type', () => {
    for (const serviceType of HANDOFF_SERVICE_TYPES) expect(serviceFieldProblems({ ...serviceFields(serviceType, OPTICOMM, 50) })).toEqual([]);
  });

  it('flags an nbn or other non-flip order that carries flip=1 or an interim plan (the old every-order-is-a-flip form)', () => {
    expect(serviceFieldProblems({ type: 'nbn', technology: 'FTTN', service_class: '12', flip: '1', interim_plan: '100' })).toEqual([
      "flip must be 0 for type 'nbn'",
      'interim_plan is only for Flip to Fibre',
    ]);
  });

  it('flags a technology or service class that does not fit the type', () => {
    expect(serviceFieldProblems({ type: 'fibre', technology: 'fibre', service_class: '0', flip: '0' })).toEqual([
      "technology 'fibre' does not fit type 'fibre'",
    ]);
    expect(serviceFieldProblems({ type: 'nbn', technology: 'FTTN', service_class: '0', flip: '0' })).toEqual([
      "service_class '0' does not fit type 'nbn'",
    ]);
    expect(serviceFieldProblems({ type: 'home_wireless', technology: '5g', service_class: '13', flip: '0' })).toEqual([
      "service_class '13' does not fit type 'home_wireless'",
    ]);
  });

  it('flags a Flip to Fibre order without an interim plan, an unknown type and repeated fields', () => {
    expect(serviceFieldProblems({ type: 'broadband', technology: 'fibre', service_class: '0', flip: '1' })).toEqual([
      "interim_plan must be 50 or 100 for type 'broadband'",
    ]);
    expect(serviceFieldProblems({ type: 'satellite' })).toEqual(["type 'satellite' is not a service this site sells"]);
    expect(serviceFieldProblems({})).toEqual(['type is missing']);
    expect(serviceFieldProblems({ type: ['nbn', 'fibre'] })).toEqual(['type was sent more than once']);
  });
});

describe('the mobile SIM row (ADR 034): a phone service on the mobile network, ordered without an address', () => {
  it('type mobile_phone, technology mobile, no class, flip 0, no interim plan', () => {
    expect(serviceFields('mobile', FTTN, 50)).toEqual({ type: 'mobile_phone', technology: 'mobile', service_class: '0', flip: '0' });
    expect(serviceTypeOfHandoff('mobile_phone')).toBe(SIM_SERVICE_TYPE);
    expect(ORDER_SERVICE_TYPES).toContain(SIM_SERVICE_TYPE);
    const types = ORDER_SERVICE_TYPES.map((serviceType) => HANDOFF_SERVICE_FIELDS[serviceType].type);
    expect(new Set(types).size).toBe(types.length);
  });

  it('the order site accepts its fields, and refuses an address or a location on it', () => {
    const fields = serviceFields('mobile', FTTN);
    expect(serviceFieldProblems({ ...fields })).toEqual([]);
    expect(serviceFieldProblems({ ...fields, sq_address: 'x', service_location_id: 'LOC000000000001' })).toEqual([
      "sq_address is not sent for type 'mobile_phone': it is not ordered at an address",
      "service_location_id is not sent for type 'mobile_phone': it is not ordered at an address",
    ]);
    // Every address-checked service may carry both.
    for (const serviceType of HANDOFF_SERVICE_TYPES)
      expect(serviceFieldProblems({ ...serviceFields(serviceType, OPTICOMM, 50), sq_address: 'x', service_location_id: 'LOC1' })).toEqual([]);
  });
});
