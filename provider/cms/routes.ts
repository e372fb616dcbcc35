// The content management service's global configuration (docs/product/pricing.md#plan-sources `GET {CMS}/globals/configuration`:
// the site uses data.unconnected_services.value, a promo campaign code of docs/product/pricing.md#plan-sources).
import express from 'express';
import type { Router } from 'express';
import { UNCONNECTED_CAMPAIGN } from '../address/premises';

export function createCmsRouter(): Router {
  const router = express.Router();
  router.get('/globals/configuration', (_req, res) => {
    res.json({ data: { unconnected_services: { value: UNCONNECTED_CAMPAIGN } } });
  });
  return router;
}
