import { describe, expect, it } from 'vitest';
import type { Plan } from '../../schemas/plan';
import { checkCatalogue, planDefects, type PlanDefectKind } from './catalogue-check';

const GOOD: Plan = {
  id: 10901,
  serviceType: 'mbb',
  planTitle: 'Mobile Broadband 30GB',
  planHeading: '30GB mobile broadband data',
  planSpeed: 'mbb30',
  planFullSpeed: '100/20',
  planDownloadSpeed: 100,
  planUploadSpeed: 20,
  typicalEveningSpeed: 40,
  dataAllowanceGb: 30,
  price: 25,
  priceNotes: 'No lock-in contract. Prices include GST. Min. cost $49.66 inc. GST.',
  speedboost: false,
  flipOnly: false,
  firstMonthFree: false,
  special: null,
  cisLink: '/cis/mobile-broadband-30gb.pdf',
};

const NBN_50: Plan = {
  ...GOOD,
  id: 7175,
  serviceType: 'nbn',
  planTitle: 'Everyday',
  planHeading: 'Everyday nbn 50/20Mbps',
  planSpeed: 'nbn50',
  planFullSpeed: 'nbn 50/20',
  planDownloadSpeed: 50,
  planUploadSpeed: 20,
  typicalEveningSpeed: 50,
  dataAllowanceGb: null,
  price: 84.95,
  firstMonthFree: true,
  special: { planPrice: 69.95, duration: 'for the first 6 months', months: 6 },
  priceNotes: 'Unlimited data. Min. cost $68.99 inc. GST, including the 30-day cancellation notice period.',
  cisLink: 'https://www.kookaburra.example/cis/nbn-50.pdf',
};

const kinds = (plan: Record<string, unknown>): PlanDefectKind[] => planDefects(plan).map((defect) => defect.kind);

describe('catalogue checks: what every plan must have', () => {
  it('a well-formed plan has no defects, with an allowance or unlimited, a free month or none', () => {
    expect(planDefects(GOOD)).toEqual([]);
    expect(planDefects(NBN_50)).toEqual([]);
  });

  it('"a typical evening speed": above 0 and not above the download speed', () => {
    expect(kinds({ ...GOOD, typicalEveningSpeed: 0 })).toEqual(['typical-evening-speed']);
    expect(kinds({ ...GOOD, typicalEveningSpeed: undefined })).toEqual(['typical-evening-speed']);
    expect(planDefects({ ...GOOD, typicalEveningSpeed: 120 })).toEqual([
      { kind: 'typical-evening-speed', reason: 'typical evening speed 120 Mbps is above its download speed 100 Mbps' },
    ]);
  });

  it('"a CIS": a path on the site or an https address', () => {
    expect(kinds({ ...GOOD, cisLink: '' })).toEqual(['cis-link']);
    expect(kinds({ ...GOOD, cisLink: 'javascript:alert(1)' })).toEqual(['cis-link']);
    expect(kinds({ ...GOOD, cisLink: '//elsewhere.example/cis.pdf' })).toEqual(['cis-link']);
    // A browser reads `/\` as `//` and drops a tab: both lead off the site.
    expect(kinds({ ...GOOD, cisLink: '/\\elsewhere.example/cis.pdf' })).toEqual(['cis-link']);
    expect(kinds({ ...GOOD, cisLink: '/\t/elsewhere.example/cis.pdf' })).toEqual(['cis-link']);
    expect(kinds({ ...GOOD, cisLink: '/cis/Plan A.pdf' })).toEqual([]); // a space the browser encodes: still a path here
    expect(kinds({ ...GOOD, cisLink: 'http://insecure.example/cis.pdf' })).toEqual(['cis-link']);
  });

  it('"a GST-inclusive price": finite, above $0, in cents; a special priced and with a length', () => {
    expect(kinds({ ...GOOD, price: 0, priceNotes: '' })).toEqual(['price']);
    expect(kinds({ ...GOOD, price: 25.005, priceNotes: '' })).toEqual(['price']);
    expect(kinds({ ...GOOD, price: Number.POSITIVE_INFINITY, priceNotes: '' })).toEqual(['price', 'minimum-cost']);
    expect(kinds({ ...NBN_50, special: { planPrice: 69.95 }, priceNotes: '' })).toEqual(['price']);
    expect(kinds({ ...NBN_50, special: { planPrice: '69.95', months: 6 } })).toEqual(['price', 'minimum-cost']);
    expect(kinds({ ...GOOD, activationFee: -1 })).toEqual(['price']);
  });

  it('"a minimum cost": computable by the one function (docs/product/pricing.md#minimum-cost)', () => {
    expect(planDefects({ ...GOOD, price: 'twenty-five', priceNotes: '' })).toContainEqual({
      kind: 'minimum-cost',
      reason: 'has no computable minimum cost',
    });
  });
});

