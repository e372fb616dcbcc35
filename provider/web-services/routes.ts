// The web services (docs/product/frame.md#upstream-services), the mobile plans service (docs/product/content.md#mobile-plans)
// and the CMS's global configuration (docs/product/pricing.md#plan-sources: a promo campaign code).
import express from 'express';
import type { Request, Router } from 'express';
import { UPSTREAM_PATHS } from '../../shared/routes/api-paths';
import type { BroadbandCatalogue, Plan } from '../../shared/schemas/plan';
import { UNCONNECTED_CAMPAIGN } from '../address/premises';
import { FIBRE_PLANS } from '../catalogue/fibre-plans';
import { getDefaultFlipToFibrePlans, getFlipToFibrePlans, parseFlipOfferType } from '../catalogue/flip-to-fibre-plans';
import { INTERNATIONAL_RATES } from '../catalogue/international-rates';
import { findMobilePlans } from '../catalogue/mobile-plans';
import { getDefaultPlansNbn, NBN_PLANS } from '../catalogue/nbn-plans';
import { HOME_WIRELESS_PLANS, MOBILE_BROADBAND_PLANS } from '../catalogue/wireless-plans';
import type { ContentPages } from '../content/content-control';
import { NAV, SHORT_LINKS } from '../content/registry';
import { sendError } from '../knobs';

const CATALOGUES: Record<BroadbandCatalogue, readonly Plan[]> = {
  nbn: NBN_PLANS,
  fibre: FIBRE_PLANS,
  hwbb: HOME_WIRELESS_PLANS,
  mbb: MOBILE_BROADBAND_PLANS,
};

const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9-]{0,63}$/;
const REGION_PATTERN = /^[A-Za-z][A-Za-z-]{1,31}$/;
const SERVICE_CLASS_PATTERN = /^\d{1,2}$/;
const SPEED_PATTERN = /^\d{1,5}$/;

/** Own keys only: `constructor` or `__proto__` must never look like a content page. */
function lookup<T>(record: Record<string, T>, key: string): T | undefined {
  return NAME_PATTERN.test(key) && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** `pages` (section -> page -> document): the CMS's documents as served now (content-control.ts). */
export function createWebServicesRouter(pages: ContentPages): Router {
  const router = express.Router();
  const answers: [string, (query: Request['query']) => unknown][] = [
    [UPSTREAM_PATHS.nav, () => NAV],
    [UPSTREAM_PATHS.shortLinks, () => SHORT_LINKS],
    [UPSTREAM_PATHS.defaultFlipToFibrePlans, () => ({ plans: getDefaultFlipToFibrePlans() })],
    [UPSTREAM_PATHS.defaultPlansNbn, () => ({ plans: getDefaultPlansNbn() })],
    ['/v1/voip-international-rates', () => ({ data: INTERNATIONAL_RATES })],
    ['/v1/mobile-plans', (query) => ({ plans: findMobilePlans(query) })],
    ['/globals/configuration', () => ({ data: { unconnected_services: { value: UNCONNECTED_CAMPAIGN } } })],
  ];
  for (const [path, answer] of answers) router.get(path, (req, res) => void res.json(answer(req.query)));

  router.get(UPSTREAM_PATHS.content, (req, res) => {
    const section = lookup(pages, req.params.section);
    const page = section ? lookup(section, req.params.page) : undefined;
    if (page === undefined) return sendError(res, 404, 'CONTENT_NOT_FOUND', `No content at ${req.params.section}/${req.params.page}`);
    res.json(page);
  });

  // The service also answers without a maximum speed (no limit), hence the optional last segment.
  router.get(UPSTREAM_PATHS.flipToFibrePlans.replace('/:maxSpeed', '{/:maxSpeed}'), (req, res) => {
    const { nbnRegion, nbnServiceClass, maxSpeed } = req.params as { nbnRegion: string; nbnServiceClass: string; maxSpeed?: string };
    if (!REGION_PATTERN.test(nbnRegion)) return sendError(res, 400, 'INVALID_REGION', 'nbnRegion must be a region name such as metro');
    if (!SERVICE_CLASS_PATTERN.test(nbnServiceClass)) return sendError(res, 400, 'INVALID_SERVICE_CLASS', 'nbnServiceClass must be a number from 0 to 99');
    if (maxSpeed !== undefined && !SPEED_PATTERN.test(maxSpeed)) return sendError(res, 400, 'INVALID_MAX_SPEED', 'maxSpeed must be a whole number of Mbps');
    // The copper line's maximum speed is checked, never passed on: it limits no flip plan (getFlipToFibrePlans).
    const plans = getFlipToFibrePlans({
      nbnRegion: nbnRegion.toLowerCase(),
      nbnServiceClass: Number(nbnServiceClass),
      offerType: parseFlipOfferType(req.query.offerType),
    });
    res.json({ plans });
  });

  router.get(UPSTREAM_PATHS.plans, (req, res) => {
    const plans = lookup(CATALOGUES, req.params.serviceType);
    if (!plans) return sendError(res, 404, 'UNKNOWN_SERVICE_TYPE', 'serviceType must be one of nbn, fibre, hwbb, mbb');
    res.json({ plans });
  });

  return router;
}
