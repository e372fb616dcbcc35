// @vitest-environment happy-dom
// lazyOnNeed (client/app/lazy-on-need.tsx) for regions whose parent re-renders with new callbacks
// (the plans, extras and summary of client/app/pages/plan-regions.tsx): the server HTML is kept as
// it is, the code loads on the first focus (or pointer, touch, key) in the region, a click before the
// code is there is replayed on the same element once it is hydrated, and a client render loads it at once.
import { act, useState } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataPropsChanged, lazyOnNeed } from './lazy-on-need';

interface CounterProps {
  label: string;
  count: number;
  onPress: () => void;
}

function Counter({ label, count, onPress }: CounterProps) {
  return (
    <button type="button" onClick={onPress}>
      {label} {count}
    </button>
  );
}

/** A load the test resolves when it likes, as a chunk arriving over a slow network. */
function heldLoad() {
  let arrive = () => undefined as void;
  const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (arrive = () => resolve(Counter))));
  return { load, arrive: () => arrive() };
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => document.body.replaceChildren());

async function serverHtml(): Promise<string> {
  const server = lazyOnNeed<CounterProps>(() => Promise.resolve(Counter));
  await server.preload();
  return renderToString(
    <main>
      <server.Component label="Pressed" count={0} onPress={() => undefined} />
    </main>,
  );
}

describe('lazyOnNeed, a region re-rendered with new callbacks', () => {
  it('keeps the server HTML without loading the code, loads it on focus, and replays a click made before it arrived', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml();
    document.body.append(container);
    const button = container.querySelector('button')!;
    const { load, arrive } = heldLoad();
    const client = lazyOnNeed<CounterProps>(load);
    function App() {
      const [count, setCount] = useState(0);
      return (
        <main>
          <client.Component label="Pressed" count={count} onPress={() => setCount((value) => value + 1)} />
        </main>
      );
    }
    await act(async () => void hydrateRoot(container, <App />));
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);

    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);

    button.click();
    await flush();
    expect(button.textContent).toBe('Pressed 0');

    arrive();
    await flush();
    await flush();
    // The same DOM node, hydrated, took the held click: once.
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Pressed 1');
  });

  it('renders at once in a render of the browser’s own (a client-side navigation)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { load, arrive } = heldLoad();
    const client = lazyOnNeed<CounterProps>(load);
    const root = createRoot(container);
    await act(async () => root.render(<client.Component label="Shown" count={2} onPress={() => undefined} />));
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await flush();
    expect(container.querySelector('button')?.textContent).toBe('Shown 2');
    await act(async () => root.unmount());
  });
});

describe('dataPropsChanged', () => {
  const onPress = () => undefined;
  it('ignores callbacks, which every render makes anew', () => {
    expect(dataPropsChanged({ count: 1, onPress }, { count: 1, onPress: () => undefined })).toBe(false);
  });
  it('sees a changed or added value', () => {
    const plans = [1, 2];
    expect(dataPropsChanged({ plans }, { plans })).toBe(false);
    expect(dataPropsChanged({ plans }, { plans: [...plans] })).toBe(true);
    expect(dataPropsChanged({ count: 1 }, { count: 1, selected: 3 })).toBe(true);
  });
});
