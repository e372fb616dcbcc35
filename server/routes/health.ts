// Liveness and readiness probes (docs/architecture.md#reliability-and-security: on SIGTERM readiness turns 503 at once).
import { Router } from 'express';

export interface Readiness {
  ready: boolean;
}

export function healthRoutes(readiness: Readiness): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (readiness.ready) res.json({ status: 'ready' });
    else res.status(503).json({ status: 'shutting-down' });
  });
  return router;
}
