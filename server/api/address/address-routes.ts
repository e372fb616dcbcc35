// Address search and qualification proxies (docs/product/address-check.md#search-retry): validated queries only, answers passed on as text.
import { addressSearchQuerySchema, locationIdParamsSchema, serviceQualificationQuerySchema } from '../../../shared/schemas/api-inputs';
import { typedLocationId } from '../../../shared/domain/address/location-id';
import { mapServiceQualification } from '../../../shared/domain/address/sq-result';
import type { ApiRoute } from '../api-route';
import type { RouteKit } from '../api-deps';
import { defineRoute } from '../define-route';
import { cacheControl, NO_STORE } from '../cache-control';
import { jsonText } from '../api-responses';

/** Address answers are the same for everyone and change rarely: a short shared cache is fine. */
const ADDRESS_CACHE_CONTROL = cacheControl('address');

export function addressRoutes({ deps, overLimit }: RouteKit): ApiRoute[] {
  const { upstreams } = deps;
  return [
    defineRoute(deps, {
      method: 'GET',
      path: 'addressSearch',
      rateLimit: (request) => overLimit('address', request),
      query: addressSearchQuerySchema,
      handle: async (_request, { query: { fullText, source } }) => {
        // docs/product/address-check.md#location-id-lookup: text matching a location id is looked up by id instead of free text.
        const locationId = typedLocationId(fullText);
        const answer = locationId !== null
          ? await upstreams.addressById(locationId)
          : await upstreams.searchAddress({ fullText, source, excludeProviders: deps.excludeProviders });
        return jsonText(200, answer.json, { 'cache-control': ADDRESS_CACHE_CONTROL });
      },
    }),
    defineRoute(deps, {
      method: 'GET',
      path: 'addressById',
      rateLimit: (request) => overLimit('address', request),
      params: locationIdParamsSchema,
      handle: async (_request, { params }) => {
        const answer = await upstreams.addressById(params.locId);
        return jsonText(200, answer.json, { 'cache-control': ADDRESS_CACHE_CONTROL });
      },
    }),
    defineRoute(deps, {
      method: 'GET',
      path: 'serviceQualification',
      rateLimit: (request) => overLimit('serviceQualification', request),
      query: serviceQualificationQuerySchema,
      handle: async ({ signal }, { query }) => {
        // The visitor leaving aborts the (up to 20 s) upstream call too.
        const answer = await upstreams.serviceQualification(query, deps.brand, { signal });
        // Mapped here only to log an nbn readiness status the site does not know (ADR 011).
        if (deps.noteUnknownReadyStatus) {
          const { unknownReadyStatus } = mapServiceQualification(answer.value);
          if (unknownReadyStatus !== null) deps.noteUnknownReadyStatus(unknownReadyStatus, { source: 'service-qualification' });
        }
        return jsonText(200, answer.json, NO_STORE);
      },
    }),
  ];
}
