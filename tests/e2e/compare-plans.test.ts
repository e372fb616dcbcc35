// Compare plans in a real browser against the built site (docs/product/pricing.md#compare-plans):
// Compare toggles on the plan cards (a fourth refused with a polite message), 'Compare plans' to
// /compare, whose 12-month costs agree with the cards; the same without JavaScript; unknown or
// malformed ids get a message, not an error; at a checked address, what the address can get and why
// not; axe finds no violations. What the server's page says about the ids is read over HTTP.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT_MESSAGE } from '../../shared/domain/plans/compare-choice';
import { PATHS } from '../../shared/routes/paths';
import { axeViolations } from '../support/axe';
import { stepsOverMonths } from '../support/price-steps';
import { serverDocument } from '../support/server-document';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { networkQuiet } from '../support/network-quiet';
import { checkOnNeed } from '../support/check-on-need';
import { checkAddress } from '../support/address-step';
import { waitForHydration } from '../support/hydration';

const site = useSiteAndBrowser({ checkPageProblems: true });

const CHOSEN = ['Starter nbn 12/1Mbps', 'Everyday nbn 50/20Mbps', 'Family nbn 100/20Mbps'];
const FOURTH = 'Basic nbn 25/5Mbps';

async function open(path: string, { width = 1500, javaScript = true } = {}): Promise<Page> {
  const opened = await site.openPage(path, {
    context: { viewport: { width, height: 1000 }, bypassCSP: true, javaScriptEnabled: javaScript },
    waitFor: javaScript ? 'idle' : 'load',
  });
  return opened.page;
}

const serverPage = (path: string) => serverDocument(site.server.url, path);

/** How many elements show `text` as getByText finds them: the innermost elements whose text contains it (scripts' data aside). */
function textCount(document: Document, text: string): number {
  const holders = [...document.body.querySelectorAll('*')].filter((element) => !element.closest('script, template, style') && element.textContent?.includes(text));
  return holders.filter((element) => ![...element.children].some((child) => child.textContent?.includes(text))).length;
}

/** A tick on a card: its region may hydrate first (a click before it is held, then made again). */
async function tick(box: ReturnType<Page['getByRole']>) {
  await box.click();
  await expect.poll(() => box.isChecked()).toBe(true);
}

// Australian dollars as a reader expects them: '$1,019.40' (docs/product/pricing.md#price-format).
const money = (amount: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(amount).replace(/\.00$/, '');

/** The table's cell for a row heading and a plan's column. */
async function cell(page: Page, row: string, plan: string): Promise<string> {
  const table = page.getByRole('table');
  const columns = await table.getByRole('columnheader').allInnerTexts();
  const index = columns.findIndex((text) => text.startsWith(plan));
  expect(index, `${plan} in ${columns.join(' | ')}`).toBeGreaterThan(0);
  const cells = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row, exact: true }) }).getByRole('cell');
  return cells.nth(index - 1).innerText();
}

describe('Compare toggles on the plan cards', () => {
  it("up to 3; a fourth is refused with a polite message; 'Compare plans' opens /compare, whose 12-month costs agree with the cards", async () => {
    const page = await open(PATHS.nbn);
    const plans = page.getByRole('region', { name: 'nbn plans' });
    // Each card's summary link is a target at least 24px high (WCAG 2.5.8), not its 21px line.
    const linkHeights = await plans.locator('.plan-offer__cis').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(Math.min(...linkHeights)).toBeGreaterThanOrEqual(24);
    const cardPrices: Record<string, string> = {};
    for (const name of CHOSEN) {
      const card = plans.getByRole('article', { name: new RegExp(`^${name}`) });
      cardPrices[name] = await card.locator('.plan-offer__price').innerText();
      await tick(card.getByRole('checkbox', { name: `Compare ${name}` }));
    }
    const fourth = plans.getByRole('checkbox', { name: `Compare ${FOURTH}` });
    await fourth.click();
    const status = page.getByRole('status').filter({ hasText: COMPARE_LIMIT_MESSAGE });
    await status.waitFor();
    await expect(status.getAttribute('role')).resolves.toBe('status');
    // Once the refusal is said the click has been handled: the box the browser ticked is unticked (on a loaded machine it
    // was read still ticked straight after the click, before React had restored it).
    await expect.poll(() => fourth.isChecked()).toBe(false);

    // The server's table stays while the page hydrates: a render before the table's code arrived once dropped it for a moment.
    await page.addInitScript(() => {
      const removed: string[] = ((window as unknown as { tablesRemoved: string[] }).tablesRemoved = []);
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.removedNodes]))
          if (node instanceof Element && (node.matches('table') || node.querySelector('table'))) removed.push(node.outerHTML.slice(0, 80));
      }).observe(document, { subtree: true, childList: true });
    });
    await plans.locator('..').getByRole('button', { name: 'Compare plans' }).first().click();
    await page.waitForURL((url) => url.pathname === PATHS.compare);
    await page.getByRole('table').waitFor();
    await expect(page.locator('caption').innerText()).resolves.toBe('3 plans compared');
    for (const name of CHOSEN) {
      await expect(cell(page, '12-month cost', name)).resolves.toBe(`${money(stepsOverMonths(cardPrices[name]!))} over 12 months`);
      await expect(cell(page, 'Price', name)).resolves.toBe(cardPrices[name]!.replace(/\s+/g, ' ').trim());
    }
    await waitForHydration(page);
    await networkQuiet(page);
    await expect(page.evaluate(() => (window as unknown as { tablesRemoved: string[] }).tablesRemoved)).resolves.toEqual([]);
    await expect(cell(page, 'Typical evening speed', 'Family nbn 100/20Mbps')).resolves.toMatch(/^\d+Mbps$/);
    await expect(page.getByRole('link', { name: 'Critical Information Summary for Family nbn 100/20Mbps' }).count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('work without JavaScript: the toggles are a GET form, and /compare is the server\'s page', async () => {
    const page = await open(PATHS.nbn, { javaScript: false });
    for (const name of CHOSEN.slice(1)) await checkOnNeed(page.getByRole('checkbox', { name: `Compare ${name}` }).first());
    await page.getByRole('button', { name: 'Compare plans' }).first().click();
    await page.waitForURL((url) => url.pathname === PATHS.compare);
    expect(new URL(page.url()).searchParams.getAll('plans')).toHaveLength(2);
    await expect(page.locator('caption').innerText()).resolves.toBe('2 plans compared');
    await expect(page.getByRole('rowheader', { name: '12-month cost' }).count()).resolves.toBe(1);
  });
});

