// Edge transport: the global fetch of a Workers-style runtime (docs/architecture.md#request-paths). No Node API here.
import type { HttpTransport, TransportInit, TransportResponse } from './http-transport';
import { MAX_UPSTREAM_BODY_BYTES, TransportError, answerTooLarge, callAborted, connectionError, deadlinePassed } from './http-transport';

export function createFetchTransport(): HttpTransport {
  return async (url: string, init: TransportInit): Promise<TransportResponse> => {
    // fetch takes one signal: the caller's and the deadline's, combined.
    const deadline = init.timeoutMs === undefined ? undefined : AbortSignal.timeout(init.timeoutMs);
    const signal = deadline && init.signal ? AbortSignal.any([init.signal, deadline]) : (deadline ?? init.signal);
    try {
      const answer = await fetch(url, {
        method: init.method,
        headers: init.headers,
        body: init.body,
        signal,
        redirect: 'manual',
      });
      const declared = Number(answer.headers.get('content-length') ?? '0');
      if (declared > MAX_UPSTREAM_BODY_BYTES) {
        await answer.body?.cancel();
        throw answerTooLarge();
      }
      const bodyText = await answer.text();
      if (bodyText.length > MAX_UPSTREAM_BODY_BYTES) throw answerTooLarge();
      return { status: answer.status, bodyText };
    } catch (err) {
      if (err instanceof TransportError) throw err;
      throw init.signal?.aborted ? callAborted() : deadline?.aborted ? deadlinePassed(init.timeoutMs!) : connectionError(err);
    }
  };
}
