// docs/product/content.md#analytics-events: the 'no address found' report, forwarded to the events service. Small JSON only.
import { EVENT_BODY_MAX_BYTES, eventBodySchema } from '../../../shared/schemas/api-inputs';
import type { ApiRoute } from '../api-route';
import { apiError, json } from '../api-responses';
import type { RouteKit } from '../api-deps';
import type { EventAccepted } from '../../../shared/schemas/site-api';
import { NO_STORE } from '../cache-control';
import { defineRoute } from '../define-route';

export function eventsRoutes({ deps, overLimit }: RouteKit): ApiRoute[] {
  return [
    defineRoute(deps, {
      method: 'POST',
      path: 'events',
      sameSiteOnly: true,
      rateLimit: (request) => overLimit('events', request),
      body: { media: ['json'], maxBytes: EVENT_BODY_MAX_BYTES, schema: eventBodySchema },
      handle: async (request, { body }) => {
        const { pageUrl } = body.event;
        if (!pageUrl.startsWith('/') && new URL(pageUrl).host !== new URL(request.url).host) {
          return apiError(400, 'bad_request', 'event.pageUrl: must be a page of this site');
        }
        await deps.upstreams.postEvent(body);
        return json(202, { accepted: true } satisfies EventAccepted, NO_STORE);
      },
    }),
  ];
}
