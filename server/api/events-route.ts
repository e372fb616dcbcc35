// SPEC §7, §8: the 'no address found' report, forwarded to the events service. Small JSON only.
import { EVENT_BODY_MAX_BYTES, eventBodySchema } from '../../shared/schemas/api-inputs';
import type { ApiRoute } from './api-route';
import { apiError, badRequest, checkInput, json } from './api-responses';
import type { RouteKit } from './api-routes';
import { readBodyText } from './read-body';
import type { EventAccepted } from '../../shared/schemas/site-api';

const tooLarge = () => apiError(413, 'payload_too_large', `The body must be at most ${EVENT_BODY_MAX_BYTES} bytes.`);

export function eventsRoutes({ deps, overLimit }: RouteKit): ApiRoute[] {
  return [
    {
      method: 'POST',
      pattern: '/api/events',
      handler: async (request) => {
        const limited = await overLimit('events', request);
        if (limited) return limited;
        const contentType = request.headers.get('content-type') ?? '';
        if (!/^application\/json\b/i.test(contentType)) {
          return apiError(415, 'unsupported_media_type', 'The body must be JSON.');
        }
        if (Number(request.headers.get('content-length') ?? '0') > EVENT_BODY_MAX_BYTES) return tooLarge();
        const read = await readBodyText(request, EVENT_BODY_MAX_BYTES);
        if (!read.ok) return read.reason === 'too_large' ? tooLarge() : badRequest('The body is not valid UTF-8.');
        let body: unknown;
        try {
          body = JSON.parse(read.text);
        } catch {
          return badRequest('The body is not valid JSON.');
        }
        const input = checkInput(eventBodySchema, body);
        if (!input.ok) return input.response;
        const { pageUrl } = input.value.event;
        if (!pageUrl.startsWith('/') && new URL(pageUrl).host !== new URL(request.url).host) {
          return badRequest('event.pageUrl: must be a page of this site');
        }
        await deps.upstreams.postEvent(input.value);
        return json(202, { accepted: true } satisfies EventAccepted, { 'cache-control': 'no-store' });
      },
    },
  ];
}
