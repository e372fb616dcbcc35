// GET /cis/:file: the Critical Information Summary PDF every plan card links to (`cisLink`).
// Plans come through the site's own API (in process, cached), so a summary always matches the
// plan the visitor saw; an unknown file is a 404, never a guess.
import { z, type ZodType } from 'zod';
import { apiPath } from '../../../shared/routes/api-paths';
import { OFFER_TYPES } from '../../../shared/schemas/api-inputs';
import { BROADBAND_CATALOGUES, mobilePlanSchema, planSchema } from '../../../shared/schemas/plan';
import type { ApiRoute } from '../api-route';
import { apiError } from '../api-responses';
import { broadbandCis, mobileCis, type CisLinks } from './cis-document';
import { createCisPdfCache } from './cis-pdf';

const CIS_FILE = /^[a-z0-9-]{1,80}\.pdf$/;

/** Every catalogue the site links CIS documents from. */
const PLAN_SOURCES: readonly string[] = [
  ...BROADBAND_CATALOGUES.map((serviceType) => apiPath('plans', { serviceType })),
  apiPath('defaultFlipToFibrePlans'),
  // Flip plans for FTTN (class 13) and FTTC (class 34) addresses, both offers.
  ...[13, 34].flatMap((nbnServiceClass) =>
    OFFER_TYPES.map((offerType) => apiPath('flipToFibrePlans', { nbnRegion: 'metro', nbnServiceClass, maxSpeed: 0 }, { offerType })),
  ),
];

/** The boost offer's flip plans: a boost plan's CIS link names the offer (shared/domain/offer.ts offerCisLink). */
const BOOST_SOURCES: readonly string[] = [13, 34].map((nbnServiceClass) =>
  apiPath('flipToFibrePlans', { nbnRegion: 'metro', nbnServiceClass, maxSpeed: 0 }, { offerType: 'boost' }),
);

type FetchApi = (path: string) => Promise<Response>;

/** The plans of one site API answer, each read by its contract (a row that does not fit is skipped). */
async function plansFrom<T>(fetchApi: FetchApi, path: string, row: ZodType<T>): Promise<T[]> {
  const response = await fetchApi(path);
  if (!response.ok) return [];
  const body = (await response.json()) as { plans?: unknown[] } | unknown[];
  const rows = Array.isArray(body) ? body : (body.plans ?? []);
  return rows.flatMap((candidate) => {
    const parsed = row.safeParse(candidate);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Which offer's document a link asks for: `?offer=` names one of the offers (offerCisLink writes it
 * for the boost offer's plans), read by its schema. A CIS is a public document of an offer; which
 * offer an address gets, and what an order carries, the server decides elsewhere
 * (docs/product/pricing.md#offer-type), so reading the parameter here chooses no price.
 */
const cisOfferSchema = z.object({ offer: z.enum(OFFER_TYPES).default('standard') });
const cisOffer = (request: { url: string }) => cisOfferSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));

/** `links.siteUrl`: SITE_URL, the base of the document's links to the site's own pages. */
export function createCisRoute(fetchApi: FetchApi, links: CisLinks): ApiRoute {
  const cisPdf = createCisPdfCache();
  return {
    method: 'GET',
    pattern: '/cis/:file',
    async handler(request, params) {
      const file = params.file ?? '';
      if (!CIS_FILE.test(file)) return apiError(404, 'not_found', 'No such document.');
      const offer = cisOffer(request);
      if (!offer.success) return apiError(404, 'not_found', 'No such document.');
      const link = `/cis/${file}`;
      const [broadband, mobile] = await Promise.all([
        // Standard and boost share plan ids and files: '?offer=boost' is the boost offer's document.
        Promise.all((offer.data.offer === 'boost' ? BOOST_SOURCES : PLAN_SOURCES).map((path) => plansFrom(fetchApi, path, planSchema))).then((lists) =>
          lists.flat(),
        ),
        plansFrom(fetchApi, apiPath('mobilePlans'), mobilePlanSchema),
      ]);
      const plan = broadband.find((p) => p.cisLink === link);
      const mobilePlan = plan ? undefined : mobile.find((p) => p.cisLink === link);
      if (!plan && !mobilePlan) return apiError(404, 'not_found', 'No such document.');
      const document = plan ? broadbandCis(plan, links) : mobileCis(mobilePlan!, links);
      return new Response(await cisPdf(document), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `inline; filename="${file}"`,
          'cache-control': 'public, max-age=3600',
        },
      });
    },
  };
}
