// docs/product/content.md#claims: the claims check finds each sentence the data does not bear out. Each
// case below is a sentence the site once said beside a catalogue that contradicted it.
import { describe, expect, it } from 'vitest';
import { activationTerm, freeModemFeeTerm } from '../../shared/domain/plans/claim-sentences';
import { orderFootnote } from '../../shared/domain/pricing/order-totals';
import { FIBRE_PLANS } from '../../provider/catalogue/fibre-plans';
import { getDefaultFlipToFibrePlans } from '../../provider/catalogue/flip-to-fibre-plans';
import { EXTENDER, MODEM } from '../../provider/catalogue/hardware';
import { MOBILE_PLANS } from '../../provider/catalogue/mobile-plans';
import { NBN_PLANS } from '../../provider/catalogue/nbn-plans';
import { HOME_WIRELESS_PLANS, MOBILE_BROADBAND_PLANS } from '../../provider/catalogue/wireless-plans';
import { claimFacts, claimProblems, visibleText } from './page-claims';

const facts = claimFacts({
  catalogues: { nbn: NBN_PLANS, fibre: FIBRE_PLANS, hwbb: HOME_WIRELESS_PLANS, mbb: MOBILE_BROADBAND_PLANS, flipToFibre: getDefaultFlipToFibrePlans() },
  simPlans: MOBILE_PLANS,
  hardware: [MODEM, EXTENDER],
});

const problems = (text: string, scope = {}) => claimProblems(text, facts, scope);

describe('the claims the data does not bear out are found', () => {
  it('an award badge that names no award', () => {
    expect(problems('1st MONTH FREE\nAward-winning plan\nFamily nbn 100/20Mbps')).toHaveLength(1);
  });

  it("a free modem's $79 fee, where the modem costs $170", () => {
    expect(problems('A free modem carries a $79 fee if you cancel within 6 months.')).toEqual([
      '$79 is no price, fee or figure of the catalogue or the offer: "A free modem carries a $79 fee if you cancel within 6 months."',
      'a free modem is named, but the modem costs $170: "A free modem carries a $79 fee if you cancel within 6 months."',
    ]);
    expect(freeModemFeeTerm(170)).toBeNull();
  });

  it('an amount with a thousands separator is read whole, not as its first digits', () => {
    expect(problems('The modem is $1,170 with free shipping.')).toEqual([
      '$1,170 is no price, fee or figure of the catalogue or the offer: "The modem is $1,170 with free shipping."',
    ]);
  });

  it("'Free activation / No set-up fee' beside nbn's $300 new development fee", () => {
    expect(problems('Free activation\nNo set-up fee on any plan.')).toHaveLength(2);
    // Said with the fee and when it applies, it holds; a fibre page has no nbn fee to state.
    expect(problems(`Free activation\n${activationTerm('nbn')}`)).toEqual([]);
    expect(problems(`Free activation\n${activationTerm('fibre')}`, { withoutNewDevelopmentFee: true })).toEqual([]);
  });

  it("fibre 'up to 250Mbps' where the catalogue's plans reach 500", () => {
    expect(problems('Fibre speeds are up to 250Mbps, depending on your plan.', { upTo: ['fibre'] })).toHaveLength(1);
    expect(problems('Fibre speeds are up to 500Mbps, depending on your plan.', { upTo: ['fibre'] })).toEqual([]);
    expect(problems('Fibre up to 250Mbps', { upTo: ['flipToFibre'] })).toHaveLength(1);
  });

  it("the speeds page's 'Basic 12/1, Standard 25/5, Standard Plus 50/20' where the cards say Starter, Basic, Everyday", () => {
    expect(problems('Basic nbn 12/1Mbps\nStandard nbn 25/5Mbps\nStandard Plus nbn 50/20Mbps')).toHaveLength(3);
    expect(problems('Starter nbn 12/1Mbps\nChoose Basic nbn 25/5Mbps\nEveryday nbn 50/20Mbps')).toEqual([]);
  });

  it("'Slash my bill' $5/mth off, where every total charges $10 for the call pack", () => {
    expect(problems("Bundle it with your plan under 'Slash my bill' for $5/mth off, saving up to $15 off per month.").length).toBeGreaterThan(0);
  });

  it("the footnote's 'plus any pro-rata charges' beside a minimum cost that includes them", () => {
    expect(problems('Total upfront cost $170 & Total min cost $348.67 plus any pro-rata charges for 30-day cancellation notice period.')).toHaveLength(1);
    expect(problems(orderFootnote(170, 348.67))).toEqual([]);
  });

  it("'international roaming is not included' beside a SIM plan's roaming data pack", () => {
    expect(problems('Calls to premium numbers and international roaming are not included.')).toHaveLength(1);
  });

  it("'15 countries' never listed", () => {
    expect(problems('Unlimited international calls to 15 countries')).toHaveLength(1);
    expect(problems('Unlimited international calls to 3 countries: UK, USA and Canada')).toEqual([]);
    const inclusion = MOBILE_PLANS.flatMap((plan) => plan.inclusions).find((line) => /countries/.test(line))!;
    expect(problems(inclusion)).toEqual([]);
  });

  it('a price, a speed or a data figure no plan has', () => {
    expect(problems('Plans from $49.95 per month.')).toHaveLength(1);
    expect(problems('Typical evening speed 45Mbps')).toHaveLength(1);
    expect(problems('500GB data each month')).toHaveLength(1);
  });
});

describe('visibleText', () => {
  it('reads the body one block a line, without scripts, and decodes entities', () => {
    expect(visibleText('<head><title>x</title></head><body><p>A &amp; B</p><script>var a = "$79"</script><li>C&#x27;s</li></body>')).toBe("A & B\nC's");
  });
});
