// @vitest-environment happy-dom
// lazyOnNeed: the server HTML is hydrated only after a sign of need (or at once when focus or typed
// text is found in the region as the page hydrates); a click on a control or text typed before the
// code arrives reaches the component once it has (useTextTypedEarly), through React's public APIs
// only; a navigation loads every waiting region.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOnNeed, loadWaitingRegions, useTextTypedEarly } from './lazy-on-need';

interface Props {
  label: string;
}

const onSearch = vi.fn();

const onText = vi.fn();

function Widget({ label }: Props) {
  const [text, setText] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useTextTypedEarly(form, (field) => setText(field.value));
  onText(text);
  return (
    <form
      ref={form}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <input aria-label="Address" value={text} onChange={(event) => setText(event.target.value)} />
      {/* A box's value reads "on" beside an empty default: not text typed, so no reason to load. */}
      <input type="checkbox" aria-label="Remember" />
      <button type="submit">Search</button>
    </form>
  );
}

/** The server's render (its own instance, preloaded) and a browser instance whose chunk waits for `arrive`. */
async function serverHtmlAndBrowserWidget() {
  const server = lazyOnNeed<Props>(async () => Widget);
  await server.preload();
  const html = renderToString(<server.Component label="Check" />);
  let arrive: () => void = () => undefined;
  const chunk = new Promise<void>((resolve) => (arrive = resolve));
  const importer = vi.fn(() => chunk.then(() => Widget));
  return { html, browser: lazyOnNeed<Props>(importer), importer, arrive };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  onSearch.mockReset();
  onText.mockReset();
});

