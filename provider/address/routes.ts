// docs/architecture.md#contracts: the address service. Bad query 400, malformed id 422 (docs/product/frame.md#unknown-routes), unknown 404.
import express from 'express';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { loadAddressBook } from './address-book';
import { ANY_LOCATION_ID_PATTERN, LOCATION_ID_PATTERNS, LOCATION_ID_PROVIDERS } from '../../shared/domain/address/location-id';
import { sendError } from '../knobs';

const addressSearchQuery = z.object({
  fullText: z.string().trim().min(1, 'fullText is required').max(200),
  source: z.enum(['footprint', 'api']).default('footprint'),
  excludeProviders: z.string().max(200).optional(),
});

const providerId = z.string().max(40).optional();
const serviceQualificationQuery = z
  .object({
    nbn: providerId,
    opticomm: providerId,
    vision: providerId,
    brand: z.string().trim().min(1).max(40).regex(/^[\w .-]+$/, 'brand has unexpected characters').optional(),
  })
  .refine((query) => LOCATION_ID_PROVIDERS.some((provider) => query[provider] !== undefined), {
    message: 'name at least one provider: nbn, opticomm or vision',
  });

function badQuery(res: Response, error: z.ZodError): void {
  const message = error.issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`).join('; ');
  sendError(res, 400, 'bad_request', message);
}

/** The address service router. The book is built on the first request that needs it, unless warmed with loadAddressBook(). */
export function createAddressServiceRouter(): express.Router {
  const router = express.Router();

  router.get('/v2/address', (req: Request, res: Response) => {
    const parsed = addressSearchQuery.safeParse(req.query);
    if (!parsed.success) return badQuery(res, parsed.error);
    res.json(loadAddressBook().search(parsed.data));
  });

  router.get('/v2/address/:locId', (req: Request<{ locId: string }>, res: Response) => {
    const { locId } = req.params;
    if (!ANY_LOCATION_ID_PATTERN.test(locId)) {
      return sendError(res, 422, 'unprocessable', 'locId must be LOC, OPC or VSN followed by 12 digits');
    }
    res.json(loadAddressBook().byLocationId(locId));
  });

  router.get('/v2/service-qualification', (req: Request, res: Response) => {
    const parsed = serviceQualificationQuery.safeParse(req.query);
    if (!parsed.success) return badQuery(res, parsed.error);
    const malformed = LOCATION_ID_PROVIDERS.find((provider) => {
      const locationId = parsed.data[provider];
      return locationId !== undefined && !LOCATION_ID_PATTERNS[provider].test(locationId);
    });
    if (malformed) return sendError(res, 422, 'unprocessable', `${malformed} is not a valid ${malformed} location id`);
    const answer = loadAddressBook().qualify(parsed.data);
    if (!answer) return sendError(res, 404, 'not_found', 'no premises with that location id');
    res.json(answer);
  });

  return router;
}
