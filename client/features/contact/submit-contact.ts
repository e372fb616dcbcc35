// Sends the contact form to POST /api/contact (server/api/contact/contact-route.ts) and reads its answer.
import { apiPath } from '../../../shared/routes/api-paths';
import { ApiError, apiFetch } from '../../lib/api-fetch';

export const CONTACT_ENDPOINT = apiPath('contact');

export type ContactSubmitResult =
  | { ok: true }
  | { ok: false; kind: 'invalid'; fields: Partial<Record<string, string[]>> }
  | { ok: false; kind: 'rate-limited' | 'failed' };

export async function submitContact(form: Record<string, string>, signal?: AbortSignal): Promise<ContactSubmitResult> {
  try {
    // Only success matters: the answer's body says nothing the form shows.
    await apiFetch(CONTACT_ENDPOINT, { method: 'POST', body: form, signal, readAnswer: false });
    return { ok: true };
  } catch (error) {
    if (signal?.aborted) throw error;
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
