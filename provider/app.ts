// The embedded provider's HTTP app (docs/architecture.md#the-embedded-provider): the upstreams behind the knobs, and control routes.
import express from 'express';
import type { ErrorRequestHandler } from 'express';
import { createAddressServiceRouter } from './address/routes';
import { createContentControl } from './content/content-control';
import { CONTENT_PAGES } from './content/registry';
import { createEventStore, createEventsRouter } from './events/routes';
import { createKnobController, createKnobsControlRouter, sendError, type KnobSettings } from './knobs';
import { createAgentCreditReader } from './order-site/agent-attribution';
import { createOrderSignatureReader } from './order-site/order-signature';
import { createOrderSiteRouter, createOrderStore } from './order-site/routes';
import { createWebServicesRouter } from './web-services/routes';

export interface ProviderAppOptions {
  knobs?: KnobSettings | undefined;
  /** Seeds the knobs' random draws, so error rates and jitter repeat exactly. */
  seed?: number | undefined;
  /** The website's ORDER_AES_SECRET: the order stand-in checks agent attributions with it. */
  orderAesSecret?: string | undefined;
  /** The website's ORDER_SIGNING_SECRET and ORDER_SIGNING_SECRET_PREVIOUS: the stand-in checks `order_sig` with them. */
  orderSigningSecret?: string | undefined;
  orderSigningSecretPrevious?: string | undefined;
}

const isBodyParseError = (error: unknown): error is { status: number; type: string } =>
  typeof error === 'object' && error !== null && 'type' in error && 'status' in error;

const answerErrorsAsJson: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (isBodyParseError(error) && error.status >= 400 && error.status < 500) {
    return sendError(res, error.status, 'BAD_REQUEST', `Unreadable request body (${error.type})`);
  }
  console.error('[provider] unexpected error', error);
  sendError(res, 500, 'INTERNAL', 'Unexpected provider error');
};

export function createProviderApp(options: ProviderAppOptions = {}) {
  const knobs = createKnobController(options);
  const events = createEventStore();
  const orders = createOrderStore();

  const app = express();
  app.disable('x-powered-by');
  // The control routes read the socket address themselves; never trust forwarded headers here.
  app.set('trust proxy', false);
  const content = createContentControl(CONTENT_PAGES);

  app.use(createKnobsControlRouter(knobs));
  app.use(content.router);
  app.use(knobs.middleware());
  app.use(createAddressServiceRouter());
  app.use(createWebServicesRouter(content.pages));
  app.use(createEventsRouter(events));
  app.use(
    createOrderSiteRouter(
      orders,
      createAgentCreditReader({ orderAesSecret: options.orderAesSecret }),
      createOrderSignatureReader({ secret: options.orderSigningSecret, previousSecret: options.orderSigningSecretPrevious }),
    ),
  );

  app.use((req, res) => sendError(res, 404, 'NOT_FOUND', `No provider route for ${req.method} ${req.path}`));
  app.use(answerErrorsAsJson);

  return { app, knobs, events, orders };
}
