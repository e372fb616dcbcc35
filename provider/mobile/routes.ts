// The mobile plans service (docs/product/content.md#mobile-plans `GET /v1/mobile-plans?supplier=&productType=Mobile&brand=`).
import express from 'express';
import type { Router } from 'express';
import { findMobilePlans } from '../catalogue/mobile-plans';

export function createMobilePlansRouter(): Router {
  const router = express.Router();
  router.get('/v1/mobile-plans', (req, res) => {
    const { supplier, productType, brand } = req.query;
    res.json({ plans: findMobilePlans({ supplier, productType, brand }) });
  });
  return router;
}
