// Stand-in for `node:diagnostics_channel` in the edge bundle: lru-cache only reads `hasSubscribers`.
const silentChannel = { hasSubscribers: false, publish: () => {} };

export const channel = (_name: string) => silentChannel;

export const tracingChannel = (_name: string) => ({ hasSubscribers: false, tracePromise: <T>(fn: () => Promise<T>) => fn() });

export default { channel, tracingChannel };
