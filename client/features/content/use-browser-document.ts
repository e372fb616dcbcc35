// docs/product/frame.md#page-load: a document the loader could not get is asked for once more by the browser.
import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api-fetch';

export type BrowserDocument<T> =
  | { status: 'ready'; value: T }
  | { status: 'loading' }
  | { status: 'failed' };

export function useBrowserDocument<T>(initial: T | null, path: string): BrowserDocument<T> {
  const [state, setState] = useState<BrowserDocument<T>>(() =>
    initial !== null ? { status: 'ready', value: initial } : { status: 'loading' },
  );

  // A new loader answer (client navigation) replaces what we had.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setState(initial !== null ? { status: 'ready', value: initial } : { status: 'loading' });
  }

  const needsFetch = state.status === 'loading';
  useEffect(() => {
    if (!needsFetch) return;
    const controller = new AbortController();
    apiFetch<T>(path, { signal: controller.signal, contentDelay: true }).then(
      (value) => setState({ status: 'ready', value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Could not load ${path}`, error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [needsFetch, path]);

  return state;
}
