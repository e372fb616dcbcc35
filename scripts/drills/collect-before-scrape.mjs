// Loaded into the drilled site with `node --expose-gc --import` (drill-site.ts), never by the site
// itself: a full collection as each Prometheus scrape arrives, before the site reads its registry,
// so the memory verdict reads live heap rather than garbage not yet collected. It watches the
// requests through Node's public diagnostics channel; the server knows nothing of it.
import { subscribe } from 'node:diagnostics_channel';

const gc = globalThis.gc;
if (typeof gc !== 'function') throw new Error('collect-before-scrape.mjs needs node --expose-gc');

subscribe('http.server.request.start', ({ request }) => {
  if (request.url === '/metrics') gc();
});