describe('catalogue checks: no wording that contradicts the plan data', () => {
  it('"unlimited" while the plan has a data allowance', () => {
    expect(planDefects({ ...GOOD, planHeading: 'Unlimited mobile broadband' })).toEqual([
      { kind: 'unlimited-with-allowance', reason: 'planHeading says unlimited but the plan has 30GB of data' },
    ]);
    expect(kinds({ ...GOOD, priceNotes: 'Unlimited data.' })).toEqual(['unlimited-with-allowance']);
    // Unlimited calls are not about data.
    expect(kinds({ ...GOOD, priceNotes: 'Unlimited standard national calls.' })).toEqual([]);
  });

  it('an allowance in the words that is not the plan’s own', () => {
    expect(planDefects({ ...GOOD, planHeading: '300GB mobile broadband data' })).toEqual([
      { kind: 'allowance-wording', reason: 'planHeading states 300GB but the plan has 30GB of data' },
    ]);
    expect(kinds({ ...NBN_50, priceNotes: '500GB of data each month.' })).toEqual(['allowance-wording']);
    expect(kinds({ ...GOOD, dataAllowanceGb: -5 })).toEqual(['allowance-wording']);
  });

  it('a speed the plan cannot reach: heading says 250Mbps but planDownloadSpeed is 100', () => {
    expect(planDefects({ ...GOOD, planHeading: 'Superfast 250/25Mbps mobile broadband, 30GB' })).toEqual([
      { kind: 'unreachable-speed', reason: "planHeading says 250/25Mbps but the plan's download speed is 100 Mbps" },
      { kind: 'unreachable-speed', reason: "planHeading says 250/25Mbps but the plan's upload speed is 20 Mbps" },
    ]);
    expect(kinds({ ...NBN_50, planFullSpeed: 'nbn 100/20' })).toEqual(['unreachable-speed']);
    expect(kinds({ ...NBN_50, priceNotes: 'Speeds up to 1Gbps.' })).toEqual(['unreachable-speed']);
    // A range is judged by its top: 50-90 on a 90 Mbps plan is reachable.
    expect(kinds({ ...NBN_50, planDownloadSpeed: 90, planHeading: 'Family Lite Plus Fibre 50-90/20Mbps', planFullSpeed: '50-90/20' })).toEqual([]);
  });

  it('a "Min. cost" in the price notes that differs from the computed minimum', () => {
    expect(planDefects({ ...NBN_50, priceNotes: 'Min. cost $69.95 inc. GST.' })).toEqual([
      { kind: 'min-cost-wording', reason: 'priceNotes states a minimum cost of $69.95 but it is $68.99' },
    ]);
    expect(kinds({ ...GOOD, priceNotes: 'Minimum total cost $49.66.' })).toEqual([]);
  });

  it('a price said to be without GST (docs/product/pricing.md#gst-and-currency "Prices inc. GST")', () => {
    expect(kinds({ ...GOOD, priceNotes: '$22.73/mth ex GST.' })).toEqual(['gst-wording']);
  });
});

describe('checkCatalogue', () => {
  it('keeps the plans that pass, in order, and leaves out the rest with their reasons', () => {
    const broken = { ...GOOD, id: 2, typicalEveningSpeed: 0 };
    const result = checkCatalogue([NBN_50, broken, GOOD]);
    expect(result.plans).toEqual([NBN_50, GOOD]);
    expect(result.dropped).toEqual([{ plan: broken, defects: [{ kind: 'typical-evening-speed', reason: 'has no typical evening speed' }] }]);
  });
});
