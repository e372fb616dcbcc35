// Starts the embedded provider on a loopback port (docs/architecture.md#the-embedded-provider): port 0 by default, so several
// instances run side by side. The server starts it in-process whenever an upstream URL is unset.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createProviderApp } from './app';
import type { EventStore } from './events/event-store';
import { knobsFromEnv } from './knobs';
import type { KnobController, KnobSettings } from './knobs';
import type { OrderStore } from './order-site/order-store';

export interface StartProviderOptions {
  port?: number;
  host?: string;
  /** Knob settings; when absent, `PROVIDER_KNOBS` from the environment applies. */
  knobs?: KnobSettings;
  seed?: number;
  /** The website's ORDER_AES_SECRET, for the order stand-in's agent attributions. */
  orderAesSecret?: string | undefined;
  /** The website's ORDER_SIGNING_SECRET (and the previous one during a rotation), for the stand-in's check of `order_sig`. */
  orderSigningSecret?: string | undefined;
  orderSigningSecretPrevious?: string | undefined;
}

export interface RunningProvider {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:53121`. */
  url: string;
  close(): Promise<void>;
  knobs: KnobController;
  events: EventStore;
  orders: OrderStore;
}

export async function startProvider(options: StartProviderOptions = {}): Promise<RunningProvider> {
  const host = options.host ?? '127.0.0.1';
  const { app, knobs, events, orders } = createProviderApp({
    knobs: options.knobs ?? knobsFromEnv(process.env),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.orderAesSecret ? { orderAesSecret: options.orderAesSecret } : {}),
    ...(options.orderSigningSecret ? { orderSigningSecret: options.orderSigningSecret } : {}),
    ...(options.orderSigningSecretPrevious ? { orderSigningSecretPrevious: options.orderSigningSecretPrevious } : {}),
  });
  const server = app.listen(options.port ?? 0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve, reject) => {
      // Hung and delayed requests would hold the server open for up to a minute: release them.
      knobs.dispose();
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeIdleConnections();
    });
    return closing;
  };

  return { url: `http://${urlHost}:${port}`, close, knobs, events, orders };
}
