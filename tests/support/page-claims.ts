// docs/product/content.md#claims: every number and named plan a page says is checked against the
// catalogue and the offer. `claimFacts` gathers what the data states; `claimProblems` reads a page's
// text and names each sentence the data does not bear out. Used by server/render/page-claims.test.ts
// on every page and every scenario address's result.
import { minimumCost, planCostInput } from '../../shared/domain/pricing/minimum-cost';
import { planFigures } from '../../shared/domain/plans/offered-plan';
import { simOffer } from '../../shared/domain/mobile/sim-offer';
import { twelveMonthCost } from '../../shared/domain/pricing/twelve-month-cost';
import { toCents, NEW_DEVELOPMENT_FEE } from '../../shared/domain/pricing/money';
import { EXTENDER, HOME_SECURE, MODEM, PAYG_RATES, VOICE } from '../../shared/domain/pricing/price-list';
import type { HardwareItem, MobilePlan, Plan } from '../../shared/schemas/plan';

/** What the catalogue, the offer and the fees say: the only figures a page may state. */
export interface ClaimFacts {
  /** Every dollar amount, in cents. */
  amounts: Set<number>;
  /** Every speed in Mbps a plan, a line or the hardware states. */
  speeds: Set<number>;
  /** The fastest download speed of each catalogue a page may say "up to" of. */
  fastest: Map<string, number>;
  /** Every data figure in GB. */
  gigabytes: Set<number>;
  /** Every plan heading ("Everyday nbn 50/20Mbps"), and the part before " with" of a Flip to Fibre heading. */
  planNames: Set<string>;
  /** The modem's price: a "free modem" is said only at $0. */
  modemPrice: number;
  /** Plans whose inclusions name a roaming pack. */
  roamingPlans: string[];
  /** Awards the catalogue names, as their badge reads (none in the embedded catalogue). */
  awards: string[];
  /** Catalogues (by name; `sim` for the SIM plans) with a plan that has a data allowance: not unlimited. */
  capped: Set<string>;
  /** Catalogues with plans that state no typical evening speed (`sim`: the SIM plans state none). */
  withoutEveningSpeed: Set<string>;
}

// '$1,349.40' is 134940 cents: amounts carry thousands separators (docs/product/pricing.md#price-format).
const cents = (text: string): number => toCents(Number(text.replace(/,/g, '')));
const numbersIn = (text: string, unit: RegExp): number[] =>
  [...text.matchAll(new RegExp(`(\\d+(?:\\.\\d+)?)\\s?${unit.source}`, 'gi'))].map((match) => Number(match[1]));

export interface ClaimSources {
  /** Broadband catalogues by name (nbn, fibre, hwbb, mbb, flipToFibre, or an address's own). */
  catalogues: Record<string, readonly Plan[]>;
  simPlans: readonly MobilePlan[];
  /** The international call rates: each row's price and its note (the rate to mobiles). */
  callRates?: readonly { price: number | string; additional?: string }[];
  hardware: readonly HardwareItem[];
}

