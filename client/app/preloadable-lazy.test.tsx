// @vitest-environment happy-dom
// preloadableLazy: the server's HTML stays on screen until the browser's chunk arrives and hydrates
// it, even when the page around it renders again first (a session read after hydration); then the
// newest props show.
import { act, useState } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Table({ caption }: { caption: string }) {
  return (
    <table>
      <caption>{caption}</caption>
    </table>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

it("keeps the server's table through a render of the page before its chunk arrives, then shows the page's newest props", async () => {
  const server = preloadableLazy(async () => Table);
  await server.preload();
  let arrive: () => void = () => undefined;
  const chunk = new Promise<void>((resolve) => (arrive = resolve));
  const browser = preloadableLazy(() => chunk.then(() => Table));

  let setCaption: (caption: string) => void = () => undefined;
  const page = (table: typeof server) =>
    function Page() {
      const [caption, set] = useState('3 plans compared');
      setCaption = set;
      return <table.Component caption={caption} />;
    };
  const ServerPage = page(server);
  document.body.innerHTML = `<div id="root">${renderToString(<ServerPage />)}</div>`;
  const serverTable = document.querySelector('table');
  expect(serverTable).not.toBeNull();

  const BrowserPage = page(browser);
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <BrowserPage />);
  });
  // A synchronous update before the code is there (as the session store's are): the server's table stays.
  await act(async () => flushSync(() => setCaption('3 plans compared, and whether your address can get them')));
  expect(document.querySelector('table')).toBe(serverTable);
  expect(serverTable!.textContent).toBe('3 plans compared');

  await act(async () => arrive());
  expect(document.querySelector('table')).toBe(serverTable);
  expect(serverTable!.textContent).toBe('3 plans compared, and whether your address can get them');
});
