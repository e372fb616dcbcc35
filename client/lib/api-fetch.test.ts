import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '../../shared/domain/site/frame';
import { apiPath } from '../../shared/routes/api-paths';
import { agentSessionSchema } from '../../shared/schemas/site-api';
import { ApiError, apiFetch, apiFetchOrNull, readApi, type ServerReads } from './api-fetch';

const NAV = apiPath('nav');
const EVENTS = apiPath('events');
const CONTACT = apiPath('contact');
const FAQS = apiPath('content', { section: 'nbn', page: 'faqs' });
const SEARCH = apiPath('addressSearch', undefined, { fullText: '1 Smith St' });
const AGENT_SESSION = apiPath('agentSession');

const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SESSION = { agentUsername: 'Jane', agentName: 'Jane Citizen', agentCode: 'A123', expiry: 1_900_000_000, orderFormToken: 'h.p.s' };

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => jsonAnswer({ ok: 1 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiFetch: answers', () => {
  it('GETs same-origin JSON with accept: application/json and gives the parsed answer', async () => {
    expect(await apiFetch(NAV)).toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(NAV);
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
    expect(init?.body).toBeUndefined();
  });

  it('POSTs a JSON body with its content type, the caller headers and credentials', async () => {
    await apiFetch(EVENTS, {
      method: 'POST',
      body: { a: 1 },
      headers: { authorization: 'Bearer t' },
      credentials: 'same-origin',
    });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer t');
    expect(init?.credentials).toBe('same-origin');
  });

  it("readApi on the server reads through the loader context's services and never fetches (no content delay either)", async () => {
    vi.useFakeTimers();
    const server = vi.fn<ServerReads['readApi']>(async () => ({ items: [] }));
    const signal = new AbortController().signal;
    expect(await readApi(['nav'], { readApi: server }, signal, true)).toEqual({ items: [] });
    expect(server).toHaveBeenCalledWith(['nav'], signal);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('readApi in the browser fetches the read\'s API path, and a failure is null', async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer({ items: [] })).mockResolvedValueOnce(jsonAnswer({}, 502));
    const signal = new AbortController().signal;
    expect(await readApi(['addressSearch', undefined, { fullText: '1 Smith St' }], undefined, signal)).toEqual({ items: [] });
    expect(fetchMock.mock.calls[0]![0]).toBe(SEARCH);
    expect(await readApi(['nav'], undefined, signal)).toBeNull();
  });

  it('with readAnswer false, resolves undefined on a 2xx without reading it as JSON', async () => {
    fetchMock.mockResolvedValue(new Response('not json', { status: 202 }));
    await expect(apiFetch(CONTACT, { method: 'POST', body: {}, readAnswer: false })).resolves.toBeUndefined();
  });
});

describe('apiFetch: the content delay (docs/product/content.md#content-calls: content GETs wait 500 ms in the browser)', () => {
  it('waits TIMING.contentFetchDelayMs before fetching when asked, and not otherwise', async () => {
    vi.useFakeTimers();
    const delayed = apiFetch(FAQS, { contentDelay: true });
    await vi.advanceTimersByTimeAsync(TIMING.contentFetchDelayMs - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await delayed;

    await apiFetch(SEARCH);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('apiFetch: failures are one ApiError with a code', () => {
  it("'status' for a non-2xx answer, with the status, the status text and the JSON error body", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Slow down.' } }), {
        status: 429,
        statusText: 'Too Many Requests',
      }),
    );
    const error = await failureOf(apiFetch(CONTACT, { method: 'POST', body: {} }));
    expect(error).toMatchObject({ code: 'status', status: 429, message: 'Too Many Requests' });
    expect(error.body).toEqual({ error: { code: 'rate_limited', message: 'Slow down.' } });
  });

  it("'status' with no body when the refusal is not JSON, and a message naming the status", async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await failureOf(apiFetch(NAV));
    expect(error).toMatchObject({ code: 'status', status: 502, body: undefined });
    expect(error.message).toBe(`GET ${NAV} failed: 502`);
  });

  it("'network' with status 0 when no answer comes", async () => {
    const cause = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(cause);
    const error = await failureOf(apiFetch(NAV));
    expect(error).toMatchObject({ code: 'network', status: 0, cause });
  });

  it("'parse' for a 2xx answer that is not JSON", async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    expect(await failureOf(apiFetch(NAV))).toMatchObject({ code: 'parse', status: 200 });
  });

  it("'shape' for a 2xx answer that fails the caller's schema; the schema's value otherwise", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer({ ...SESSION, expiry: 'tomorrow' }));
    const error = await failureOf(apiFetch(AGENT_SESSION, { method: 'POST', schema: agentSessionSchema }));
    expect(error).toMatchObject({ code: 'shape', status: 200 });

    fetchMock.mockResolvedValueOnce(jsonAnswer({ ...SESSION, extra: 'dropped' }));
    expect(await apiFetch(AGENT_SESSION, { method: 'POST', schema: agentSessionSchema })).toEqual(SESSION);
  });
});

describe('apiFetch: aborts are the caller’s, not failures', () => {
  it('passes the signal to fetch and rethrows the abort as is', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const call = apiFetch(SEARCH, { signal: controller.signal });
    const reason = new DOMException('closed', 'AbortError');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
    expect(fetchMock.mock.calls[0]![1]?.signal).toBe(controller.signal);
  });

  it('an abort during the content delay stops before any fetch', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const call = apiFetch(NAV, { signal: controller.signal, contentDelay: true });
    controller.abort(new DOMException('left', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(TIMING.contentFetchDelayMs);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('apiFetchOrNull (docs/product/frame.md#page-load Page load: a failed document shows the error panel)', () => {
  it('gives null for any failure, but still throws an abort', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    expect(await apiFetchOrNull(NAV)).toBeNull();

    const controller = new AbortController();
    controller.abort(new DOMException('gone', 'AbortError'));
    fetchMock.mockRejectedValue(new DOMException('gone', 'AbortError'));
    await expect(apiFetchOrNull(NAV, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
