// A page of each kind (tests/support/page-kinds.ts), at a desktop and a phone width, after hydration with
// the network idle: axe-core finds no violation (WCAG 2.0/2.1 A and AA, 2.2 AA), there and in the
// interactive states people reach: the open menu, the country suggestions, the contact form's error list
// and success view, an expanded FAQ, and the plans after an address check. Every text on the page is set in
// a size and weight of the type scale (docs/product/frame.md#design-tokens). At the desktop width the same
// visit's scripts and stylesheet keep their budgets (docs/architecture.md#budgets: '/' at most 95 KB of
// JavaScript, every other kind 100 KB, CSS 20 KB, brotli as the site sends them; counted from what the
// page loaded, tests/support/loaded-assets.ts), so each page kind is loaded once per width for both.
// A failure names each width, state, rule and selectors, or the budget missed. Each state is reached on
// the sweep's own visit to its page at its width, after the page's check, not on a visit of its own.
// The checks run one after another in the tab of the worker's pooled context
// (tests/support/context-pool.ts): run three at a time they cost the browser 138 CPU-seconds against 96
// one after another, in the same time alone, and the other browser-test file running beside this one
// gets the core they leave (docs/operations.md#how-the-suite-is-organised).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, type TestContext } from 'vitest';
import { checkAssetsServedBrotli, jsBudgetOf, kb, routeBudgetFailures } from '../../scripts/bundle-budget';
import { loadedAssets } from '../support/loaded-assets';
import { PATHS } from '../../shared/routes/paths';
import { axeViolations } from '../support/axe';
import { ONE_PAGE_PER_KIND } from '../support/page-kinds';
import { sendContactMessage } from '../support/contact-form';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { chooseSuggestion } from '../support/address-step';

// A shared site; its log is kept in tests/.artifacts/e2e-site-N.log (tests/support/browser-run.ts).
const site = useSiteAndBrowser();

/** The site's CSP allows only its own nonce'd scripts; axe is injected past it. */
const AXE_CONTEXT = { bypassCSP: true, reducedMotion: 'reduce' } as const;

async function openPage(pathname: string, width: number, test: TestContext): Promise<Page> {
  // Let loaders, lazy page modules and the banner settle ('idle').
  const { page } = await site.openPage(pathname, {
    context: { viewport: { width, height: 900 }, ...AXE_CONTEXT },
    waitFor: 'idle',
    test,
  });
  return page;
}

// Pages of one kind render the same components; only their documents' text differs.
const ROUTES = [...ONE_PAGE_PER_KIND];

const WIDTHS = [1280, 375];
/** The budgets are of a desktop's page: its nav carries the address box (docs/decisions/005-nav-address-box-streams-in-its-own-chunk.md). */
const BUDGET_WIDTH = 1280;

/**
 * The interactive states people reach, each checked on the visit the sweep makes to its page at its
 * width (a page of each kind at each width), after that page's own check: a visit costs the browser
 * far more than the steps (docs/operations.md#how-the-suite-is-organised). Each returns what axe found in
 * each state, by name.
 */
interface InteractiveState {
  name: string;
  path: string;
  width: number;
  reach(page: Page): Promise<[state: string, violations: string[]][]>;
}

const STATES: InteractiveState[] = [
  {
    name: 'the open menu',
    path: PATHS.home,
    width: 1280,
    reach: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
      // Checked once the menu has finished opening.
      await page.waitForFunction(() => document.getAnimations().length === 0);
      return [['the open menu', await axeViolations(page)]];
    },
  },
  {
    name: 'the country suggestions and a no-result search',
    path: PATHS.voipInternational,
    width: 1280,
    reach: async (page) => {
      const input = page.getByRole('combobox', { name: 'Country' });
      await input.fill('new');
      await page.getByRole('listbox', { name: 'Country suggestions' }).waitFor();
      await input.press('ArrowDown');
      const suggestions = await axeViolations(page);
      await input.fill('Atlantis');
      await page.getByText('No country found.').waitFor();
      return [
        ['the country suggestions', suggestions],
        ['a no-result search', await axeViolations(page)],
      ];
    },
  },
  {
    name: 'the contact form error list and success view',
    path: PATHS.contactUs,
    width: 1280,
    reach: async (page) => {
      await page.getByRole('button', { name: 'Send message' }).click();
      await page.getByRole('alert').waitFor();
      const errors = await axeViolations(page);
      await sendContactMessage(page);
      await page.getByText('Your message has successfully sent.').waitFor();
      return [
        ['the contact form error list', errors],
        ['the contact form success view', await axeViolations(page)],
      ];
    },
  },
  {
    name: 'the nbn plans after an address check: "Your connection" and the plans marked not available at the address',
    path: PATHS.nbn,
    width: 1280,
    reach: async (page) => {
      await chooseSuggestion(page, 'flip-ready-fttn');
      await page.getByRole('region', { name: 'Not available at your address' }).waitFor({ timeout: 25_000 });
      return [['the nbn plans after an address check', await axeViolations(page)]];
    },
  },
  {
    name: '/flip-to-fibre at a fibre network address: its fibre plans in Step 2',
    path: PATHS.flipToFibre,
    width: 1280,
    reach: async (page) => {
      await chooseSuggestion(page, 'vision-fibre');
      await page.getByRole('heading', { name: 'Step 2: Choose your fibre plan' }).waitFor({ timeout: 25_000 });
      await page.getByRole('region', { name: 'Fibre plans' }).waitFor();
      return [['its fibre plans at a fibre network address', await axeViolations(page)]];
    },
  },
  {
    name: 'expanded FAQ answers and the home phone steps carousel on a phone',
    path: PATHS.homePhone,
    width: 375,
    reach: async (page) => {
      await page.getByRole('button', { name: 'What is VoIP?' }).click();
      await page.getByRole('button', { name: 'Next step' }).click();
      return [['an expanded FAQ answer and the next step of the carousel', await axeViolations(page)]];
    },
  },
];

