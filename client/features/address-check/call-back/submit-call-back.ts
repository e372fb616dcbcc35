// POST /api/call-back; in agent mode with the agent's token, so the server adds the verified agent's code.
import { apiPath } from '../../../../shared/routes/api-paths';
import { agentAuthorization } from '../../../lib/agent-authorization';
import { ApiError, apiFetch } from '../../../lib/api-fetch';

export type CallBackResult =
  | { ok: true; reference: string }
  | { ok: false; kind: 'invalid'; fields: Partial<Record<string, string[]>> }
  | { ok: false; kind: 'rate-limited' | 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field messages of a 400 answer, read defensively (no schema in the browser for one form). */
function fieldsOf(body: unknown): Partial<Record<string, string[]>> {
  const fields = isRecord(body) && isRecord(body.error) ? body.error.fields : undefined;
  if (!isRecord(fields)) return {};
  const out: Partial<Record<string, string[]>> = {};
  for (const [field, messages] of Object.entries(fields)) {
    if (Array.isArray(messages)) out[field] = messages.filter((message): message is string => typeof message === 'string');
  }
  return out;
}

export async function submitCallBack(form: Record<string, string>): Promise<CallBackResult> {
  try {
    const answer = await apiFetch<unknown>(apiPath('callBack'), { method: 'POST', body: form, headers: agentAuthorization() });
    const reference = isRecord(answer) && typeof answer.reference === 'string' ? answer.reference : '';
    return reference ? { ok: true, reference } : { ok: false, kind: 'failed' };
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'status') return { ok: false, kind: 'failed' };
    if (error.status === 429) return { ok: false, kind: 'rate-limited' };
    if (error.status === 400) return { ok: false, kind: 'invalid', fields: fieldsOf(error.body) };
    return { ok: false, kind: 'failed' };
  }
}
