// The stand-in order site (docs/architecture.md#contracts ORDER_SITE_URL): `GET /order`, 422 when it cannot act on the order.
import express from 'express';
import type { Request, Router } from 'express';
import { createBoundedLog, receivedControlRoutes, type BoundedLog, type Received } from '../knobs';
import { createAgentCreditReader, type AgentCredit, type ReadAgentCredit } from './agent-attribution';
import { readOrder, renderOrderPage } from './order-page';
import { createOrderSignatureReader, type OrderQuery, type OrderSignatureReading, type ReadOrderSignature } from './order-signature';

interface OrderFields {
  query: OrderQuery;
  /** Whether the agent named by the order was credited (agent-attribution.ts); absent without agent fields. */
  agent?: AgentCredit;
  /** What the order's `order_sig` said (order-signature.ts); absent when not read. */
  signature?: OrderSignatureReading;
}

export type OrderRequest = Received<OrderFields>;
export type OrderStore = BoundedLog<OrderFields>;
export const createOrderStore: (limit?: number, now?: () => Date) => OrderStore = createBoundedLog;

/** Keeps only string fields (Express's simple query parser gives strings and string arrays). */
function orderQueryOf(req: Request): OrderQuery {
  const query: OrderQuery = {};
  for (const [field, value] of Object.entries(req.query)) {
    if (typeof value === 'string') query[field] = value;
    else if (Array.isArray(value)) query[field] = value.filter((one): one is string => typeof one === 'string');
  }
  return query;
}

export function createOrderSiteRouter(
  orders: OrderStore,
  readAgentCredit: ReadAgentCredit = createAgentCreditReader({}),
  readSignature: ReadOrderSignature = createOrderSignatureReader({}),
): Router {
  const router = express.Router();
  router.get('/order', async (req, res) => {
    const query = orderQueryOf(req);
    // The audience is this order site as the browser reached it (the website's ORDER_SITE_URL).
    const agent = await readAgentCredit(query, `${req.protocol}://${req.get('host') ?? ''}`);
    const signature = readSignature(query);
    orders.add({ query, ...(agent ? { agent } : {}), signature });
    const reading = readOrder(query, agent, signature);
    res
      .status(reading.problems.length === 0 ? 200 : 422)
      .type('html')
      .set('Cache-Control', 'no-store')
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
      .send(renderOrderPage(query, reading));
  });
  // Tests read the received orders (docs/product/ordering-and-handoff.md#hand-off-fields).
  receivedControlRoutes(router, 'order-requests', 'orders', orders);
  return router;
}
