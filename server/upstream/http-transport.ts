// The one seam between the upstream layer and the network (docs/architecture.md#request-paths): undici on Node, fetch on the edge.

export interface TransportInit {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The call's deadline, queued or under way, connect to last byte: past it the call ends as a timeout. */
  timeoutMs?: number;
  /** Ends the call, under way or queued, as aborted: its caller went away. */
  signal?: AbortSignal;
}

/** What the upstream client reads of an answer (upstream-client.ts): no header of it. */
export interface TransportResponse {
  status: number;
  bodyText: string;
}

/** A call; it fails only with a TransportError (the retry and the breaker read its kind). */
export interface HttpTransport {
  (url: string, init: TransportInit): Promise<TransportResponse>;
  /** Releases pooled connections; safe to call more than once. */
  close?: () => Promise<void>;
}

export type TransportFailureKind = 'timeout' | 'connection' | 'aborted' | 'too_large';

/** A failure of a call; `retryable`: the request cannot have been processed (refused, reset), so a GET may be retried. */
export class TransportError extends Error {
  readonly retryable: boolean;
  constructor(readonly kind: TransportFailureKind, message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'TransportError';
    this.retryable = options.retryable ?? false;
  }
}

/** Upstream answers larger than this are refused: no upstream of this site sends more. */
export const MAX_UPSTREAM_BODY_BYTES = 5 * 1024 * 1024;

const RETRYABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** Finds an error code anywhere on the cause chain (fetch wraps the socket error in `cause`). */
export function errorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Classifies a network error that was neither our deadline nor the caller's abort. */
export function connectionError(err: unknown): TransportError {
  const code = errorCode(err);
  return new TransportError('connection', `connection failed${code ? ` (${code})` : ''}`, {
    retryable: code !== undefined && RETRYABLE_CODES.has(code),
    cause: err,
  });
}

/** The failure of a call whose answer passed MAX_UPSTREAM_BODY_BYTES (both transports). */
export const answerTooLarge = () => new TransportError('too_large', 'upstream answer too large');
/** The failure of a call its deadline ended (both transports). */
export const deadlinePassed = (timeoutMs: number) => new TransportError('timeout', `no answer within ${timeoutMs} ms`);
/** The failure of a call its signal ended (both transports). */
export const callAborted = () => new TransportError('aborted', 'call aborted');
