// docs/product/pricing.md#plan-selection on /flip-to-fibre at a fibre network's address
// (docs/product/address-check.md#fibre-networks-on-the-flip-page): the upgrade plan preselected before the
// check is not among the network's fibre plans the page then lists, so the plan chosen in its place is
// said beside the plans, never changed silently, until the visitor's own choice.
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/routes/paths';
import { useSiteAndBrowser } from '../support/site-and-browser';
import { checkAddress } from '../support/address-step';

const site = useSiteAndBrowser({ checkPageProblems: true });

describe('/flip-to-fibre at 88 Pelican Walk (the Vision fibre network)', () => {
  it('says that the preselected upgrade plan gave way to a fibre plan, and which', async () => {
    const { page } = await site.openPage(PATHS.flipToFibre, { context: { viewport: { width: 1280, height: 900 } }, waitFor: 'idle' });
    await expect.poll(() => page.getByRole('button', { name: 'Plan selected' }).count()).toBe(1);
    await checkAddress(page, 'vision-fibre');
    await page.getByRole('heading', { name: 'Step 2: Choose your fibre plan' }).waitFor({ timeout: 25_000 });
    const chosen = page.getByRole('region', { name: 'Fibre plans' }).getByRole('article').filter({ has: page.getByRole('button', { name: 'Plan selected' }) });
    await expect.poll(() => chosen.count()).toBe(1);
    const heading = await chosen.getByRole('heading').first().innerText();
    await page
      .getByRole('status')
      .filter({ hasText: `Ultrafast nbn 500/50Mbps with a free fibre upgrade isn't available at your address, so we've chosen ${heading} for you instead.` })
      .waitFor({ timeout: 10_000 });

    // The visitor's own choice takes the sentence away: it no longer names the plan chosen.
    const other = page.getByRole('region', { name: 'Fibre plans' }).getByRole('button', { name: 'Choose plan' }).first();
    await other.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => chosen.getByRole('heading').first().innerText()).not.toBe(heading);
    await expect.poll(() => page.getByRole('status').filter({ hasText: "isn't available at your address" }).count()).toBe(0);
  });
});