describe('/compare', () => {
  it('says so for ids it cannot find or that are not ids, and shows the rest; on a phone, the table scrolls sideways and passes axe', async () => {
    // What the server's page says (the messages and the table are the loader's, rendered on the server).
    const unknown = await fetch(`${site.server.url}${PATHS.compare}?plans=99999`);
    expect(unknown.status).toBe(200);
    let served = await serverPage(`${PATHS.compare}?plans=99999,10317`);
    expect(textCount(served, 'We could not find plan 99999: it may no longer be offered.')).toBe(1);
    expect(served.querySelector('caption')?.textContent?.trim()).toBe('One plan compared');
    served = await serverPage(`${PATHS.compare}?plans=<script>`);
    expect(textCount(served, 'The plans to compare must be named by their plan numbers.')).toBe(1);
    // In the browser, on a phone: four ids, the first three shown in a table that passes axe.
    const page = await open(`${PATHS.compare}?plans=10311,10312,10317,10318`, { width: 375 });
    await expect(page.getByText('You can compare up to 3 plans at a time: the first 3 are shown.').count()).resolves.toBe(1);
    await page.getByRole('table').waitFor();
    // The table is wider than the phone: its region scrolls sideways, the page does not.
    const widths = await page.locator('.compare__scroll').evaluate((region) => {
      region.scrollLeft = 100;
      return { region: region.clientWidth, table: region.scrollWidth, scrolled: region.scrollLeft, page: document.documentElement.scrollWidth };
    });
    expect(widths.table).toBeGreaterThan(widths.region);
    expect(widths.scrolled).toBeGreaterThan(0);
    expect(widths.page).toBeLessThanOrEqual(375);
    // Scrolled to the last plan, every row still shows its name at the region's left edge, the plan beside it, and the caption stays above.
    const names = await page.locator('.compare__scroll').evaluate((region) => {
      region.scrollLeft = region.scrollWidth;
      const edge = region.getBoundingClientRect().left;
      return [...region.querySelectorAll('caption, tbody th')].filter((name) => Math.abs(name.getBoundingClientRect().left - edge) > 1).map((name) => name.textContent);
    });
    expect(names).toEqual([]);
    // Each plan's links reached with Tab from the table's start (its CIS, then Choose this plan, back at the
    // first plan after the third's CIS scrolled the table) scroll clear of the row names (WCAG 2.4.11).
    // Back with Shift+Tab from the last plan's link, the browser left the second plan's, half shown, under the row names.
    await page.locator('.compare__scroll').evaluate((region) => (region.scrollLeft = 0));
    await page.locator('.compare__scroll').focus();
    const covered: string[] = [];
    for (const key of [...Array<string>(6).fill('Tab'), ...Array<string>(5).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      covered.push(
        await page.evaluate(() => {
          const link = document.activeElement!;
          const rowName = link.closest('tr')!.querySelector('th')!.getBoundingClientRect();
          const box = link.getBoundingClientRect();
          return box.left >= rowName.right - 1 ? '' : `${link.textContent} at ${Math.round(box.left)}px, row name to ${Math.round(rowName.right)}px`;
        }),
      );
    }
    expect(covered.filter(Boolean)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('at a checked address: what the address can get, and why not (an FTTN line at 50 Mbps)', async () => {
    const page = await open(PATHS.nbn);
    await checkAddress(page, 'flip-ready-fttn');
    await page.goto(`${site.server.url}${PATHS.compare}?plans=7175,10319`);
    await page.getByRole('rowheader', { name: 'At your address' }).waitFor();
    await expect(cell(page, 'At your address', 'Everyday nbn 50/20Mbps')).resolves.toBe('Available');
    await expect(cell(page, 'At your address', 'Superfast nbn 250/25Mbps')).resolves.toBe(
      "Superfast nbn 250/25Mbps isn't available at your address: your line's top speed is 50Mbps.",
    );
    await expect(page.getByText('1 of these 2 plans can be ordered.', { exact: false }).count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