const statesOf = (pathname: string) => STATES.filter((state) => state.path === pathname);

/** The type scale (in rem) and the weights (as CSS computes them) of client/styles/tokens.css (docs/product/frame.md#design-tokens). */
const TOKENS = readFileSync(new URL('../../client/styles/tokens.css', import.meta.url), 'utf8');
const TYPE_SCALE_REM = [...TOKENS.matchAll(/--font-size-[\w-]+:\s*([\d.]+)rem;/g)].map((match) => Number(match[1]));
const TYPE_WEIGHTS = [...TOKENS.matchAll(/--font-weight-[\w-]+:\s*(\d+);/g)].map((match) => match[1]!);

/**
 * Text whose size or weight is not a token: a browser default (an unstyled heading's 1.17em) is one more
 * system font the browser looks up before the first paint, and off the scale the design sets.
 */
async function offScaleType(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ scaleRem, weights }) => {
      const rootPx = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const sizes = scaleRem.map((rem) => rem * rootPx);
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !node.textContent?.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(element.tagName)) continue;
        const { fontSize, fontWeight } = getComputedStyle(element);
        if (sizes.some((size) => Math.abs(size - parseFloat(fontSize)) < 0.01) && weights.includes(fontWeight)) continue;
        found.add(`${element.tagName.toLowerCase()}${element.className ? `.${element.className}` : ''} at ${fontSize} ${fontWeight}: "${node.textContent.trim().slice(0, 30)}"`);
      }
      return [...found];
    },
    { scaleRem: TYPE_SCALE_REM, weights: TYPE_WEIGHTS },
  );
}

describe('a page of each kind, desktop (1280px) and phone (375px): axe-core in it and the interactive states people reach; its scripts within budget', () => {
  // What the budgets count is what the site sends: every script and stylesheet as brotli.
  beforeAll(() => checkAssetsServedBrotli(site.server.url));

  it("every interactive state is on a page the sweep visits, at a width it visits; '/' is among the pages; the type scale is read", () => {
    for (const state of STATES) {
      expect(ROUTES).toContain(state.path);
      expect(WIDTHS).toContain(state.width);
    }
    expect(WIDTHS).toContain(BUDGET_WIDTH);
    expect(ROUTES).toContain(PATHS.home);
    expect(TYPE_SCALE_REM).toContain(1);
    expect(TYPE_WEIGHTS).toEqual(['400', '700']);
  });

  for (const pathname of ROUTES) {
    const states = statesOf(pathname);
    const title = `${pathname} has no WCAG A/AA violations${states.length === 0 ? '' : `, nor in ${states.map((state) => state.name).join(', ')}`}, sets its text on the type scale, and loads at most ${kb(jsBudgetOf(pathname))} of JavaScript`;
    it(title, async (context) => {
      const violations: string[] = [];
      const overBudget: string[] = [];
      const offScale: string[] = [];
      for (const width of WIDTHS) {
        // Opened at each width, not resized: a page resized across the phone breakpoint reloads itself (docs/product/frame.md#resize-reload).
        const page = await openPage(pathname, width, context);
        // Read before axe is added to the page: what the page itself loaded, hydrated and idle.
        if (width === BUDGET_WIDTH) overBudget.push(...routeBudgetFailures(await loadedAssets(page, site.server.url, pathname)));
        offScale.push(...(await offScaleType(page)).map((text) => `${width}px: ${text}`));
        violations.push(...(await axeViolations(page)).map((violation) => `${width}px: ${violation}`));
        for (const state of states.filter((candidate) => candidate.width === width)) {
          for (const [name, found] of await state.reach(page)) violations.push(...found.map((violation) => `${width}px, ${name}: ${violation}`));
        }
      }
      context.expect(violations).toEqual([]);
      context.expect(overBudget).toEqual([]);
      context.expect(offScale).toEqual([]);
    });
  }
});
