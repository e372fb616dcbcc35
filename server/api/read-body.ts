// Reads a request's body as text with a byte limit. There is no body parser in front of /api
// (server/api/site-api.ts), so each handler reads what it needs and no more: a declared or streamed body over
// the limit is refused before it is buffered (docs/architecture.md#reliability-and-security: bad input gets a clear 4xx).
import type { ApiRequest } from './api-route';

export type BodyText = { ok: true; text: string } | { ok: false; reason: 'too_large' | 'unreadable' };

/** The hand-off form and the agent session request are small; 8 KB leaves room for a token. */
export const MAX_FORM_BYTES = 8 * 1024;

export async function readBodyText(request: Pick<ApiRequest, 'headers' | 'body'>, maxBytes = MAX_FORM_BYTES): Promise<BodyText> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'too_large' };
  }
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too_large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(await new Blob(chunks as BlobPart[]).arrayBuffer()) };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/** The media type of a request, lower-cased, without parameters. */
export function mediaTypeOf(request: Pick<ApiRequest, 'headers'>): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}
