// Sends the contact form to POST /api/contact (server/api/contact/contact-route.ts) and reads its answer.
import { apiPath } from '../../../shared/routes/api-paths';

export const CONTACT_ENDPOINT = apiPath('contact');

export type ContactSubmitResult =
  | { ok: true }
  | { ok: false; kind: 'invalid'; fields: Partial<Record<string, string[]>> }
  | { ok: false; kind: 'rate-limited' | 'failed' };

interface ContactErrorBody {
  error?: { code?: string; fields?: Partial<Record<string, string[]>> };
}

export async function submitContact(form: Record<string, string>, signal?: AbortSignal): Promise<ContactSubmitResult> {
  let response: Response;
  try {
    response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(form),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, kind: 'failed' };
  }
  if (response.ok) return { ok: true };
  if (response.status === 429) return { ok: false, kind: 'rate-limited' };
  if (response.status === 400) {
    const body = (await response.json().catch(() => ({}))) as ContactErrorBody;
    return { ok: false, kind: 'invalid', fields: body.error?.fields ?? {} };
  }
  return { ok: false, kind: 'failed' };
}
