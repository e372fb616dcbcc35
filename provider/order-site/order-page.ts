// The stand-in order site's page: whether it could act on the order (ADR 010) and every field, each value escaped.
import { HANDOFF_SERVICE_FIELDS, serviceFieldProblems, serviceTypeOfHandoff, type OrderServiceType } from '../../shared/domain/ordering/handoff-service-fields';
import { extrasFieldProblems } from '../../shared/domain/plans/service-extras';
import { escapeHtml } from '../../shared/escape-html';
import type { AgentCredit } from './agent-attribution';
import type { OrderQuery, OrderSignatureReading } from './order-signature';

export const SERVICE_NAMES: Readonly<Record<OrderServiceType, string>> = {
  nbn: 'nbn',
  fibre: 'fibre',
  hwbb: 'home wireless',
  mbb: 'mobile broadband',
  flipToFibre: 'Flip to Fibre',
  mobile: 'mobile SIM',
};

/** An agent's login token in the URL is a leak the order site refuses to act on. */
export const LOGIN_TOKEN_PROBLEM = "the order carried an agent's login token (agent-token); the order site takes agent_code and agent_attribution only";

/** What the order site makes of an order: the service it is for, or why it cannot act on it. */
export function readOrder(query: OrderQuery, agent: AgentCredit | null = null, signature: OrderSignatureReading | null = null) {
  const type = query.type;
  const named = typeof type === 'string' ? serviceTypeOfHandoff(type) : undefined;
  // A failed signature: changed on the way, nothing in it can be acted on (docs/product/ordering-and-handoff.md#order-signature).
  const problems = signature?.checked && !signature.verified ? [`the order is not the website's: ${signature.problem}`] : [];
  // The extras must fit the service too (docs/product/ordering-and-handoff.md#extras-by-service).
  problems.push(...serviceFieldProblems(query), ...(named ? extrasFieldProblems(named, query) : []));
  if (query['agent-token'] !== undefined) problems.push(LOGIN_TOKEN_PROBLEM);
  return { serviceType: problems.length === 0 && named ? named : null, problems, agent, signature };
}
type OrderReading = ReturnType<typeof readOrder>;

// A line beneath the order's one status (what the order site makes of the order), not a status of its own.
function signatureLine(signature: OrderSignatureReading | null): string {
  if (!signature) return '';
  if (!signature.checked) return `    <p class="order-signature">Order signature not checked: ${escapeHtml(signature.reason)}.</p>\n`;
  return signature.verified ? `    <p class="order-signature">Order signature verified (${signature.key} key).</p>\n` : '';
}

function agentLine(agent: AgentCredit | null): string {
  if (!agent) return '';
  return agent.credited
    ? `    <p role="status">Agent credited: ${escapeHtml(agent.agentCode)}.</p>\n`
    : `    <p role="status">Agent not credited: ${escapeHtml(agent.reason)}.</p>\n`;
}

/** The service fields the order site routes on, in their table's order. */
const SERVICE_FIELD_NAMES = ['type', 'technology', 'service_class', 'flip', 'interim_plan', 'service_location_id'] as const;

function verdict({ serviceType, problems }: OrderReading, query: OrderQuery): string {
  if (serviceType) {
    const rule = HANDOFF_SERVICE_FIELDS[serviceType];
    const rows = SERVICE_FIELD_NAMES.filter((name) => query[name] !== undefined).map(
      (name) => `        <tr><th scope="row">${name}</th><td>${escapeHtml(String(query[name]))}</td></tr>`,
    );
    return [
      `    <p role="status">The order site can act on this order. Service: ${escapeHtml(SERVICE_NAMES[serviceType])}.</p>`,
      `    <table>`,
      `      <caption>Service fields (type ${escapeHtml(rule.type)})</caption>`,
      ...rows,
      `    </table>`,
    ].join('\n');
  }
  return [
    '    <h2>The order site cannot act on this order</h2>',
    '    <ul>',
    ...problems.map((problem) => `      <li>${escapeHtml(problem)}</li>`),
    '    </ul>',
  ].join('\n');
}

export function renderOrderPage(query: OrderQuery, reading: OrderReading = readOrder(query)): string {
  const rows = Object.entries(query)
    .flatMap(([field, value]) => (Array.isArray(value) ? value : [value]).map((one) => [field, one] as const))
    .map(([field, value]) => `      <tr><th scope="row">${escapeHtml(field)}</th><td>${escapeHtml(value)}</td></tr>`);
  const table =
    rows.length === 0
      ? '    <p>No order fields were received.</p>'
      : [
          '    <table>',
          '      <caption>Fields received from the website</caption>',
          '      <tr><th scope="col">Field</th><th scope="col">Value</th></tr>',
          ...rows,
          '    </table>',
        ].join('\n');
  return `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <!-- No icon to fetch: a browser would otherwise ask this stand-in for /favicon.ico and log its 404. -->
    <link rel="icon" href="data:,">
    <title>Order site (local stand-in)</title>
  </head>
  <body>
    <h1>Order site (local stand-in)</h1>
    <p>This page stands in for the separate order site. It is not the real order site: no order has been placed.</p>
${verdict(reading, query)}
${signatureLine(reading.signature)}${agentLine(reading.agent)}${table}
  </body>
</html>
`;
}
