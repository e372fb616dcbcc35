// POST /api/call-back (docs/product/address-check.md#call-back): a visitor asks to be called; a manual
// address must fit the postcode list; the request goes to the events service with a reference the
// visitor is shown, and a verified agent token's code (never the token).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { CALL_BACK_EVENT_DESCRIPTION } from '../../../shared/domain/contact/call-back-options';
import { callBackReference } from '../../../shared/domain/contact/references';
import { formatManualAddress } from '../../../shared/domain/address/manual-address';
import { checkSuburbPostcode, type PostcodeList } from '../../../shared/domain/address/postcode-check';
import { FORM_ERROR_GENERIC } from '../../../shared/domain/contact/form-texts';
import { API_ROUTES } from '../../../shared/routes/api-paths';
import { callBackSchema, type CallBackForm, type CallBackSent } from '../../../shared/schemas/call-back';
import type { SiteDeps } from '../api-deps';
import type { ApiRequest, ApiRoute } from '../api-route';
import { apiError, json } from '../api-responses';
import { NO_STORE } from '../cache-control';
import { defineRoute, withoutBlanks } from '../define-route';
import { errorRefusal } from '../error-answer';
import { bearerToken, visitorLimit, type RateLimit } from '../rate-limit';
import { postcodeList } from './postcode-list';

export const CALL_BACK_BODY_MAX_BYTES = 4 * 1024;
/** As the contact form: five requests at once, then one a minute per client. */
export const CALL_BACK_RATE_LIMIT: RateLimit = { perSecond: 1 / 60, burst: 5 };

/** What the events service receives (docs/product/content.md#analytics-events event shape). */
export interface CallBackEvent {
  description: typeof CALL_BACK_EVENT_DESCRIPTION;
  eventType: 'USER';
  event: Pick<CallBackForm, 'reason' | 'name' | 'phone' | 'bestTime' | 'addressMode' | 'locationId' | 'pageUrl'> & {
    reference: string;
    /** The address on one line, as typed, chosen or entered. */
    address: string;
    /** The manual address's fields, the suburb in the postcode list's spelling. */
    manualAddress?: { unit?: string; streetNumber?: string; streetName: string; suburb: string; state: string; postcode: string };
    /** Set when a verified agent made the request. */
    agentCode?: string;
  };
}

export type CallBackRouteDeps = Pick<SiteDeps, 'reportError' | 'newLimiter'> & Partial<Pick<SiteDeps, 'verifyAgentToken'>> & {
  postEvent(event: CallBackEvent): Promise<void>;
  /** The postcode list; the embedded one by default. */
  postcodes?: PostcodeList;
  /** `false` turns the per-client limit off (load tests); defaults to CALL_BACK_RATE_LIMIT. */
  rateLimit?: RateLimit | false;
  /** 8 random bytes for the reference; crypto's by default. */
  random?: () => Uint8Array;
};

/** Any JSON object: the form's own schema runs after the honeypot, with field messages. */
const bodySchema = z.record(z.string(), z.unknown());

type FieldErrors = Record<string, string[]>;

const invalid = (fields: FieldErrors): Response =>
  json(400, { error: { code: 'invalid_call_back', message: FORM_ERROR_GENERIC, messages: [...new Set(Object.values(fields).flat())], fields } }, NO_STORE);

export function createCallBackRoutes(deps: CallBackRouteDeps): ApiRoute[] {
  const overLimit = visitorLimit('call-back', CALL_BACK_RATE_LIMIT, 'Too many requests. Please wait a minute and try again.', deps);
  const random = deps.random ?? (() => randomBytes(8));

  const agentCodeOf = async (request: ApiRequest): Promise<string | undefined> => {
    const token = bearerToken(request);
    if (!token || !deps.verifyAgentToken) return undefined;
    return (await deps.verifyAgentToken(token))?.agentCode;
  };

  return [
    defineRoute(deps, {
      method: 'POST',
      path: 'callBack',
      sameSiteOnly: true,
      rateLimit: overLimit,
      body: { media: ['json'], maxBytes: CALL_BACK_BODY_MAX_BYTES, schema: bodySchema },
      handle: async (request, { body }) => {
        const reference = callBackReference(random());
        // Honeypot: a bot is told its request went, and nothing is forwarded.
        if (typeof body.website === 'string' && body.website.trim() !== '') return json(202, { reference } satisfies CallBackSent, NO_STORE);
        const result = callBackSchema.safeParse(body);
        if (!result.success) {
          const fields: FieldErrors = {};
          for (const issue of result.error.issues) (fields[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
          return invalid(fields);
        }
        const form = result.data;
        let address = form.address ?? '';
        let manualAddress: CallBackEvent['event']['manualAddress'];
        if (form.addressMode === 'manual') {
          const place = { suburb: form.suburb!, state: form.state!, postcode: form.postcode! };
          const check = checkSuburbPostcode(deps.postcodes ?? postcodeList(), place);
          if (!check.ok) return invalid({ [check.field]: [check.message] });
          const parts = {
            unit: form.unit ?? '',
            streetNumber: form.streetNumber ?? '',
            streetName: form.streetName!,
            suburb: check.suburb,
            state: form.state!,
            postcode: form.postcode!,
          };
          address = formatManualAddress(parts);
          manualAddress = withoutBlanks(parts);
        }
        const agentCode = await agentCodeOf(request);
        const event: CallBackEvent['event'] = {
          reference,
          reason: form.reason,
          name: form.name,
          phone: form.phone,
          bestTime: form.bestTime,
          address,
          addressMode: form.addressMode,
          ...(form.addressMode === 'typed' && form.locationId ? { locationId: form.locationId } : {}),
          ...(manualAddress ? { manualAddress } : {}),
          ...(agentCode ? { agentCode } : {}),
          pageUrl: form.pageUrl,
        };
        try {
          await deps.postEvent({ description: CALL_BACK_EVENT_DESCRIPTION, eventType: 'USER', event });
        } catch (error) {
          const { status, headers } = errorRefusal(error, { route: API_ROUTES.callBack, request, reportError: deps.reportError, upstreamRefusals: 'bad-gateway' });
          return apiError(status, 'call_back_not_sent', 'Your request could not be sent. Please try again, or call us.', headers);
        }
        return json(202, { reference } satisfies CallBackSent, NO_STORE);
      },
    }),
  ];
}
