// "CIS documents that read correctly" (docs/product/content.md#cis): every Critical Information
// Summary the site links, for every service type, read back as a PDF reader reads it (pdfjs): its
// figures and formulas are the plan's own, worked out here from the plan and the catalogue; its
// links are absolute; it states only the facts of its service; no line is said twice; it is tagged,
// titled and in Australian English.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENDER, MODEM } from '../../../provider/catalogue/hardware';
import type { Runtime } from '../../compose';
import { startTestRuntime } from '../../../tests/support/test-runtime';
import { minimumCostText, NOTICE_PERIOD_DAYS, planCostInput, planMinimumCost, proRata } from '../../../shared/domain/pricing/minimum-cost';
import { planFigures } from '../../../shared/domain/plans/offered-plan';
import { planFeeInMonth } from '../../../shared/domain/pricing/pricing-states';
import { formatPrice, NEW_DEVELOPMENT_FEE } from '../../../shared/domain/pricing/money';
import type { MobilePlan, Plan } from '../../../shared/schemas/plan';
import { readPdf, structureRoles, type PdfReading } from './cis-pdf-text.test-helper';

const SITE_URL = 'https://www.kookaburra.example';
const money = (n: number) => formatPrice(n, { dollarSign: true });
/** Whitespace-free, so a figure or formula wrapped across two lines still matches. */
const squash = (text: string) => text.replace(/\s+/g, '');

let runtime: Runtime;
const broadband: Plan[] = [];
const sims: MobilePlan[] = [];
const read = new Map<string, PdfReading>();
/** Each answer as sent: its content type and the file's first and last bytes. */
const sent = new Map<string, { contentType: string | undefined; raw: string }>();

async function pdfOf(link: string): Promise<PdfReading> {
  const res = await request(runtime.app)
    .get(link)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    })
    .expect(200);
  sent.set(link, { contentType: res.headers['content-type'], raw: (res.body as Buffer).toString('latin1') });
  return readPdf(res.body as Buffer);
}

beforeAll(async () => {
  runtime = await startTestRuntime({ SITE_URL });
  const plans = async (path: string) => (await request(runtime.app).get(path).expect(200)).body.plans as unknown[];
  for (const path of ['/api/plans/nbn', '/api/plans/fibre', '/api/plans/hwbb', '/api/plans/mbb', '/api/getDefaultFlipToFibrePlans'])
    broadband.push(...((await plans(path)) as Plan[]));
  sims.push(...((await plans('/api/mobile-plans')) as MobilePlan[]));
  for (const plan of [...broadband, ...sims]) read.set(plan.cisLink, await pdfOf(plan.cisLink));
}, 180_000);
afterAll(async () => {
  await runtime?.close();
});

const cisOf = (plan: { cisLink: string }): PdfReading => read.get(plan.cisLink)!;
const fixedLine = (plan: Plan) => plan.serviceType === 'nbn' || plan.serviceType === 'fibre' || plan.serviceType === 'flipToFibre';

