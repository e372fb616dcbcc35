// POST /api/contact (docs/product/content.md#contact, docs/product/content.md#form-errors): checked by the
// browser's schema, sent to the events service; the plain form (no JavaScript) gets a 303 back, not JSON.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { API_ROUTES } from '../../../shared/routes/api-paths';
import { PATHS } from '../../../shared/routes/paths';
import { contactFieldErrorMap, contactFieldErrors, contactSchema, type ContactForm } from '../../../shared/schemas/contact';
import { FORM_ERROR_GENERIC } from '../../../shared/domain/contact/form-texts';
import type { SiteDeps } from '../api-deps';
import type { ApiRequest, ApiRoute } from '../api-route';
import { apiError, json } from '../api-responses';
import { defineRoute, withoutBlanks } from '../define-route';
import { NO_STORE } from '../cache-control';
import { errorRefusal } from '../error-answer';
import { visitorLimit, type RateLimit } from '../rate-limit';
import type { ContactSent } from '../../../shared/schemas/site-api';
import { contactReference } from '../../../shared/domain/contact/references';

/** The longest form the schema takes fits: sent without JavaScript, a Chinese or Thai character is 9 bytes percent-encoded (25 KB in all). */
export const CONTACT_BODY_MAX_BYTES = 32 * 1024;
export const CONTACT_EVENT_DESCRIPTION = 'Contact form';

/** Five messages at once, then one a minute per client: plenty for a person, little for a script. */
export const CONTACT_RATE_LIMIT: RateLimit = { perSecond: 1 / 60, burst: 5 };

/** What the events service receives (docs/product/content.md#analytics-events event shape: description, eventType, event). */
export interface ContactEvent {
  description: typeof CONTACT_EVENT_DESCRIPTION;
  eventType: 'USER';
  /** The form's fields and the message's reference (docs/product/content.md#contact), which the visitor is told. */
  event: Omit<ContactForm, 'website'> & { reference: string };
}

export type ContactRouteDeps = Pick<SiteDeps, 'reportError' | 'newLimiter'> & {
  /** Forwards the event to the events service (the upstream events client). */
  postEvent(event: ContactEvent): Promise<void>;
  /** `false` turns the per-client limit off (load tests); defaults to CONTACT_RATE_LIMIT. */
  rateLimit?: RateLimit | false;
  /** A new message's reference; random by default. */
  newReference?: () => string;
};

/** Any JSON object or form: the form's own schema runs after the honeypot, with the browser's messages. */
const contactBodySchema = z.record(z.string(), z.unknown());

export function createContactRoutes(deps: ContactRouteDeps): ApiRoute[] {
  const overLimit = visitorLimit('contact', CONTACT_RATE_LIMIT, 'Too many messages. Please wait a minute and try again.', deps);
  const newReference = deps.newReference ?? (() => contactReference(randomBytes(8)));

  return [
    defineRoute(deps, {
      method: 'POST',
      path: 'contact',
      sameSiteOnly: true,
      // The plain form goes back to its page, with the page's general error, when over its limit or not sent.
      rateLimit: (request) => overLimit(request).then((over) => (over && isFormPost(request) ? backToContactPage('error') : over)),
      body: { media: ['json', 'form'], maxBytes: CONTACT_BODY_MAX_BYTES, schema: contactBodySchema },
      handle: async (request, { body }) => {
        const plainForm = isFormPost(request);
        const sent = (reference: string) =>
          plainForm ? backToContactPage('sent', reference) : json(202, { sent: true, reference } satisfies ContactSent, NO_STORE);
        // Honeypot: a bot filled the hidden 'website' field; it is told the message went, and nothing is forwarded.
        if (typeof body.website === 'string' && body.website.trim() !== '') return sent(newReference());

        const result = contactSchema.safeParse(body);
        if (!result.success) {
          if (plainForm) return backToContactPage('error');
          const error = { code: 'invalid_contact', message: FORM_ERROR_GENERIC, messages: contactFieldErrors(result), fields: contactFieldErrorMap(result) };
          return json(400, { error }, NO_STORE);
        }

        const { website: _website, ...fields } = result.data;
        const reference = newReference();
        try {
          await deps.postEvent({ description: CONTACT_EVENT_DESCRIPTION, eventType: 'USER', event: { ...withoutBlanks(fields), reference } });
        } catch (error) {
          const { status, headers } = errorRefusal(error, { route: API_ROUTES.contact, request, reportError: deps.reportError, upstreamRefusals: 'bad-gateway' });
          return plainForm ? backToContactPage('error') : apiError(status, 'contact_not_sent', 'Your message could not be sent. Please try again.', headers);
        }
        return sent(reference);
      },
    }),
  ];
}

/** A plain HTML form post (no JavaScript): form-encoded and asking for a page, not JSON. */
function isFormPost(request: ApiRequest): boolean {
  const type = request.headers.get('content-type') ?? '';
  const accept = request.headers.get('accept') ?? '';
  return /^application\/x-www-form-urlencoded\b/i.test(type) && /text\/html/i.test(accept);
}

/** Back to the contact page: `?sent=<reference>` (the page shows it), or `?error=1`. */
function backToContactPage(outcome: 'sent' | 'error', reference?: string): Response {
  const query = outcome === 'sent' && reference ? `sent=${encodeURIComponent(reference)}` : `${outcome}=1`;
  return new Response(null, { status: 303, headers: { location: `${PATHS.contactUs}?${query}`, ...NO_STORE } });
}
