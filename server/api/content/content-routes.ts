// Content-like routes (docs/architecture.md#contracts), from the cache with stale-if-error.
import { contentParamsSchema, flipPlansParamsSchema, flipPlansQuerySchema, plansParamsSchema } from '../../../shared/schemas/api-inputs';
import type { ApiRouteName } from '../../../shared/routes/api-paths';
import { contentKey } from '../../../shared/routes/surrogate-keys';
import type { CachedJson } from '../../upstream/json-cache';
import type { ApiRoute } from '../api-route';
import { apiError, jsonText } from '../api-responses';
import { sharedAnswerHeaders } from '../cache-control';
import type { RouteKit } from '../api-deps';
import { defineRoute } from '../define-route';

const cachedAnswer = (answer: CachedJson<unknown>, keys: readonly string[] = []) =>
  jsonText(200, answer.json, sharedAnswerHeaders(keys));

export function contentRoutes({ deps }: RouteKit): ApiRoute[] {
  const { upstreams } = deps;
  const simple = (path: ApiRouteName, load: () => Promise<CachedJson<unknown>>): ApiRoute =>
    defineRoute(deps, { method: 'GET', path, handle: async () => cachedAnswer(await load()) });

  return [
    simple('nav', () => upstreams.nav()),
    defineRoute(deps, {
      method: 'GET',
      path: 'content',
      params: contentParamsSchema,
      handle: async (_request, { params: { section, page } }) => {
        // docs/architecture.md#reliability-and-security: only known names, checked before any upstream call.
        const pages = Object.hasOwn(deps.knownContent, section) ? deps.knownContent[section] : undefined;
        if (!pages?.includes(page)) return apiError(404, 'unknown_content', 'There is no such content.');
        return cachedAnswer(await upstreams.content(section, page), [contentKey(section, page)]);
      },
    }),
    simple('defaultFlipToFibrePlans', () => upstreams.defaultFlipToFibrePlans()),
    defineRoute(deps, {
      method: 'GET',
      path: 'flipToFibrePlans',
      params: flipPlansParamsSchema,
      query: flipPlansQuerySchema,
      handle: async (_request, { params, query }) =>
        cachedAnswer(await upstreams.flipToFibrePlans({ ...params, offerType: query.offerType })),
    }),
    simple('defaultPlansNbn', () => upstreams.defaultPlansNbn()),
    defineRoute(deps, {
      method: 'GET',
      path: 'plans',
      params: plansParamsSchema,
      handle: async (_request, { params }) => cachedAnswer(await upstreams.plans(params.serviceType)),
    }),
    simple('shortLinks', () => upstreams.shortLinks()),
    simple('voipInternationalRates', () => upstreams.voipInternationalRates()),
    simple('mobilePlans', () => upstreams.mobilePlans(deps.brand)),
    simple('configuration', () => upstreams.configuration()),
  ];
}
