// Stand-in for `node:diagnostics_channel` in the edge bundle (scripts/build-edge.ts): lru-cache only reads
// `hasSubscribers`, so channels that never have any keep it on its plain path.
const silentChannel = { hasSubscribers: false, publish: () => {} };

export const channel = (_name: string) => silentChannel;

export const tracingChannel = (_name: string) => ({
  hasSubscribers: false,
  tracePromise: <T>(fn: () => Promise<T>) => fn(),
});

export default { channel, tracingChannel };
