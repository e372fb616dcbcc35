// docs/product/agents.md#agent-tools: "Copy order details" puts the order's reference details on the
// clipboard, for the agent's notes or the sales system: what the order would send, in plain lines.
import type { SummaryLine } from '../../../shared/domain/pricing/order-totals';
import { lineAmountText } from '../../../shared/domain/pricing/order-totals';
import { HANDOFF_SERVICE_TYPES, SERVICE_TITLES } from '../../../shared/domain/ordering/handoff-service-fields';

export interface OrderReference {
  address: string;
  locationId: string;
  serviceType: string;
  planName: string;
  /** A Flip to Fibre order's nbn plan until the fibre is connected, as the summary names it. */
  interimPlan: string | null;
  planId: number;
  offerType: string;
  cisVersion: string;
  lines: readonly Pick<SummaryLine, 'label' | 'amount' | 'period' | 'free' | 'steps'>[];
  monthlyStepsText: string;
  footnote: string;
  agentCode: string;
}

export function orderReferenceText(order: OrderReference): string {
  const service = HANDOFF_SERVICE_TYPES.find((type) => type === order.serviceType);
  return [
    `Address: ${order.address}`,
    `Location id: ${order.locationId}`,
    `Service: ${service ? SERVICE_TITLES[service] : order.serviceType}`,
    `Plan: ${order.planName} (plan id ${order.planId}, ${order.offerType} offer, CIS version ${order.cisVersion})`,
    ...(order.interimPlan ? [`Until the fibre is connected: ${order.interimPlan}`] : []),
    ...order.lines.map((line) => `- ${line.label}: ${lineAmountText(line)}${line.period === 'once' && !line.free ? ' one-off' : ''}`),
    `Total monthly cost: ${order.monthlyStepsText}`,
    order.footnote,
    `Agent code: ${order.agentCode}`,
  ].join('\n');
}
