// Sends the contact form to POST /api/contact (server/api/contact/contact-route.ts) and reads its answer.
import { isContactReference } from '../../../shared/domain/contact/references';
import { apiPath } from '../../../shared/routes/api-paths';
import { ApiError, apiFetch } from '../../lib/api-fetch';

export const CONTACT_ENDPOINT = apiPath('contact');

export type ContactSubmitResult =
  /** The message went; `reference` is what the visitor can quote (absent if the answer had none). */
  | { ok: true; reference: string | null }
  | { ok: false; kind: 'invalid'; fields: Partial<Record<string, string[]>> }
  | { ok: false; kind: 'rate-limited' | 'failed' };

/** A field left undefined is not sent (JSON leaves it out). */
export async function submitContact(form: Record<string, string | undefined>, signal?: AbortSignal): Promise<ContactSubmitResult> {
  try {
    // A sent message is sent even if its answer is odd: then it is confirmed without a reference.
    const answer = await apiFetch<unknown>(CONTACT_ENDPOINT, { method: 'POST', body: form, signal });
    const reference = (answer as { reference?: unknown } | undefined)?.reference;
    return { ok: true, reference: isContactReference(reference) ? reference : null };
  } catch (error) {
    if (signal?.aborted) throw error;
    // A 2xx answer that is not JSON still means the message went.
    if (error instanceof ApiError && error.code === 'parse') return { ok: true, reference: null };
    if (!(error instanceof ApiError) || error.code !== 'status') return { ok: false, kind: 'failed' };
    if (error.status === 429) return { ok: false, kind: 'rate-limited' };
    if (error.status === 400) {
      // The full zod schema loads only for a refused form, not with the contact page (docs/architecture.md#budgets route budget).
      const { apiErrorBodySchema } = await import('../../../shared/schemas/site-api');
      const body = apiErrorBodySchema.safeParse(error.body);
      return { ok: false, kind: 'invalid', fields: body.success ? (body.data.error.fields ?? {}) : {} };
    }
    return { ok: false, kind: 'failed' };
  }
}
