// Address search and qualification proxies (docs/product/address-check.md#search-retry): validated queries only, answers passed on as text.
import { addressSearchQuerySchema, locationIdParamsSchema, serviceQualificationQuerySchema } from '../../../shared/schemas/api-inputs';
import { typedLocationId } from '../../../shared/domain/address/location-id';
import { unknownReadyStatusOf } from '../../../shared/domain/address/sq-result';
import type { ApiRoute } from '../api-route';
import type { ApiDeps, RouteKit } from '../api-deps';
import type { AddressSource } from '../../../shared/schemas/api-inputs';
import type { ServiceQualificationIds } from '../../upstream/upstreams';
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
      handle: async (_request, { query }) => jsonText(200, (await findAddress(deps, query)).json, { 'cache-control': ADDRESS_CACHE_CONTROL }),
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
      // The visitor leaving aborts the (up to 20 s) upstream call too.
      handle: async ({ signal }, { query }) => jsonText(200, (await qualify(deps, query, signal)).json, NO_STORE),
    }),
  ];
}

/** docs/product/address-check.md#location-id-lookup: text matching a location id is looked up by id (the API's and the page loaders'). */
export function findAddress(deps: Pick<ApiDeps, 'upstreams' | 'excludeProviders'>, { fullText, source }: { fullText: string; source: AddressSource }) {
  const locationId = typedLocationId(fullText);
  return locationId !== null ? deps.upstreams.addressById(locationId) : deps.upstreams.searchAddress({ fullText, source, excludeProviders: deps.excludeProviders });
}

/** A qualification, an nbn readiness status the site does not know logged (ADR 011): the API's and the page loaders'. */
export async function qualify(deps: Pick<ApiDeps, 'upstreams' | 'brand' | 'noteUnknownReadyStatus'>, ids: ServiceQualificationIds, signal: AbortSignal) {
  const answer = await deps.upstreams.serviceQualification(ids, deps.brand, { signal });
  const unknown = deps.noteUnknownReadyStatus && unknownReadyStatusOf(answer.value);
  if (unknown) deps.noteUnknownReadyStatus!(unknown, { source: 'service-qualification' });
  return answer;
}