async function hydrate(html: string, browser: ReturnType<typeof lazyOnNeed<Props>>) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <browser.Component label="Check" />);
  });
  return container;
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('lazyOnNeed', () => {
  it('keeps the server HTML and fetches nothing until a sign of need (an unticked box is none)', async () => {
    const { html, browser, importer } = await serverHtmlAndBrowserWidget();
    const container = await hydrate(html, browser);
    const asParsed = document.createElement('div');
    asParsed.innerHTML = html;
    expect(container.innerHTML).toBe(asParsed.innerHTML);
    expect(importer).not.toHaveBeenCalled();
    container.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('holds a click on Search made before the code arrives and makes it again, with the text typed meanwhile', async () => {
    const { html, browser, arrive } = await serverHtmlAndBrowserWidget();
    const container = await hydrate(html, browser);
    const input = container.querySelector('input')!;
    input.value = '14 Lyrebird Lane';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button')!.dispatchEvent(click);
    // Held: the browser does not send the form.
    expect(click.defaultPrevented).toBe(true);
    expect(onSearch).not.toHaveBeenCalled();
    await act(async () => arrive());
    await flush();
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('14 Lyrebird Lane');
    expect(input.value).toBe('14 Lyrebird Lane');
  });

  it('loads at once when text was typed into the region before the page hydrated, and the component takes it over without another key', async () => {
    const { html, browser, importer, arrive } = await serverHtmlAndBrowserWidget();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // Typed before React was there: no listener saw the keys.
    container.querySelector('input')!.value = '14 Lyrebird Rise';
    await act(async () => {
      root = hydrateRoot(container, <browser.Component label="Check" />);
    });
    expect(importer).toHaveBeenCalledTimes(1);
    await act(async () => arrive());
    await flush();
    expect(onText).toHaveBeenLastCalledWith('14 Lyrebird Rise');
    expect(container.querySelector('input')!.value).toBe('14 Lyrebird Rise');
  });

  it('keeps the server HTML when the chunk fails, and tries again at the next sign of need', async () => {
    const { html } = await serverHtmlAndBrowserWidget();
    const importer = vi.fn<() => Promise<typeof Widget>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Widget);
    const container = await hydrate(html, lazyOnNeed<Props>(importer));
    const input = container.querySelector('input')!;
    await act(async () => void input.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await flush();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(container.querySelector('form')).not.toBeNull();
    await act(async () => void input.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await flush();
    expect(importer).toHaveBeenCalledTimes(2);
    // Hydrated: the click reaches the form at once, not held for later.
    await act(async () => void container.querySelector('button')!.click());
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  });

  it('loads every waiting region when asked (a navigation starts)', async () => {
    const { html, browser, importer } = await serverHtmlAndBrowserWidget();
    await hydrate(html, browser);
    loadWaitingRegions();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});

interface ToggleProps {
  chosen: boolean;
  /** A plan card's button (aria-pressed), or a box in its label. */
  kind: 'button' | 'box';
}

const onToggle = vi.fn();

/** A control whose state follows the data, a click asking for the other state. */
function Toggle({ chosen, kind }: ToggleProps) {
  if (kind === 'box')
    return (
      <label>
        <input type="checkbox" checked={chosen} onChange={() => onToggle(!chosen)} />
        <span>Add Home Secure</span>
      </label>
    );
  return (
    <button type="button" aria-pressed={chosen} onClick={() => onToggle(!chosen)}>
      {chosen ? 'Plan selected' : 'Choose plan'}
    </button>
  );
}

/** What is clicked: the button, the box itself, or the words of its label. */
const TARGETS = [
  { kind: 'button', selector: 'button' },
  { kind: 'box', selector: 'input' },
  { kind: 'box', selector: 'label span' },
] as const;

describe.each(TARGETS)('a toggle ($kind, clicking its $selector) clicked before its code arrives', ({ kind, selector }) => {
  async function staleToggle() {
    const server = lazyOnNeed<ToggleProps>(async () => Toggle);
    await server.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<server.Component chosen={false} kind={kind} />);
    document.body.append(container);
    let arrive: () => void = () => undefined;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const browser = lazyOnNeed<ToggleProps>(() => chunk.then(() => Toggle));
    await act(async () => {
      root = hydrateRoot(container, <browser.Component chosen={false} kind={kind} />);
    });
    const shown = () => (kind === 'box' ? container.querySelector('input')!.checked : container.querySelector('button')!.getAttribute('aria-pressed') === 'true');
    return { container, browser, arrive, shown };
  }

  afterEach(() => onToggle.mockReset());

  it('is toggled once the code is there', async () => {
    const { container, arrive, shown } = await staleToggle();
    (container.querySelector(selector) as HTMLElement).click();
    // Held: nothing reaches the component until the code is there; a box shows the tap at once, a button does not.
    await flush();
    expect(shown()).toBe(kind === 'box');
    expect(onToggle).not.toHaveBeenCalled();
    await act(async () => arrive());
    await flush();
    expect(onToggle).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('is left alone when the data chose it meanwhile: the click asked for the state the control hydrates with', async () => {
    const { container, browser, arrive, shown } = await staleToggle();
    // The address check preselects the plan; the region still shows the server's HTML.
    await act(async () => root!.render(<browser.Component chosen={true} kind={kind} />));
    expect(shown()).toBe(false);
    (container.querySelector(selector) as HTMLElement).click();
    await act(async () => arrive());
    await flush();
    expect(shown()).toBe(true);
    expect(onToggle).not.toHaveBeenCalled();
  });
});

/** Plan cards, each a heading and a button it describes; the list's element changes with its length, so React draws a shorter list afresh. */
function PlanList({ plans }: { plans: string[] }) {
  const List = plans.length > 2 ? 'ul' : 'ol';
  return (
    <List>
      {plans.map((plan) => (
        <li key={plan}>
          <h3 id={`plan-${plan}`}>{plan}</h3>
          <button type="button" aria-pressed={false} aria-describedby={`plan-${plan}`} onClick={() => onToggle(plan)}>
            Choose plan
          </button>
        </li>
      ))}
    </List>
  );
}

describe('a click held on a control that hydration draws afresh (the list changed meanwhile)', () => {
  afterEach(() => onToggle.mockReset());

  async function listThatChanges() {
    const server = lazyOnNeed<{ plans: string[] }>(async () => PlanList);
    await server.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<server.Component plans={['Starter', 'Family', 'Superfast']} />);
    document.body.append(container);
    let arrive: () => void = () => undefined;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const browser = lazyOnNeed<{ plans: string[] }>(() => chunk.then(() => PlanList));
    await act(async () => {
      root = hydrateRoot(container, <browser.Component plans={['Starter', 'Family', 'Superfast']} />);
    });
    // The address check answers: only two plans, before the region's code is there.
    await act(async () => root!.render(<browser.Component plans={['Family', 'Superfast']} />));
    return { container, arrive };
  }

  it('is made on the control drawn in its place, the one with the same words and the same description', async () => {
    const { container, arrive } = await listThatChanges();
    const held = container.querySelector('button[aria-describedby="plan-Family"]') as HTMLElement;
    held.click();
    await act(async () => arrive());
    await flush();
    expect(held.isConnected).toBe(false);
    expect(onToggle).toHaveBeenCalledExactlyOnceWith('Family');
  });

  it('is dropped when nothing drawn matches it (its plan is gone)', async () => {
    const { container, arrive } = await listThatChanges();
    (container.querySelector('button[aria-describedby="plan-Starter"]') as HTMLElement).click();
    await act(async () => arrive());
    await flush();
    expect(onToggle).not.toHaveBeenCalled();
  });
});

describe('hydration on public React APIs', () => {
  it("no browser code reads React's private keys or the input value tracker", () => {
    const client = path.resolve(import.meta.dirname, '..');
    const sources = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(50);
    const offending = sources.filter((file) => /__react|_valueTracker/.test(readFileSync(path.join(client, file), 'utf8')));
    expect(offending).toEqual([]);
  });
});
