// docs/product/address-check.md#your-connection: where nbn and a fibre network both reach the address
// (88 Pelican Walk: Vision, nbn FTTB at 100Mbps), "Your connection" describes the line the page's
// service runs on. The fibre page never states nbn's line speed beside the faster fibre plans it
// sells; the nbn page names nbn's own FTTB line, whose speed it gives as the reason for its refusals.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { checkAddress } from '../support/address-step';

const site = useSiteAndBrowser({ checkPageProblems: true });

async function connectionAt(path: string): Promise<Record<string, string>> {
  const { page } = await site.openPage(path, { context: { viewport: { width: 1500, height: 1000 } }, waitFor: 'idle' });
  await checkAddress(page, 'vision-fibre');
  return factsOf(page);
}

async function factsOf(page: Page): Promise<Record<string, string>> {
  const panel = page.getByRole('region', { name: 'Your connection' });
  await panel.waitFor({ timeout: 25_000 });
  const terms = await panel.getByRole('term').allInnerTexts();
  const definitions = await panel.getByRole('definition').allInnerTexts();
  return Object.fromEntries(terms.map((term, index) => [term.trim(), definitions[index]!.trim()]));
}

describe('Your connection at an address both nbn and a fibre network reach', () => {
  it("on /broadband/fibre names the Vision network and no top speed of nbn's line, beside Vision plans faster than that line", async () => {
    const facts = await connectionAt('/broadband/fibre');
    expect(facts.Technology).toBe('The Vision fibre network: fibre all the way to your home');
    expect(facts["Line's top speed"]).toBe('Not known');
    expect(facts['Service active now']).toBe('Not known for the Vision fibre network');
    expect(facts['Fibre upgrade']).toBe('Not needed: the line is already fibre');
  });

  it("on /broadband/nbn names nbn's FTTB line and its 100Mbps, the speed its refusals give", async () => {
    const facts = await connectionAt('/broadband/nbn');
    expect(facts.Technology).toBe('Fibre to the building (FTTB): fibre to your building, then its own lines');
    expect(facts["Line's top speed"]).toBe('100Mbps');
    expect(facts['Fibre upgrade']).toBe('Not offered: the Vision fibre network already serves this address');
  });
});
