// The stand-in order site's page: lists every field the hand-off carried, so a person trying the
// site locally sees what would reach the real order site. Every value is escaped.
import type { OrderQuery } from './order-store';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export function renderOrderPage(query: OrderQuery): string {
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
    <title>Order site (local stand-in)</title>
  </head>
  <body>
    <h1>Order site (local stand-in)</h1>
    <p>This page stands in for the separate order site. It is not the real order site: no order has been placed.</p>
${table}
  </body>
</html>
`;
}
