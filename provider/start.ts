// Starts the embedded provider on a loopback port, 0 by default so several run side by side (docs/architecture.md#the-embedded-provider).
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createProviderApp, type ProviderAppOptions } from './app';
import { knobsFromEnv } from './knobs';

export type RunningProvider = Awaited<ReturnType<typeof startProvider>>;

/** Knob settings, when absent, are `PROVIDER_KNOBS` from the environment. */
export async function startProvider(options: ProviderAppOptions & { port?: number; host?: string } = {}) {
  const host = options.host ?? '127.0.0.1';
  const { app, knobs, events, orders } = createProviderApp({ ...options, knobs: options.knobs ?? knobsFromEnv(process.env) });
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

  /** `url`: no trailing slash, e.g. `http://127.0.0.1:53121`. */
  return { url: `http://${urlHost}:${port}`, close, knobs, events, orders };
}
