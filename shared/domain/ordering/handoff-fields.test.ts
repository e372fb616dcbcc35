import { describe, expect, it } from 'vitest';
import { dollarsField, HANDOFF_FIELD_NAMES, handoffFields, orderFingerprintText, priceStepsField, type HandoffOrder } from './handoff-fields';

const order = (overrides: Partial<HandoffOrder> = {}): HandoffOrder => ({
  serviceType: 'flipToFibre',
  service: { nbnType: 'FTTN', nbnServiceClass: 12, fibreType: '' },
  sqAddressEncrypted: 'U2FsdGVkX1+abc==',
  planId: 10317,
  interimPlan: 100,
  voice: 'unlimited',
  modem: true,
  newDev: false,
  homeSecure: true,
  extenders: 1,
  fdclid: 'fd-123',
  serviceLocationId: 'LOC000123456789',
  activeService: false,
  ...overrides,
});

describe('docs/product/ordering-and-handoff.md#hand-off-fields: "fields type (broadband), technology (fibre), sq_address (encrypted), service_class (0), plan_id, flip (1), interim_plan (50 if the interim plan is nbn 50/20 else 100), contract_term (1), unlimited_phone, payg_phone, modem, new_dev, hs (subscribe or trial), extender (count), fdclid, service_location_id (if known), active_service (0 if none)"', () => {
  it('worked example, in the order of the product rules', () => {
    const fields = handoffFields(order());
    expect(Object.entries(fields)).toEqual([
      ['type', 'broadband'],
      ['technology', 'fibre'],
      ['sq_address', 'U2FsdGVkX1+abc=='],
      ['service_class', '0'],
      ['plan_id', '10317'],
      ['flip', '1'],
      ['interim_plan', '100'],
      ['contract_term', '1'],
      ['unlimited_phone', '1'],
      ['payg_phone', '0'],
      ['modem', '1'],
      ['new_dev', '0'],
      ['hs', 'subscribe'],
      ['extender', '1'],
      ['fdclid', 'fd-123'],
      ['service_location_id', 'LOC000123456789'],
      ['active_service', '0'],
    ]);
  });

  it('keys follow HANDOFF_FIELD_NAMES order', () => {
    const keys = Object.keys(
      handoffFields(
        order({
          agent: { agentCode: 'A1', attribution: 'signed' },
          utmSource: 'g',
          conversationId: 'c',
          offerType: 'boost',
          cisVersion: 'boost-0a1b2c3d',
          monthlySteps: [{ fromMonth: 1, months: null, monthly: 89.95 }],
          upfrontTotal: 0,
        }),
      ),
    );
    expect(keys).toEqual(HANDOFF_FIELD_NAMES.filter((name) => keys.includes(name)));
    // Every field but the signature, which is added over all the others when the order leaves.
    expect(keys).toEqual(HANDOFF_FIELD_NAMES.filter((name) => name !== 'order_sig'));
  });

  it('carries what the summary showed: the monthly price steps and the upfront total', () => {
    const fields = handoffFields(
      order({
        monthlySteps: [
          { fromMonth: 1, months: 1, monthly: 0 },
          { fromMonth: 2, months: 5, monthly: 74.95 },
          { fromMonth: 7, months: null, monthly: 89.95 },
        ],
        upfrontTotal: 120,
      }),
    );
    expect(fields).toMatchObject({ monthly_price_steps: '0.00x1,74.95x5,89.95', upfront_total: '120.00' });
    expect(handoffFields(order())).not.toHaveProperty('monthly_price_steps');
  });

  it('docs/product/ordering-and-handoff.md#hand-off-fields: "dollars and cents, two decimals"', () => {
    expect([dollarsField(0), dollarsField(69.95), dollarsField(0.1 + 0.2), dollarsField(1234)]).toEqual(['0.00', '69.95', '0.30', '1234.00']);
    expect(priceStepsField([{ fromMonth: 1, months: null, monthly: 65 }])).toBe('65.00');
    expect(priceStepsField([{ fromMonth: 1, months: 6, monthly: 59.95 }, { fromMonth: 7, months: null, monthly: 75.95 }])).toBe('59.95x6,75.95');
  });

  it('pay-as-you-go, Home Secure trial, 50 interim plan, new development, no modem', () => {
    const fields = handoffFields(
      order({ voice: 'payg', homeSecure: false, interimPlan: 50, newDev: true, modem: false, extenders: 2 }),
    );
    expect(fields).toMatchObject({
      unlimited_phone: '0',
      payg_phone: '1',
      hs: 'trial',
      interim_plan: '50',
      new_dev: '1',
      modem: '0',
      extender: '0',
    });
  });

  it('"service_location_id (if known)", "active_service (0 if none)"', () => {
    const fields = handoffFields(order({ serviceLocationId: null, activeService: null, fdclid: null }));
    expect(fields).not.toHaveProperty('service_location_id');
    expect(fields.active_service).toBe('0');
    expect(fields.fdclid).toBe('');
    expect(handoffFields(order({ activeService: true })).active_service).toBe('1');
    expect(handoffFields(order({ activeService: 'SVC123' })).active_service).toBe('SVC123');
  });

  it('docs/product/ordering-and-handoff.md#agent-fields: "the agent code and a signed attribution pass to the order site, never the agent\'s token"; tracking fields when present', () => {
    const fields = handoffFields(
      order({ agent: { agentCode: 'AG42', attribution: 'signed.attribution.jwt' }, utmSource: 'newsletter', conversationId: 'conv-9' }),
    );
    expect(fields).toMatchObject({ agent_code: 'AG42', agent_attribution: 'signed.attribution.jwt', utm_source: 'newsletter', conversation_id: 'conv-9' });
    expect(fields).not.toHaveProperty('agent-token');
    // The code alone while the attribution is being signed over the other fields.
    expect(handoffFields(order({ agent: { agentCode: 'AG42' } }))).toMatchObject({ agent_code: 'AG42' });
    expect(handoffFields(order({ agent: { agentCode: 'AG42' } }))).not.toHaveProperty('agent_attribution');
    const plain = handoffFields(order({ agent: null, utmSource: '', conversationId: undefined }));
    expect(plain).not.toHaveProperty('agent_code');
    expect(plain).not.toHaveProperty('utm_source');
    expect(plain).not.toHaveProperty('conversation_id');
  });
});

