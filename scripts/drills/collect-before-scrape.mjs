// Loaded into the drilled site only (drill-site.ts): a full collection as each /metrics scrape arrives, so heap is live heap.
import { subscribe } from 'node:diagnostics_channel';

const gc = globalThis.gc;
if (typeof gc !== 'function') throw new Error('collect-before-scrape.mjs needs node --expose-gc');

subscribe('http.server.request.start', ({ request }) => {
  if (request.url === '/metrics') gc();
});
