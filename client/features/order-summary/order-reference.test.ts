// docs/product/agents.md#agent-tools: "copy the order's reference details".
import { describe, expect, it } from 'vitest';
import { orderReferenceText } from './order-reference';

describe('orderReferenceText', () => {
  it('names the address, location id, plan with its offer and CIS version, every line, the totals and the agent', () => {
    const text = orderReferenceText({
      address: '14 Lyrebird Rise, Wombat Creek VIC 3999',
      locationId: 'LOC000000000014',
      serviceType: 'nbn',
      planName: 'Family nbn 100/20Mbps',
      interimPlan: null,
      planId: 10317,
      offerType: 'standard',
      cisVersion: 'standard-0a1b2c3d',
      lines: [
        { label: 'Family nbn 100/20Mbps', amount: 84.95, period: 'month', free: false, steps: '$69.95/mth for the first 6 months, then $84.95/mth' },
        { label: 'WiFi modem & free shipping', amount: 170, period: 'once', free: false },
      ],
      monthlyStepsText: '$69.95/mth for the first 6 months, then $84.95/mth',
      footnote: 'Total upfront cost $170 & Total min cost $…',
      agentCode: 'A123',
    });
    expect(text.split('\n')).toEqual([
      'Address: 14 Lyrebird Rise, Wombat Creek VIC 3999',
      'Location id: LOC000000000014',
      'Service: nbn',
      'Plan: Family nbn 100/20Mbps (plan id 10317, standard offer, CIS version standard-0a1b2c3d)',
      '- Family nbn 100/20Mbps: $69.95/mth for the first 6 months, then $84.95/mth',
      '- WiFi modem & free shipping: $170 one-off',
      'Total monthly cost: $69.95/mth for the first 6 months, then $84.95/mth',
      'Total upfront cost $170 & Total min cost $…',
      'Agent code: A123',
    ]);
  });

  it("names the service as the site does, and a Flip to Fibre order's plan until the fibre is connected, as its summary does", () => {
    const flip = orderReferenceText({
      address: '26 Potoroo Crescent, Fitzroy VIC 3065',
      locationId: 'LOC000314159265',
      serviceType: 'flipToFibre',
      planName: 'Fibre Upgrade 100/20Mbps',
      interimPlan: 'Everyday nbn 50/20Mbps',
      planId: 20100,
      offerType: 'standard',
      cisVersion: 'standard-0a1b2c3d',
      lines: [],
      monthlyStepsText: '$85/mth',
      footnote: '',
      agentCode: 'A123',
    }).split('\n');
    expect(flip.slice(2, 5)).toEqual([
      'Service: Flip to Fibre',
      'Plan: Fibre Upgrade 100/20Mbps (plan id 20100, standard offer, CIS version standard-0a1b2c3d)',
      'Until the fibre is connected: Everyday nbn 50/20Mbps',
    ]);
  });
});
