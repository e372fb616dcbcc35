// @vitest-environment happy-dom
// docs/product/frame.md#page-load Page load: a document the loader could not get is fetched in the browser with a spinner,
// and a second failure becomes the API-error state.
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrowserDocument } from './use-browser-document';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useBrowserDocument', () => {
  it('uses the loader document as it is, without fetching', () => {
    const { result } = renderHook(() => useBrowserDocument({ data: [1] }, '/api/voip-international-rates'));
    expect(result.current).toEqual({ status: 'ready', value: { data: [1] } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches a missing document after the content delay and becomes ready', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: [2] }), { status: 200 }));
    const { result } = renderHook(() => useBrowserDocument<{ data: number[] }>(null, '/api/voip-international-rates'));
    expect(result.current).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: { data: [2] } }));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/voip-international-rates');
  });

  it('fails when the browser cannot get it either', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 502, statusText: 'Bad Gateway' }));
    const { result } = renderHook(() => useBrowserDocument(null, '/api/mobile-plans'));
    await vi.advanceTimersByTimeAsync(500);
    await waitFor(() => expect(result.current).toEqual({ status: 'failed' }));
  });
});
