// GET /cis/:file: the Critical Information Summary PDF a plan card links to (`cisLink`); an unknown file is a 404.
import { z, type ZodType } from 'zod';
import { OFFER_TYPES, type OfferType } from '../../../shared/domain/plans/offer-type';
import { BROADBAND_CATALOGUES, mobilePlanSchema, planSchema } from '../../../shared/schemas/plan';
import type { ReportError } from '../../error-reporting';
import type { CachedJson } from '../../upstream/json-cache';
import { START_UP_FLIP_QUERIES } from '../../upstream/catalogue-start-up-check';
import type { SiteDeps } from '../api-deps';
import { apiRequestOf, type ApiRequest, type ApiRoute } from '../api-route';
import { apiError } from '../api-responses';
import { cacheControl } from '../cache-control';
import { errorRefusal } from '../error-answer';
import { broadbandCis, mobileCis } from './cis-document';
import { createCisPdfCache } from './cis-pdf';

const CIS_FILE = /^[a-z0-9-]{1,80}\.pdf$/;

type PlanSource = () => Promise<CachedJson<unknown>>;

/** The plans of one catalogue, each read by its contract (a row that does not fit is skipped; a failed catalogue is reported and has none). */
async function plansFrom<T>(load: PlanSource, row: ZodType<T>, reportError: ReportError): Promise<T[]> {
  let body: unknown;
  try {
    body = (await load()).value;
  } catch (err) {
    errorRefusal(err, { route: '/cis/:file', request: {}, reportError });
    return [];
  }
  const rows = Array.isArray(body) ? body : ((body as { plans?: unknown[] }).plans ?? []);
  return rows.flatMap((candidate) => {
    const parsed = row.safeParse(candidate);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Which offer's document a link asks for (`?offer=`): a public document, so it chooses no price (docs/product/pricing.md#offer-type). */
const cisOfferSchema = z.object({ offer: z.enum(OFFER_TYPES).default('standard') });
const cisOffer = (request: { url: string }) => cisOfferSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));

/** Plans from the upstreams the API reads, so a summary matches the plan the visitor saw. */
export function createCisRoute({ upstreams, brand, reportError, siteUrl }: Pick<SiteDeps, 'upstreams' | 'brand' | 'reportError' | 'siteUrl'>): ApiRoute {
  const cisPdf = createCisPdfCache();
  /** One offer's flip plans, FTTN's then FTTC's: the catalogues the start-up check reads. */
  const flipSources = (offerType: OfferType): PlanSource[] =>
    START_UP_FLIP_QUERIES.filter((query) => query.offerType === offerType).map((query) => () => upstreams.flipToFibrePlans(query));
  /** Every catalogue the site links CIS documents from; the boost offer's flip plans apart (offerCisLink names the offer). */
  const planSources: PlanSource[] = [
    ...BROADBAND_CATALOGUES.map((serviceType) => () => upstreams.plans(serviceType)),
    () => upstreams.defaultFlipToFibrePlans(),
    ...OFFER_TYPES.flatMap((offerType) => flipSources(offerType)),
  ];
  const boostSources = flipSources('boost');
  return {
    method: 'GET',
    pattern: '/cis/:file',
    handlers: [(c) => answer(apiRequestOf(c), c.req.param('file') ?? '')],
  };

  async function answer(request: ApiRequest, file: string): Promise<Response> {
    if (!CIS_FILE.test(file)) return apiError(404, 'not_found', 'No such document.');
    const offer = cisOffer(request);
    if (!offer.success) return apiError(404, 'not_found', 'No such document.');
    const link = `/cis/${file}`;
    const [broadband, mobile] = await Promise.all([
      // Standard and boost share plan ids and files: '?offer=boost' is the boost offer's document.
      Promise.all((offer.data.offer === 'boost' ? boostSources : planSources).map((load) => plansFrom(load, planSchema, reportError))).then((lists) =>
        lists.flat(),
      ),
      plansFrom(() => upstreams.mobilePlans(brand), mobilePlanSchema, reportError),
    ]);
    const plan = broadband.find((p) => p.cisLink === link);
    const mobilePlan = plan ? undefined : mobile.find((p) => p.cisLink === link);
    if (!plan && !mobilePlan) return apiError(404, 'not_found', 'No such document.');
    const document = plan ? broadbandCis(plan, siteUrl) : mobileCis(mobilePlan!, siteUrl);
    return new Response(await cisPdf(document), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${file}"`,
        'cache-control': cacheControl('hour'),
      },
    });
  }
}