describe('every CIS, read back from its PDF', () => {
  it('covers every service type the site sells', () => {
    expect(new Set(broadband.map((plan) => plan.serviceType))).toEqual(new Set(['nbn', 'fibre', 'hwbb', 'mbb', 'flipToFibre']));
    expect(sims.length).toBeGreaterThan(0);
  });

  it('answers each link with a whole PDF 1.7 file that names its plan and the phone number', () => {
    for (const plan of [...broadband, ...sims]) {
      const { contentType, raw } = sent.get(plan.cisLink)!;
      expect(contentType, plan.cisLink).toBe('application/pdf');
      expect(raw.startsWith('%PDF-1.7'), plan.cisLink).toBe(true);
      expect(raw.trimEnd().endsWith('%%EOF'), plan.cisLink).toBe(true);
      expect(cisOf(plan).text, plan.cisLink).toContain(`Plan ${plan.id}.`);
      expect(cisOf(plan).text, plan.cisLink).toContain('1800 062 058');
    }
  });

  it('is a tagged PDF in Australian English, titled after the plan, the title shown as the window title', () => {
    for (const plan of [...broadband, ...sims]) {
      const cis = cisOf(plan);
      // Named as the plan's card names it (docs/product/content.md#claims).
      const title = `Critical Information Summary: ${'planTitle' in plan ? plan.planHeading || plan.planTitle : plan.name}`;
      expect(cis.title, plan.cisLink).toBe(title);
      expect(cis.text.startsWith(`${title} `)).toBe(true);
      expect(cis.language).toBe('en-AU');
      expect(cis.tagged).toBe(true);
      expect(cis.displayTitle).toBe(true);
      const roles = cis.structure.flatMap(structureRoles).filter((role) => role !== 'Root');
      expect(roles[0]).toBe('Document');
      expect(roles.filter((role) => role === 'H1')).toHaveLength(1);
      expect(roles).toEqual(expect.arrayContaining(['H2', 'P', 'Link']));
    }
  });

  it("states the formulas whole (× and ÷ as characters) and the plan's own minimum cost, worked out", () => {
    for (const plan of broadband) {
      const text = squash(cisOf(plan).text);
      const cost = planCostInput(plan);
      const second = planFeeInMonth(cost, 2);
      expect(text, plan.cisLink).toContain(squash('(monthly fee × 12 ÷ 365 a day)'));
      expect(text).toContain(squash(minimumCostText(planMinimumCost(cost))));
      expect(text).toContain(squash(`${money(second)} × 12 ÷ 365 × ${NOTICE_PERIOD_DAYS} = ${money(proRata(second, NOTICE_PERIOD_DAYS))}.`));
      const first = planFeeInMonth(cost, 1);
      expect(text).toContain(squash(`the first month's plan fee ${first === 0 ? '$0 (free)' : money(first)}`));
    }
    for (const sim of sims) {
      const text = squash(cisOf(sim).text);
      expect(text, sim.cisLink).toContain(squash('(monthly fee × 12 ÷ 365 a day)'));
      expect(text).toContain(squash(`${money(sim.price)} × 12 ÷ 365 × ${NOTICE_PERIOD_DAYS} = ${money(proRata(sim.price, NOTICE_PERIOD_DAYS))}.`));
      expect(text).toContain(squash(minimumCostText(planMinimumCost({ price: sim.price, special: null, freeFirstMonth: false }))));
    }
  });

  it("states the plan's price steps, speeds and data from the offer", () => {
    for (const plan of broadband) {
      const text = squash(cisOf(plan).text);
      const figures = planFigures(plan);
      expect(text, plan.cisLink).toContain(squash(`${figures.priceSteps.text}.`));
      expect(text).toContain(squash(`up to ${plan.planDownloadSpeed} Mbps download and ${plan.planUploadSpeed} Mbps upload`));
      expect(text).toContain(squash(`Typical evening speed (7 pm to 11 pm): ${plan.typicalEveningSpeed} Mbps.`));
      expect(text).toContain(squash(plan.dataAllowanceGb === null ? 'Unlimited data.' : `${plan.dataAllowanceGb}GB of data each month.`));
      expect(text.includes('MySpeedBoost'), plan.cisLink).toBe(plan.speedboost);
    }
    for (const sim of sims) expect(squash(cisOf(sim).text), sim.cisLink).toContain(squash(`${money(sim.price)}/mth.`));
  });

  it('names the nbn new development charge, with its amount, only for nbn and Flip to Fibre plans', () => {
    for (const plan of broadband) {
      const { text } = cisOf(plan);
      const nbnLine = plan.serviceType === 'nbn' || plan.serviceType === 'flipToFibre';
      expect(/new development/i.test(text), plan.cisLink).toBe(nbnLine);
      expect(text.includes(money(NEW_DEVELOPMENT_FEE)), plan.cisLink).toBe(nbnLine);
    }
    for (const sim of sims) expect(cisOf(sim).text).not.toMatch(/new development|\bnbn\b/i);
    for (const plan of broadband.filter((p) => p.serviceType === 'hwbb' || p.serviceType === 'mbb')) expect(cisOf(plan).text).not.toMatch(/\bnbn\b/i);
  });

  it('offers the modem and extender at their catalogue terms, on fixed-line plans only, and never a free modem', () => {
    for (const plan of broadband) {
      const text = squash(cisOf(plan).text);
      expect(text.includes(squash(`${MODEM.title} for ${money(MODEM.price)} with free shipping`)), plan.cisLink).toBe(fixedLine(plan));
      expect(text.includes(squash(`${EXTENDER.title} ${money(EXTENDER.price)} with free shipping`)), plan.cisLink).toBe(fixedLine(plan));
    }
    for (const plan of [...broadband, ...sims]) expect(cisOf(plan).text).not.toMatch(/free modem|modem supplied free|\$79(?![.\d])/i);
  });

  it('prints and links absolute addresses only: the site pages on SITE_URL, the Ombudsman on its own site', () => {
    for (const plan of [...broadband, ...sims]) {
      const cis = cisOf(plan);
      expect(cis.text, plan.cisLink).not.toMatch(/(^|[\s(])\/[a-z]/);
      // A link that wraps onto a second line is two link areas to the same address.
      expect([...new Set(cis.linkTargets)].sort()).toEqual([`${SITE_URL}/lodge-a-complaint`, `${SITE_URL}/standard-form-of-agreement`, 'https://www.tio.com.au/'].sort());
      for (const target of cis.linkTargets) expect(squash(cis.text)).toContain(target);
    }
  });

  it('says each line and each sentence once (the SIM plans state their data once)', () => {
    for (const plan of [...broadband, ...sims]) {
      const cis = cisOf(plan);
      expect(cis.lines.length, plan.cisLink).toBe(new Set(cis.lines).size);
      const sentences = cis.text.split(/(?<=[.:])\s+/).filter((sentence) => sentence.length > 12);
      expect(sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index), plan.cisLink).toEqual([]);
    }
    for (const sim of sims) {
      const mentions = cisOf(sim).text.match(new RegExp(`\\b${sim.dataGb}\\s?GB\\b[^.]*\\bdata\\b`, 'gi')) ?? [];
      expect(mentions, sim.cisLink).toHaveLength(1);
    }
  });
});
