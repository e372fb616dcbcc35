// @vitest-environment happy-dom
// docs/product/frame.md#browser-storage other storage and docs/product/frame.md#page-load: utm_source and conversation_id from the URL are kept in
// session storage, and read back for the hidden form fields.
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTrackingParams, saveFdclid, saveTrackingParams, useTrackingParams } from './use-tracking-params';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(cleanup);

function Probe() {
  useTrackingParams();
  return null;
}

describe('tracking parameters', () => {
  it('saveTrackingParams keeps only the two names, ignoring blanks', () => {
    saveTrackingParams('?utm_source=newsletter&conversation_id=%20&other=1', window.sessionStorage);
    expect(window.sessionStorage.getItem('utm_source')).toBe('newsletter');
    expect(window.sessionStorage.getItem('conversation_id')).toBeNull();
    expect(window.sessionStorage.getItem('other')).toBeNull();
  });

  it('readTrackingParams returns the saved values only', () => {
    expect(readTrackingParams(window.sessionStorage)).toEqual({});
    window.sessionStorage.setItem('conversation_id', 'conv-7');
    expect(readTrackingParams(window.sessionStorage)).toEqual({ conversation_id: 'conv-7' });
    expect(readTrackingParams(null)).toEqual({});
  });

  it('useTrackingParams saves on the first page load and on later navigations, keeping earlier values', async () => {
    const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: ['/broadband/nbn?utm_source=google'] });
    render(<RouterProvider router={router} />);
    expect(readTrackingParams(window.sessionStorage)).toEqual({ utm_source: 'google' });
    await act(() => router.navigate('/contact-us?conversation_id=conv-9'));
    expect(readTrackingParams(window.sessionStorage)).toEqual({ utm_source: 'google', conversation_id: 'conv-9' });
    await act(() => router.navigate('/about-us'));
    expect(readTrackingParams(window.sessionStorage)).toEqual({ utm_source: 'google', conversation_id: 'conv-9' });
  });

  it('docs/product/ordering-and-handoff.md#fdclid: a landing URL\'s fdclid goes to local storage with its timestamp; an invalid one is ignored', () => {
    saveFdclid('?fdclid=cmp-click-1&utm_source=x', window.localStorage, 1_750_000_000_000);
    expect(JSON.parse(window.localStorage.getItem('fdclid')!)).toEqual({ value: 'cmp-click-1', timestamp: 1_750_000_000_000 });
    saveFdclid('?fdclid=%3Cscript%3E', window.localStorage, 1_760_000_000_000);
    saveFdclid('?other=1', window.localStorage, 1_760_000_000_000);
    expect(JSON.parse(window.localStorage.getItem('fdclid')!)).toEqual({ value: 'cmp-click-1', timestamp: 1_750_000_000_000 });
  });

  it('useTrackingParams captures the fdclid of the landing URL, and a newer click replaces it', async () => {
    const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: ['/broadband/nbn?fdclid=first'] });
    render(<RouterProvider router={router} />);
    expect(JSON.parse(window.localStorage.getItem('fdclid')!)).toMatchObject({ value: 'first', timestamp: expect.any(Number) });
    await act(() => router.navigate('/about-us'));
    expect(JSON.parse(window.localStorage.getItem('fdclid')!)).toMatchObject({ value: 'first' });
    await act(() => router.navigate('/broadband/fibre?fdclid=second'));
    expect(JSON.parse(window.localStorage.getItem('fdclid')!)).toMatchObject({ value: 'second' });
  });

  it('docs/product/ordering-and-handoff.md#fdclid: "deleted when older than 31 days", as any page loads (malformed too); 31 days old is kept', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const visit = (stored: string) => {
      window.localStorage.setItem('fdclid', stored);
      const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: ['/about-us'] });
      render(<RouterProvider router={router} />);
      cleanup();
      return window.localStorage.getItem('fdclid');
    };
    expect(visit(JSON.stringify({ value: 'old', timestamp: Date.now() - 32 * DAY }))).toBeNull();
    expect(visit('not json')).toBeNull();
    const kept = JSON.stringify({ value: 'recent', timestamp: Date.now() - 31 * DAY + 60_000 });
    expect(visit(kept)).toBe(kept);
  });
});