describe('docs/product/ordering-and-handoff.md#agent-fields: the attribution is signed over "every field but agent_attribution, sorted by name then value"', () => {
  it('worked example', () => {
    expect(orderFingerprintText({ plan_id: '7', agent_code: 'A1', agent_attribution: 'x', type: 'nbn' })).toBe('agent_code=A1&plan_id=7&type=nbn');
  });
  it('does not depend on the order fields arrive in, and encodes values as a form does', () => {
    expect(orderFingerprintText({ b: '2', a: 'x y&z' })).toBe(orderFingerprintText({ a: 'x y&z', b: '2' }));
    expect(orderFingerprintText({ a: 'x y&z' })).toBe('a=x+y%26z');
  });
  it('a repeated field counts every value, so a second value changes it', () => {
    expect(orderFingerprintText({ plan_id: ['9', '7'] })).toBe('plan_id=7&plan_id=9');
    expect(orderFingerprintText({ plan_id: ['7', '9'] })).not.toBe(orderFingerprintText({ plan_id: '7' }));
  });
});

describe('ADR 010: each service is handed off as itself; flip=0 and no interim_plan outside Flip to Fibre', () => {
  it('an nbn order: type nbn, the address check\'s technology and service class', () => {
    const fields = handoffFields(order({ serviceType: 'nbn', service: { nbnType: 'HFC', nbnServiceClass: 24, fibreType: '' } }));
    expect(Object.entries(fields).slice(0, 6)).toEqual([
      ['type', 'nbn'],
      ['technology', 'HFC'],
      ['sq_address', 'U2FsdGVkX1+abc=='],
      ['service_class', '24'],
      ['plan_id', '10317'],
      ['flip', '0'],
    ]);
    expect(fields).not.toHaveProperty('interim_plan');
    // The rest of the form is the same for every service.
    expect(fields).toMatchObject({ contract_term: '1', unlimited_phone: '1', modem: '1', hs: 'subscribe', extender: '1' });
  });

  it('fibre, home wireless and mobile broadband: their own type and technology, service_class 0, no interim plan', () => {
    const vision = handoffFields(order({ serviceType: 'fibre', service: { nbnType: 'FTTB', nbnServiceClass: 13, fibreType: 'Vision' } }));
    expect(vision).toMatchObject({ type: 'fibre', technology: 'vision', service_class: '0', flip: '0' });
    expect(handoffFields(order({ serviceType: 'hwbb' }))).toMatchObject({ type: 'home_wireless', technology: '5g', service_class: '0', flip: '0' });
    expect(handoffFields(order({ serviceType: 'mbb' }))).toMatchObject({ type: 'mobile_broadband', technology: 'mobile', service_class: '0', flip: '0' });
    for (const serviceType of ['fibre', 'hwbb', 'mbb'] as const) {
      const keys = Object.keys(handoffFields(order({ serviceType, interimPlan: 50 })));
      expect(keys).not.toContain('interim_plan');
      expect(keys).toEqual(HANDOFF_FIELD_NAMES.filter((name) => keys.includes(name)));
    }
  });
});

describe('docs/product/ordering-and-handoff.md#extras-by-service: "An extra that does not fit a service is neither offered, listed, priced nor sent."', () => {
  it('mobile broadband: modem 0, extender 0, no phone and no hs, whatever the form said', () => {
    const fields = handoffFields(order({ serviceType: 'mbb', modem: true, extenders: 1, voice: 'unlimited', homeSecure: true }));
    expect(fields).toMatchObject({ modem: '0', extender: '0', unlimited_phone: '0', payg_phone: '0' });
    expect(fields).not.toHaveProperty('hs');
  });

  it('home wireless: no modem and no Home Secure trial (hs is not sent)', () => {
    const fields = handoffFields(order({ serviceType: 'hwbb', modem: true, homeSecure: false }));
    expect(fields).toMatchObject({ modem: '0', extender: '0' });
    expect(fields).not.toHaveProperty('hs');
  });

  it('"hs": trial is the free trial that ends by itself; subscribe is Home Secure after its free months', () => {
    expect(handoffFields(order({ serviceType: 'nbn', homeSecure: false })).hs).toBe('trial');
    expect(handoffFields(order({ serviceType: 'fibre', homeSecure: true })).hs).toBe('subscribe');
  });

  it('"the extender ... 0 or 1, and only with the modem"', () => {
    expect(handoffFields(order({ serviceType: 'nbn', modem: true, extenders: 3 })).extender).toBe('1');
    expect(handoffFields(order({ serviceType: 'nbn', modem: false, extenders: 1 })).extender).toBe('0');
  });
});
