// POST /api/contact: the contact form (SPEC §2.7, §3 categories and methods, §5 form errors).
// The same schema as the browser (shared/schemas/contact.ts) checks it; a valid message goes to
// the events service as a USER event. JSON from the enhanced form, form-urlencoded from the plain
// one (no JavaScript), which gets a 303 back to the contact page instead of JSON.
import { PATHS } from '../../shared/routes/paths';
import { contactFieldErrorMap, contactFieldErrors, contactSchema, type ContactForm } from '../../shared/schemas/contact';
import { FORM_ERROR_GENERIC } from '../../shared/domain/messages';
import type { ApiRoute } from '../api/api-route';
import { apiError, json } from '../api/api-responses';
import { readBodyText } from '../api/read-body';
import { recordedClientIp } from '../api/client-ip';
import { createRateLimiter, type RateLimit } from '../api/rate-limit';
import { UpstreamError, apiErrorFor } from '../upstream/upstream-error';
import type { ContactSent } from '../../shared/schemas/site-api';

export const CONTACT_ROUTE = '/api/contact';
export const CONTACT_BODY_MAX_BYTES = 8 * 1024;
export const CONTACT_EVENT_DESCRIPTION = 'Contact form';

/** Five messages at once, then one a minute per client: plenty for a person, little for a script. */
export const CONTACT_RATE_LIMIT: RateLimit = { perSecond: 1 / 60, burst: 5 };

/** What the events service receives (SPEC §7 event shape: description, eventType, event). */
export interface ContactEvent {
  description: typeof CONTACT_EVENT_DESCRIPTION;
  eventType: 'USER';
  event: Omit<ContactForm, 'website'>;
}

export interface ContactRouteDeps {
  /** Forwards the event to the events service (the upstream events client). */
  postEvent(event: ContactEvent): Promise<void>;
  reportError(error: unknown, context?: Record<string, unknown>): void;
  /** `false` turns the per-client limit off (load tests); defaults to CONTACT_RATE_LIMIT. */
  rateLimit?: RateLimit | false;
  clock?: () => number;
  clientIp?: (request: Request) => string;
}

type ParsedBody = { ok: true; fields: Record<string, unknown> } | { ok: false; response: Response };

export function createContactRoutes(deps: ContactRouteDeps): ApiRoute[] {
  const limiter = deps.rateLimit === false ? undefined : createRateLimiter(deps.rateLimit ?? CONTACT_RATE_LIMIT, deps.clock);
  const clientIp = deps.clientIp ?? recordedClientIp;

  return [
    {
      method: 'POST',
      pattern: CONTACT_ROUTE,
      handler: async (request) => {
        const plainForm = isFormPost(request);
        const waitMs = limiter?.take(clientIp(request)) ?? 0;
        if (waitMs > 0) {
          return apiError(429, 'rate_limited', 'Too many messages. Please wait a minute and try again.', {
            'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))),
          });
        }

        const body = await readBody(request);
        if (!body.ok) return body.response;

        // Honeypot: people never see the 'website' field, so anything in it came from a bot. It is
        // told the message went, and nothing is forwarded.
        const trap = body.fields.website;
        if (typeof trap === 'string' && trap.trim() !== '') {
          return plainForm ? backToContactPage('sent') : json(200, { sent: true } satisfies ContactSent, { 'cache-control': 'no-store' });
        }

        const result = contactSchema.safeParse(body.fields);
        if (!result.success) {
          if (plainForm) return backToContactPage('error');
          return json(
            400,
            {
              error: {
                code: 'invalid_contact',
                message: FORM_ERROR_GENERIC,
                messages: contactFieldErrors(result),
                fields: contactFieldErrorMap(result),
              },
            },
            { 'cache-control': 'no-store' },
          );
        }

        const { website: _website, ...fields } = result.data;
        try {
          await deps.postEvent({ description: CONTACT_EVENT_DESCRIPTION, eventType: 'USER', event: withoutBlanks(fields) });
        } catch (error) {
          const answer = error instanceof UpstreamError ? apiErrorFor(error) : undefined;
          if (!(error instanceof UpstreamError) || error.reportable) {
            deps.reportError(error, { route: CONTACT_ROUTE, requestId: request.headers.get('x-request-id') ?? undefined });
          }
          return apiError(answer && answer.status >= 500 ? answer.status : 502, 'contact_not_sent', 'Your message could not be sent. Please try again.');
        }
        return plainForm ? backToContactPage('sent') : json(202, { sent: true } satisfies ContactSent, { 'cache-control': 'no-store' });
      },
    },
  ];
}

/** A plain HTML form post (no JavaScript): form-encoded and asking for a page, not JSON. */
function isFormPost(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  const accept = request.headers.get('accept') ?? '';
  return /^application\/x-www-form-urlencoded\b/i.test(type) && /text\/html/i.test(accept);
}

function backToContactPage(outcome: 'sent' | 'error'): Response {
  return new Response(null, { status: 303, headers: { location: `${PATHS.contactUs}?${outcome}=1`, 'cache-control': 'no-store' } });
}

async function readBody(request: Request): Promise<ParsedBody> {
  const type = request.headers.get('content-type') ?? '';
  const isJson = /^application\/json\b/i.test(type);
  const isForm = /^application\/x-www-form-urlencoded\b/i.test(type);
  if (!isJson && !isForm) {
    return { ok: false, response: apiError(415, 'unsupported_media_type', 'The body must be JSON or a form.') };
  }
  const tooLarge = { ok: false as const, response: apiError(413, 'payload_too_large', `The body must be at most ${CONTACT_BODY_MAX_BYTES} bytes.`) };
  if (Number(request.headers.get('content-length') ?? '0') > CONTACT_BODY_MAX_BYTES) return tooLarge;
  const read = await readBodyText(request, CONTACT_BODY_MAX_BYTES);
  if (!read.ok) return read.reason === 'too_large' ? tooLarge : { ok: false, response: apiError(400, 'bad_request', 'The body is not valid UTF-8.') };
  const text = read.text;
  if (isForm) return { ok: true, fields: Object.fromEntries(new URLSearchParams(text)) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, response: apiError(400, 'bad_request', 'The body is not valid JSON.') };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, response: apiError(400, 'bad_request', 'The body must be a JSON object.') };
  }
  return { ok: true, fields: parsed as Record<string, unknown> };
}

/** Optional fields left empty (phone, tracking ids) are not forwarded as empty strings. */
function withoutBlanks(fields: Omit<ContactForm, 'website'>): Omit<ContactForm, 'website'> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== '')) as Omit<ContactForm, 'website'>;
}