/** The figures of broadband catalogues (by name) and the mobile SIM plans, plus the fees and extras of the order. */
export function claimFacts({ catalogues, simPlans, callRates = [], hardware }: ClaimSources): ClaimFacts {
  const facts: ClaimFacts = {
    amounts: new Set(),
    speeds: new Set(),
    fastest: new Map(),
    gigabytes: new Set(),
    planNames: new Set(),
    modemPrice: hardware.find((item) => item.type === 'modem')?.price ?? MODEM.price,
    roamingPlans: [],
    awards: [],
    capped: new Set(),
    withoutEveningSpeed: new Set(),
  };
  const amount = (dollars: number) => facts.amounts.add(toCents(dollars));
  for (const [name, plans] of Object.entries(catalogues)) {
    if (plans.length > 0) facts.fastest.set(name, Math.max(...plans.map((plan) => plan.planDownloadSpeed)));
    if (plans.some((plan) => plan.dataAllowanceGb !== null)) facts.capped.add(name);
    for (const plan of plans) {
      for (const homeSecure of [false, true]) {
        const figures = planFigures(plan, { homeSecure });
        for (const segment of figures.priceSteps.segments) amount(segment.monthly);
        if (figures.savings) amount(figures.savings.amount);
        amount(figures.minimumTotalCost);
        amount(twelveMonthCost(figures.priceSteps));
      }
      amount(plan.price);
      if (plan.special) amount(plan.special.planPrice);
      // The order summary's figures for any selection of extras: its monthly total's steps, the
      // upfront cost and the minimum cost (shared/domain/pricing/minimum-cost.ts, the one rule).
      for (const voice of ['none', 'payg', 'unlimited'] as const) {
        for (const homeSecure of [false, true]) {
          const extraMonthly = (voice === 'unlimited' ? VOICE.unlimitedMonthly : 0) + (homeSecure ? HOME_SECURE.monthly : 0);
          for (const segment of planFigures(plan).priceSteps.segments) amount(segment.monthly + (voice === 'unlimited' ? VOICE.unlimitedMonthly : 0));
          for (const segment of planFigures(plan).priceSteps.segments) amount(segment.monthly + extraMonthly);
          for (const modem of [false, true]) {
            for (const extenders of modem ? [0, 1, 2, 3] : [0]) {
              for (const newDev of [false, true]) {
                const cost = minimumCost({
                  plan: planCostInput(plan),
                  modem: { selected: modem, price: MODEM.price },
                  extenders: { count: extenders, price: EXTENDER.price },
                  voice,
                  homeSecure,
                  newDev,
                });
                amount(cost.total);
                amount(cost.upfront);
              }
            }
          }
        }
      }
      if (plan.activationFee !== undefined) amount(plan.activationFee);
      for (const speed of [plan.planDownloadSpeed, plan.planUploadSpeed, plan.typicalEveningSpeed]) facts.speeds.add(speed);
      for (const speed of plan.planFullSpeed.match(/\d+/g) ?? []) facts.speeds.add(Number(speed));
      if (plan.dataAllowanceGb !== null) facts.gigabytes.add(plan.dataAllowanceGb);
      for (const gb of numbersIn(`${plan.planHeading} ${plan.planTitle}`, /GB/)) facts.gigabytes.add(gb);
      facts.planNames.add(plan.planHeading);
      facts.planNames.add(plan.planHeading.split(' with ')[0]!);
      if (plan.award) facts.awards.push(`${plan.award.name} ${plan.award.year}, ${plan.award.source}`);
    }
  }
  if (simPlans.length > 0) [facts.capped, facts.withoutEveningSpeed].forEach((names) => names.add('sim'));
  for (const plan of simPlans) {
    amount(plan.price);
    // The card's minimum cost (docs/product/pricing.md#minimum-cost), through the SIM offer's own rule.
    amount(simOffer(plan).minimumTotalCost);
    facts.gigabytes.add(plan.dataGb);
    for (const line of plan.inclusions) for (const gb of numbersIn(line, /GB/)) facts.gigabytes.add(gb);
    if (plan.inclusions.some((line) => /roaming/i.test(line))) facts.roamingPlans.push(plan.name);
  }
  // The order's own fees and extras (shared/domain/pricing/money.ts), and the call rates.
  for (const dollars of [MODEM.price, MODEM.shownValue, EXTENDER.price, EXTENDER.shownValue, HOME_SECURE.monthly, VOICE.unlimitedMonthly, VOICE.paygMonthly, NEW_DEVELOPMENT_FEE]) {
    amount(dollars);
  }
  for (const { rate } of PAYG_RATES) for (const match of rate.matchAll(/\$(\d+(?:\.\d+)?)/g)) facts.amounts.add(cents(match[1]!));
  for (const { price, additional } of callRates) {
    for (const match of `$${price} ${additional ?? ''}`.matchAll(/\$(\d+(?:\.\d+)?)/g)) facts.amounts.add(cents(match[1]!));
  }
  // The hardware's own figures (the modem's features name its Wi-Fi speed).
  for (const item of hardware) {
    amount(item.price);
    for (const speed of numbersIn(item.features.join(' '), /Mbps/)) facts.speeds.add(speed);
  }
  return facts;
}

/** A page's scope: the catalogues its "up to" may name, and whether it speaks of services an nbn new development fee applies to. */
export interface PageScope {
  /**
   * Catalogue names (keys of claimFacts' catalogues) whose fastest plan "up to" may name, and the plans the page's
   * sentences about "every plan" speak of; all when absent (the SIM plans too).
   */
  upTo?: readonly string[];
  /** The page sells only services without nbn's new development fee (fibre, home wireless, mobile). */
  withoutNewDevelopmentFee?: boolean;
  /** Figures this page may state beside the catalogue's: a line's top speed at a checked address. */
  extraSpeeds?: readonly number[];
}

