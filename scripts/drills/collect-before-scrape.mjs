// Loaded into the drilled site (drill-site.ts), never by the site itself: a full collection as each /metrics
// scrape arrives, so the memory verdict reads live heap.
import { subscribe } from 'node:diagnostics_channel';

const gc = globalThis.gc;
if (typeof gc !== 'function') throw new Error('collect-before-scrape.mjs needs node --expose-gc');

subscribe('http.server.request.start', ({ request }) => {
  if (request.url === '/metrics') gc();
});
