// GET /cis/:file: the Critical Information Summary PDF every plan card links to (`cisLink`).
// Plans come through the site's own API (in process, cached), so a summary always matches the
// plan the visitor saw; an unknown file is a 404, never a guess.
import type { MobilePlan, Plan } from '../../shared/schemas/plan';
import type { ApiRoute } from '../api/api-route';
import { apiError } from '../api/api-responses';
import { broadbandCis, mobileCis } from './cis-document';
import { writePdf } from './pdf-writer';

const CIS_FILE = /^[a-z0-9-]{1,80}\.pdf$/;

/** Every catalogue the site links CIS documents from. */
const PLAN_SOURCES = [
  '/api/plans/nbn',
  '/api/plans/fibre',
  '/api/plans/hwbb',
  '/api/plans/mbb',
  '/api/getDefaultFlipToFibrePlans',
  // Flip plans for FTTN (class 13) and FTTC (class 34) addresses, both offers.
  '/api/getFlipToFibrePlans/metro/13/0?offerType=standard',
  '/api/getFlipToFibrePlans/metro/13/0?offerType=boost',
  '/api/getFlipToFibrePlans/metro/34/0?offerType=standard',
  '/api/getFlipToFibrePlans/metro/34/0?offerType=boost',
] as const;

type FetchApi = (path: string) => Promise<Response>;

async function plansFrom(fetchApi: FetchApi, path: string): Promise<unknown[]> {
  const response = await fetchApi(path);
  if (!response.ok) return [];
  const body = (await response.json()) as { plans?: unknown[] } | unknown[];
  return Array.isArray(body) ? body : (body.plans ?? []);
}

export function createCisRoute(fetchApi: FetchApi): ApiRoute {
  return {
    method: 'GET',
    pattern: '/cis/:file',
    async handler(_request, params) {
      const file = params.file ?? '';
      if (!CIS_FILE.test(file)) return apiError(404, 'not_found', 'No such document.');
      const link = `/cis/${file}`;
      const [broadband, mobile] = await Promise.all([
        Promise.all(PLAN_SOURCES.map((path) => plansFrom(fetchApi, path))).then((lists) => lists.flat() as Plan[]),
        plansFrom(fetchApi, '/api/mobile-plans') as Promise<MobilePlan[]>,
      ]);
      const plan = broadband.find((p) => p.cisLink === link);
      const mobilePlan = plan ? undefined : mobile.find((p) => p.cisLink === link);
      if (!plan && !mobilePlan) return apiError(404, 'not_found', 'No such document.');
      const document = plan ? broadbandCis(plan) : mobileCis(mobilePlan!);
      return new Response(writePdf(document.title, document.lines), {
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
