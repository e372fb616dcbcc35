// docs/product/agents.md#agent-tools: "Copy order details" puts the order's reference details on the
// clipboard, for the agent's notes or the sales system: what the order would send, in plain lines.
import type { SummaryLine } from '../../../shared/domain/pricing/order-totals';
import { lineAmountText } from '../../../shared/domain/pricing/order-totals';

export interface OrderReference {
  address: string;
  locationId: string;
  serviceType: string;
  planName: string;
  planId: number;
  offerType: string;
  cisVersion: string;
  lines: readonly Pick<SummaryLine, 'label' | 'amount' | 'period' | 'free' | 'steps'>[];
  monthlyStepsText: string;
  footnote: string;
  agentCode: string;
}

export function orderReferenceText(order: OrderReference): string {
  return [
    `Address: ${order.address}`,
    `Location id: ${order.locationId}`,
    `Service: ${order.serviceType}`,
    `Plan: ${order.planName} (plan id ${order.planId}, ${order.offerType} offer, CIS version ${order.cisVersion})`,
    ...order.lines.map((line) => `- ${line.label}: ${lineAmountText(line)}${line.period === 'once' && !line.free ? ' one-off' : ''}`),
    `Total monthly cost: ${order.monthlyStepsText}`,
    order.footnote,
    `Agent code: ${order.agentCode}`,
  ].join('\n');
}
