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
});
