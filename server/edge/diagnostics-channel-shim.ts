// Stand-in for `node:diagnostics_channel` in the edge bundle (scripts/build-edge.ts aliases it
// here). lru-cache 11 imports that module lazily for optional tracing; with nobody subscribed it
// only reads `hasSubscribers`, so channels that never have subscribers keep it on its plain path.
const silentChannel = { hasSubscribers: false, publish: () => {} };

export const channel = (_name: string) => silentChannel;

export const tracingChannel = (_name: string) => ({
  hasSubscribers: false,
  tracePromise: <T>(fn: () => Promise<T>) => fn(),
});

export default { channel, tracingChannel };