const sentencesOf = (text: string): string[] =>
  text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** Each sentence of `text` the facts do not bear out, with why. Empty when every claim follows from the data. */
export function claimProblems(text: string, facts: ClaimFacts, scope: PageScope = {}): string[] {
  const problems: string[] = [];
  const extraSpeeds = new Set(scope.extraSpeeds ?? []);
  const upToAllowed = new Set(
    [...facts.fastest.entries()].filter(([name]) => !scope.upTo || scope.upTo.includes(name)).map(([, speed]) => speed),
  );
  // The plans a sentence that names no service speaks of: the page's catalogues, or every plan the site sells.
  const spokenOf = scope.upTo ?? [...facts.fastest.keys(), 'sim'];
  const capped = spokenOf.filter((name) => facts.capped.has(name));
  const withoutEveningSpeed = spokenOf.filter((name) => facts.withoutEveningSpeed.has(name));
  for (const sentence of sentencesOf(text)) {
    const say = (why: string) => problems.push(`${why}: "${sentence}"`);
    // docs/product/pricing.md#plan-promises: a text about several services says which of them have unlimited data.
    if (/\bunlimited data\b|\bno data caps?\b/i.test(sentence) && !/\b(?:nbn|fibre|home wireless)\b/i.test(sentence) && capped.length > 0) {
      say(`unlimited data is claimed of every plan, but ${capped.join(', ')} plans have a data allowance`);
    }
    const everyPlan = /\b(?:every|each) plan\b|\ball (?:our )?plans\b/i.test(sentence) && !/\b(?:broadband|nbn|fibre|home wireless)\b/i.test(sentence);
    if (everyPlan && /typical evening speed/i.test(sentence) && withoutEveningSpeed.length > 0) {
      say(`every plan is said to state a typical evening speed, but the ${withoutEveningSpeed.join(', ')} plans state none`);
    }
    for (const match of sentence.matchAll(/\$(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(?!\d)/g)) {
      if (!facts.amounts.has(cents(match[1]!))) say(`$${match[1]} is no price, fee or figure of the catalogue or the offer`);
    }
    for (const match of sentence.matchAll(/\bup to (\d+)\s?Mbps/gi)) {
      const speed = Number(match[1]);
      const hardware = /modem|wi-?fi|dual-band/i.test(sentence) && facts.speeds.has(speed);
      if (!upToAllowed.has(speed) && !extraSpeeds.has(speed) && !hardware) {
        say(`"up to ${speed}Mbps" is not the fastest plan of ${scope.upTo?.join(', ') ?? 'any catalogue'} (${[...upToAllowed].join(', ')})`);
      }
    }
    for (const match of sentence.matchAll(/(\d+)(?:-\d+)?\s?Mbps/gi)) {
      const speed = Number(match[1]);
      if (!facts.speeds.has(speed) && !extraSpeeds.has(speed)) say(`${speed}Mbps is no plan's or line's speed`);
    }
    for (const match of sentence.matchAll(/(\d+(?:\.\d+)?)\s?GB\b/g)) {
      if (!facts.gigabytes.has(Number(match[1]))) say(`${match[1]}GB is no plan's data figure`);
    }
    // A plan named by its name and speeds is a plan of the catalogue, by the name its card gives.
    // The words before "nbn 50/20Mbps" may open the sentence ("Choose Everyday nbn 50/20Mbps"): some
    // ending of them must be a plan's name.
    for (const match of sentence.matchAll(/\b((?:[A-Z][a-z]+ )+)(nbn|Fibre) (\d+(?:-\d+)?\/\d+)\s?Mbps/g)) {
      const words = match[1]!.trim().split(' ');
      const tail = `${match[2]} ${match[3]}Mbps`;
      const named = words.some((_, index) => facts.planNames.has(`${words.slice(index).join(' ')} ${tail}`));
      if (!named) say(`"${match[1]}${tail}" is no plan of the catalogue`);
    }
    if (/award/i.test(sentence) && !facts.awards.some((award) => sentence.includes(award))) {
      say('an award is claimed that the catalogue does not name (its name, year and source)');
    }
    if (/\bfree modem\b/i.test(sentence) && facts.modemPrice > 0) say(`a free modem is named, but the modem costs $${facts.modemPrice}`);
    if (/\$\d+(?:\.\d+)?\/mth off|\$\d+(?:\.\d+)?(?:\/mth)? (?:bill )?discount|slash my bill/i.test(sentence)) {
      say('a monthly discount is promised that no total gives');
    }
    if (/min(?:imum)? cost \$[\d.]+ plus any pro-rata/i.test(sentence)) say('the minimum cost already includes the notice period');
    // docs/product/pricing.md#minimum-cost: a plan is left with 30 days' notice, which every minimum cost includes.
    // A sentence that starts with "Leave" speaks of the service ("Leave whenever you like.").
    const anyTime = /\b(?:cancel|leave)\b[^.]*\b(?:any ?time|whenever)\b/i.test(sentence) && /\bplans?\b|\bmonth to month\b|^leave\b/i.test(sentence.trim());
    if (anyTime && !/\bnotice\b/i.test(sentence)) say("a plan is said to be cancelled any time, but cancelling takes 30 days' notice");
    // docs/product/address-check.md#your-connection: the plans an address cannot get stay on the page, marked not available.
    if (/\bshows? (?:you )?only (?:the )?plans\b/i.test(sentence)) say('only the plans an address can get are said to be shown, but the others stay, marked not available');
    if (/roaming[^.]* not included/i.test(sentence) && facts.roamingPlans.length > 0) {
      say(`roaming is said not to be included, but ${facts.roamingPlans.join(', ')} include a roaming pack`);
    }
    for (const match of sentence.matchAll(/(\d+) countries(?::\s*([^.;\n]+))?/gi)) {
      const listed = match[2] ? match[2].split(/,\s*|\s+and\s+/).filter(Boolean).length : 0;
      if (listed !== Number(match[1])) say(`${match[1]} countries are claimed and ${listed} listed`);
    }
  }
  // "Free activation" on a page selling nbn services says when nbn's new development fee applies, with its amount.
  const fee = `$${NEW_DEVELOPMENT_FEE}`;
  if (!scope.withoutNewDevelopmentFee && /free activation|no set-?up fee|no activation fee/i.test(text)) {
    const stated = sentencesOf(text).some((sentence) => sentence.includes(fee) && /new development/i.test(sentence));
    if (!stated) problems.push(`free activation is claimed without nbn's ${fee} new development fee and when it applies`);
  }
  if (!scope.withoutNewDevelopmentFee && /no set-?up fee/i.test(text)) problems.push('"no set-up fee" beside nbn\'s new development fee');
  // A list of what to report to one place ("You can report these to eSafety …:"), read as the text runs to its next
  // sentence, names nothing the page says to report elsewhere ("Report scams to Scamwatch").
  const lines = text.split('\n');
  const elsewhere = [...text.matchAll(/\breport (\w+) to (\w+)/gi)].filter(([, what]) => what!.toLowerCase() !== 'these');
  lines.forEach((line, index) => {
    const place = /\breport these to (\w+)[^\n]*:$/i.exec(line)?.[1];
    if (!place) return;
    const end = lines.findIndex((next, at) => at > index && /[.!?:]$/.test(next));
    for (const item of lines.slice(index + 1, end < 0 ? undefined : end)) {
      for (const [, what, where] of elsewhere) {
        if (where !== place && item.toLowerCase().includes(what!.toLowerCase())) problems.push(`"${item}" reads as reported to ${place}, but ${what} go to ${where}`);
      }
    }
  });
  return problems;
}

// Words of a promise that a description (what a search result shows) may use only where its page says them too.
const PROMISES = /\bkeep your \w+|\bno new contracts?\b|\bno fuss\b|\bin (?:the|your) (?:app|account)\b|\bour network\b|\bany ?time\b/gi;

/** Each promise of a page's description the page's own text does not make: its words in order, at most two others between. */
export function unsaidPromises(description: string, pageText: string): string[] {
  return [...description.matchAll(PROMISES)]
    .map(([words]) => words)
    .filter((words) => !new RegExp(`\\b${words.split(' ').join('\\W+(?:\\w+\\W+){0,2}')}\\b`, 'i').test(pageText));
}

/** The visible text of an HTML page: scripts, styles and the head left out, one line per block. */
export function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|li|h[1-6]|div|section|article|tr|td|th|dt|dd|br|ul|ol|table|caption|summary|details|header|footer|main|nav|figcaption|label|button|option)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
