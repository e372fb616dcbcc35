// What page loaders read on the server (client/lib/api-fetch.ts readApi): the API's services called
// directly, never through JSON (docs/architecture.md#request-paths); inputs through the API's schemas,
// failures reported as the API reports them and read as null.
import { ZodError } from 'zod';
import type { ApiRead } from '../../shared/routes/api-paths';
import { addressSearchQuerySchema, flipPlansParamsSchema, flipPlansQuerySchema, plansParamsSchema, serviceQualificationQuerySchema } from '../../shared/schemas/api-inputs';
import { UpstreamError } from '../upstream/upstream-error';
import type { SiteDeps } from '../api/api-deps';
import { createQuoteOpener } from '../api/quotes/quote-routes';
import { findAddress, qualify } from '../api/address/address-routes';

export type PageReadDeps = Pick<SiteDeps, 'upstreams' | 'brand' | 'excludeProviders' | 'quoteSigner' | 'noteUnknownReadyStatus' | 'reportError'>;

/** A read's answer, or null when it failed (reported unless the upstream refused the caller's own input). */
export type ReadApi = (read: ApiRead, signal: AbortSignal, requestId?: string) => Promise<unknown>;

type Reader = (params: Record<string, string>, query: Record<string, string>, signal: AbortSignal) => Promise<unknown>;

export function createPageReads(deps: PageReadDeps): ReadApi {
  const { upstreams, brand } = deps;
  const openQuote = createQuoteOpener(deps);
  const value = async (answer: Promise<{ value: unknown }>) => (await answer).value;
  const readers: Partial<Record<ApiRead[0], Reader>> = {
    nav: () => value(upstreams.nav()),
    content: ({ section, page }) => value(upstreams.content(section!, page!)),
    plans: (params) => value(upstreams.plans(plansParamsSchema.parse(params).serviceType)),
    defaultFlipToFibrePlans: () => value(upstreams.defaultFlipToFibrePlans()),
    flipToFibrePlans: (params, query) =>
      value(upstreams.flipToFibrePlans({ ...flipPlansParamsSchema.parse(params), offerType: flipPlansQuerySchema.parse(query).offerType })),
    defaultPlansNbn: () => value(upstreams.defaultPlansNbn()),
    voipInternationalRates: () => value(upstreams.voipInternationalRates()),
    mobilePlans: () => value(upstreams.mobilePlans(brand)),
    configuration: () => value(upstreams.configuration()),
    addressSearch: (_params, query) => value(findAddress(deps, addressSearchQuerySchema.parse(query))),
    serviceQualification: (_params, query, signal) => value(qualify(deps, serviceQualificationQuerySchema.parse(query), signal)),
    quote: ({ token }, _query, signal) => openQuote(token!, signal),
  };
  return async ([name, params, query], signal, requestId) => {
    try {
      const reader = readers[name];
      if (!reader) throw new TypeError(`pages do not read ${name}`);
      // The params as a URL carries them, text, which is what the API's schemas read (a number would fail them).
      const asText = Object.fromEntries(Object.entries(params ?? {}).map(([key, param]) => [key, String(param)]));
      return await reader(asText, query ?? {}, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      // As the API's error mapper (server/api/error-answer.ts): a refused input never, an upstream error when reportable, anything else always.
      if (error instanceof UpstreamError) {
        if (error.reportable) deps.reportError(error, { read: name, upstream: error.upstream, kind: error.kind, upstreamStatus: error.upstreamStatus, requestId });
      } else if (!(error instanceof ZodError)) deps.reportError(error, { read: name, requestId });
      return null;
    }
  };
}
