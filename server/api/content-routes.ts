// Content-like routes (DESIGN §4): answered from the LRU cache with stale-if-error, so pages keep
// working while the CMS or web services are down.
import {
  contentParamsSchema,
  flipPlansParamsSchema,
  flipPlansQuerySchema,
  plansParamsSchema,
} from '../../shared/schemas/api-inputs';
import { contentKey } from '../../shared/routes/surrogate-keys';
import type { CachedJson } from '../upstream/json-cache';
import type { ApiRoute } from './api-route';
import { apiError, checkInput, jsonText, queryOf } from './api-responses';
import { sharedAnswerHeaders } from './cache-control';
import type { RouteKit } from './api-routes';

const cachedAnswer = (answer: CachedJson<unknown>, keys: readonly string[] = []) =>
  jsonText(200, answer.json, sharedAnswerHeaders(keys));

export function contentRoutes({ deps }: RouteKit): ApiRoute[] {
  const { upstreams } = deps;
  const simple = (pattern: string, load: () => Promise<CachedJson<unknown>>): ApiRoute => ({
    method: 'GET',
    pattern,
    handler: async () => cachedAnswer(await load()),
  });

  return [
    simple('/api/nav', () => upstreams.nav()),
    {
      method: 'GET',
      pattern: '/api/getContent/:section/:page',
      handler: async (_request, params) => {
        const input = checkInput(contentParamsSchema, params);
        if (!input.ok) return input.response;
        const { section, page } = input.value;
        // DESIGN §6: only known names, checked before any upstream call.
        const pages = Object.hasOwn(deps.knownContent, section) ? deps.knownContent[section] : undefined;
        if (!pages?.includes(page)) return apiError(404, 'unknown_content', 'There is no such content.');
        return cachedAnswer(await upstreams.content(section, page), [contentKey(section, page)]);
      },
    },
    simple('/api/getDefaultFlipToFibrePlans', () => upstreams.defaultFlipToFibrePlans()),
    {
      method: 'GET',
      pattern: '/api/getFlipToFibrePlans/:nbnRegion/:nbnServiceClass/:maxSpeed',
      handler: async (request, params) => {
        const path = checkInput(flipPlansParamsSchema, params);
        if (!path.ok) return path.response;
        const query = checkInput(flipPlansQuerySchema, queryOf(request));
        if (!query.ok) return query.response;
        return cachedAnswer(await upstreams.flipToFibrePlans({ ...path.value, offerType: query.value.offerType }));
      },
    },
    simple('/api/getDefaultPlansNbn', () => upstreams.defaultPlansNbn()),
    {
      method: 'GET',
      pattern: '/api/plans/:serviceType',
      handler: async (_request, params) => {
        const input = checkInput(plansParamsSchema, params);
        if (!input.ok) return input.response;
        return cachedAnswer(await upstreams.plans(input.value.serviceType));
      },
    },
    simple('/api/shortLinks', () => upstreams.shortLinks()),
    simple('/api/voip-international-rates', () => upstreams.voipInternationalRates()),
    simple('/api/mobile-plans', () => upstreams.mobilePlans(deps.brand)),
    simple('/api/configuration', () => upstreams.configuration()),
  ];
}
