// @vitest-environment happy-dom
// "every figure of cost agrees across card, CIS and summary": for every plan of the embedded
// catalogue, the plan card, the Critical Information Summary and the order summary with no extras
// show one minimum cost (docs/product/pricing.md#minimum-cost) and one set of price steps (docs/product/pricing.md#pricing-states Pricing states).
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDefaultFlipToFibrePlans, getFlipToFibrePlans } from '../../../provider/catalogue/flip-to-fibre-plans';
import { FIBRE_PLANS } from '../../../provider/catalogue/fibre-plans';
import { NBN_PLANS } from '../../../provider/catalogue/nbn-plans';
import { HOME_WIRELESS_PLANS, MOBILE_BROADBAND_PLANS } from '../../../provider/catalogue/wireless-plans';
import { OrderSummary, preloadOrderSummary } from '../../../client/features/order-summary/order-summary';
import { PlanCard } from '../../../client/features/plans/plan-card';
import { createSessionStore } from '../../../client/store/session-store';
import { StoreProvider } from '../../../client/store/store-context';
import { planCostInput, planMinimumCost } from '../../../shared/domain/pricing/minimum-cost';
import { formatPrice } from '../../../shared/domain/pricing/money';
import type { FlipToFibrePlan, Plan } from '../../../shared/schemas/plan';
import { broadbandCis, type CisDocument } from './cis-document';

const SITE_URL = 'https://www.kookaburra.example';

/** The document as text, a block a line (links as their addresses): what a reader of the PDF reads. */
function cisText(document: CisDocument): string {
  const lines = document.blocks.map((block) => {
    if (block.kind === 'heading') return block.text;
    if (block.kind === 'list') return block.items.join('\n');
    return block.runs.map((run) => (typeof run === 'string' ? run : run.href)).join('');
  });
  return [document.title, ...lines].join('\n');
}

afterEach(cleanup);

const FLIP_OFFERS = [13, 34].flatMap((nbnServiceClass) =>
  (['standard', 'boost'] as const).flatMap((offerType) => getFlipToFibrePlans({ nbnRegion: 'metro', nbnServiceClass, offerType })),
);
const CATALOGUE: readonly (Plan | FlipToFibrePlan)[] = [
  ...NBN_PLANS,
  ...FIBRE_PLANS,
  ...HOME_WIRELESS_PLANS,
  ...MOBILE_BROADBAND_PLANS,
  ...getDefaultFlipToFibrePlans(),
  ...FLIP_OFFERS,
];

/** Every dollar figure that follows `label` in `text`. */
const figuresAfter = (label: string, text: string): string[] =>
  [...text.matchAll(new RegExp(`${label} (\\$[\\d,.]+)`, 'g'))].map((match) => match[1]!);

function cardText(plan: Plan): { minCost: string[]; steps: string } {
  render(<PlanCard plan={plan} selected={false} onToggle={() => {}} />);
  const card = screen.getByRole('article', { name: plan.planHeading });
  const text = card.textContent ?? '';
  const steps = card.querySelector('.plan-offer__price')?.textContent ?? '';
  cleanup();
  return { minCost: figuresAfter('Min\\. cost', text), steps };
}

function summaryText(plan: Plan): { minCost: string[]; planLine: string } {
  const store = createSessionStore();
  store.cart.cart.modem = false; // the plan alone: own modem, no extras
  render(
    <StoreProvider store={store}>
      <OrderSummary plan={plan} serviceType={plan.serviceType} />
    </StoreProvider>,
  );
  const summary = screen.getByRole('region', { name: "And you're done! Here's what you've selected to order today." });
  const minCost = figuresAfter('Total min cost', summary.textContent ?? '');
  const planLine = within(summary).getAllByRole('listitem')[0]?.textContent ?? '';
  cleanup();
  return { minCost, planLine };
}

describe('one minimum cost and one price for every catalogue plan', () => {
  // The summary of a chosen plan is a chunk of its own: loaded first, as the server does.
  beforeAll(async () => {
    await preloadOrderSummary();
  });

  it('covers the whole catalogue, free months and specials included', () => {
    expect(CATALOGUE.length).toBeGreaterThan(30);
    expect(CATALOGUE.some((plan) => plan.firstMonthFree)).toBe(true);
    expect(CATALOGUE.some((plan) => plan.special)).toBe(true);
  });

  it.each(CATALOGUE.map((plan) => [`${plan.serviceType} ${plan.id} ${plan.planTitle} ${plan.special?.months ?? ''}`, plan] as const))(
    '%s: plan card = CIS = summary with no extras',
    (_name, plan) => {
      const expected = formatPrice(planMinimumCost(planCostInput(plan)), { dollarSign: true });
      const card = cardText(plan);
      const cis = cisText(broadbandCis(plan, SITE_URL));
      const summary = summaryText(plan);

      expect(card.minCost).toEqual([expected]);
      expect(figuresAfter('Min\\. cost', cis)).toEqual([expected]);
      expect(summary.minCost).toEqual([expected]);

      // The same price steps on the card, in the CIS and on the summary's plan line.
      expect(cis).toContain(`${card.steps}.`);
      expect(summary.planLine.endsWith(card.steps)).toBe(true);
    },
  );

  it("the CIS states each plan's own data: never 'Unlimited data.' for a plan with an allowance", () => {
    for (const plan of CATALOGUE) {
      const cis = cisText(broadbandCis(plan, SITE_URL));
      if (plan.dataAllowanceGb === null) expect(cis).toContain('Unlimited data.');
      else {
        expect(cis).not.toMatch(/unlimited data/i);
        expect(cis).toContain(`${plan.dataAllowanceGb}GB of data each month.`);
      }
    }
    expect(MOBILE_BROADBAND_PLANS.length).toBe(3);
  });

  it('the CIS offers only the extras the service has (docs/product/ordering-and-handoff.md#extras-by-service): no ZTE modem or Home Secure for home wireless or mobile broadband', () => {
    for (const plan of CATALOGUE) {
      const cis = cisText(broadbandCis(plan, SITE_URL));
      const fixedLine = plan.serviceType === 'nbn' || plan.serviceType === 'fibre' || plan.serviceType === 'flipToFibre';
      expect(cis.includes('ZTE H1600'), `${plan.id}`).toBe(fixedLine);
      expect(cis.includes('Home Secure'), `${plan.id}`).toBe(fixedLine);
      expect(cis).not.toMatch(/unless you cancel it/);
    }
  });
});
