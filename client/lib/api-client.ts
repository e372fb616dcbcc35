// How route loaders and components read the site's own /api. On the server, loaders call the
// API handlers in process through the request context (no HTTP to self, DESIGN §2); in the
// browser they fetch same-origin, after the SPEC §7 content delay of 500 ms.
import { TIMING } from '../../shared/domain/timing';

export interface ApiContext {
  /** In-process API call on the server: a path such as '/api/nav'. */
  fetchApi(path: string, init?: RequestInit): Promise<Response>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function isApiContext(value: unknown): value is ApiContext {
  return typeof value === 'object' && value !== null && typeof (value as ApiContext).fetchApi === 'function';
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

/**
 * GET a JSON document from the site API. `context` is the loader context (server) or undefined
 * (browser). A non-OK answer throws an ApiError carrying the status text (SPEC §8).
 */
export async function getJson<T>(context: unknown, path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  if (isApiContext(context)) {
    response = await context.fetchApi(path, { signal });
  } else {
    // SPEC §7: content GETs are delayed 500 ms and can be aborted (browser only, DESIGN §2).
    await wait(TIMING.contentFetchDelayMs, signal);
    response = await fetch(path, { signal, headers: { accept: 'application/json' } });
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText || `Request failed with status ${response.status}`);
  return (await response.json()) as T;
}

/** Like getJson, but a failure becomes `null` so a page can show its API-error panel (SPEC §4 Page load). */
export async function getJsonOrNull<T>(context: unknown, path: string, signal?: AbortSignal): Promise<T | null> {
  try {
    return await getJson<T>(context, path, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
