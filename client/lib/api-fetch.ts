// The one way the client talks to the site's API; loaders read through `readApi`, which on the server reads
// the services directly (docs/architecture.md#request-paths). Aborts are thrown as the caller's reason.
// The caller passes a schema where it relies on an answer's shape: this module is in the entry bundle
// and zod is not (the server already checks every upstream answer, shared/schemas/).
import { TIMING } from '../../shared/domain/site/frame';
import { apiPath, type ApiRead } from '../../shared/routes/api-paths';

/** The server's loader context: the services the API reads, answering null when a read failed (server/render/page-reads.ts). */
export interface ServerReads {
  readApi(read: ApiRead, signal: AbortSignal): Promise<unknown>;
}

/**
 * - `network`: no answer (offline, refused, reset);
 * - `status`: an answer that is not 2xx (`status` and the answer's JSON `body` say more);
 * - `parse`: a 2xx answer that is not JSON;
 * - `shape`: a 2xx JSON answer that fails the caller's schema.
 */
export type ApiErrorCode = 'network' | 'status' | 'parse' | 'shape';

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    /** The HTTP status, or 0 when no answer came. */
    readonly status: number,
    message: string,
    /** A failed answer's JSON body (`{ error: { code, message } }`, docs/architecture.md#contracts), when it had one. */
    readonly body?: unknown,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'ApiError';
  }
}

/** What apiFetch needs of a schema: zod's safeParse, without importing zod here. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /** docs/product/content.md#content-calls: content GETs wait 500 ms in the browser first (and can be aborted meanwhile). */
  contentDelay?: boolean;
  /** Checks a 2xx answer; without one the answer is trusted as T. */
  schema?: AnswerSchema<T>;
  /** False when only success matters: a 2xx answer's body is not read and the result is undefined. */
  readAnswer?: boolean;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

async function bodyOf(response: Response): Promise<unknown> {
  // Read a refusal to the end (an unread body keeps the request open), and keep it if it is JSON.
  const text = await response.text().catch(() => '');
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, signal, schema } = options;
  const json = 'application/json';
  const init: RequestInit = {
    method,
    signal,
    credentials: options.credentials,
    headers: { accept: json, ...(body === undefined ? {} : { 'content-type': json }), ...options.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const failed = `${method} ${path} failed`;
  let response: Response;
  try {
    if (options.contentDelay) await wait(TIMING.contentFetchDelayMs, signal);
    response = await fetch(path, init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('network', 0, failed, undefined, error);
  }
  const { status } = response;
  if (!response.ok) throw new ApiError('status', status, response.statusText || `${failed}: ${status}`, await bodyOf(response));
  if (options.readAnswer === false) {
    await response.body?.cancel().catch(() => undefined);
    return undefined as T;
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('parse', status, `${failed}: not JSON`, undefined, error);
  }
  if (!schema) return answer as T;
  const checked = schema.safeParse(answer);
  if (!checked.success) throw new ApiError('shape', status, `${failed}: unexpected shape`, answer, checked.error);
  return checked.data;
}

/** Like apiFetch, but a failure becomes `null` so a page can show its API-error panel (docs/product/frame.md#page-load Page load). */
export async function apiFetchOrNull<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T | null> {
  try {
    return await apiFetch(path, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return null;
  }
}

/** A route loader's read, null when it failed: the services directly on the server, the API in the browser. */
export function readApi<T = unknown>(read: ApiRead, context: unknown, signal: AbortSignal, contentDelay?: boolean): Promise<T | null> {
  const server = (context as Partial<ServerReads> | undefined)?.readApi;
  return (server ? server(read, signal) : apiFetchOrNull((apiPath as (...args: ApiRead) => string)(...read), { signal, contentDelay })) as Promise<T | null>;
}
