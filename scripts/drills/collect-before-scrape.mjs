// Loaded into the drilled site with `node --expose-gc --import` (drill-site.ts), never by the site itself:
// a full collection as each /metrics scrape arrives (seen on Node's diagnostics channel), so the memory
// verdict reads live heap rather than garbage not yet collected.
import { subscribe } from 'node:diagnostics_channel';

const gc = globalThis.gc;
if (typeof gc !== 'function') throw new Error('collect-before-scrape.mjs needs node --expose-gc');

subscribe('http.server.request.start', ({ request }) => {
  if (request.url === '/metrics') gc();
});
