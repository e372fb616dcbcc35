import { planCostInput } from '../domain/pricing/minimum-cost';
import { offeredPlan } from '../domain/plans/offered-plan';
import { describe, expect, it } from 'vitest';
import { pricingState } from '../domain/pricing/pricing-states';
import { SITE_BRAND } from '../site-config';
import type { FaqEntry } from '../schemas/content';
import type { MobilePlan, Plan } from '../schemas/plan';
import { breadcrumbJsonLd, faqPageJsonLd, mobilePlanListJsonLd, organizationJsonLd, pageStructuredData, planListJsonLd, serializeJsonLd, type JsonLdValue } from './structured-data';

const SITE = 'https://www.kookaburra.example';

const plan = (overrides: Partial<Plan> = {}): Plan => ({
  id: 10317,
  serviceType: 'nbn',
  planTitle: 'nbn 100',
  planHeading: 'Family nbn 100',
  planSpeed: 'nbn100',
  planFullSpeed: 'nbn 100/20Mbps',
  planDownloadSpeed: 100,
  planUploadSpeed: 20,
  typicalEveningSpeed: 100,
  price: 85,
  priceNotes: 'Unlimited data, no lock-in contract.',
  speedboost: true,
  flipOnly: false,
  firstMonthFree: false,
  special: null,
  cisLink: '/cis/10317.pdf',
  dataAllowanceGb: null,
  ...overrides,
});

type Node = { [key: string]: JsonLdValue };
const asNode = (value: JsonLdValue | undefined): Node => value as Node;
const asList = (value: JsonLdValue | undefined): JsonLdValue[] => value as JsonLdValue[];
const products = (doc: Node) => asList(doc.itemListElement).map((element) => asNode(asNode(element).item));

describe('Organization (every page)', () => {
  it('names the company, its legal name and ABN from site-config, and the docs/product/frame.md#support-phone support phone 13 39 38', () => {
    const org = organizationJsonLd(SITE);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: SITE_BRAND.name,
      legalName: SITE_BRAND.legalName,
      taxID: SITE_BRAND.abn,
      url: `${SITE}/`,
      logo: `${SITE}/favicon.svg`,
    });
    expect(org.contactPoint).toEqual([expect.objectContaining({ '@type': 'ContactPoint', telephone: '13 39 38', contactType: 'customer service' })]);
  });
});

describe('Product with Offers (plan pages)', () => {
  it('reads the offer of each plan (shared/domain/plans/offered-plan.ts): its ongoing price, and each promotional step with its start and months', () => {
    const promoted = plan({ price: 84.95, planSpeed: 'nbn50', firstMonthFree: true, special: { planPrice: 69.95, duration: 'for 6 months', months: 6 } });
    const steps = offeredPlan(promoted, 'standard').priceSteps.segments;
    const offer = asNode(products(planListJsonLd(SITE, '/broadband/nbn', 'nbn plans', [promoted]))[0]!.offers);
    expect(offer.price).toBe(84.95);
    expect(
      asList(offer.priceSpecification).map((spec) => {
        const node = asNode(spec);
        return [node.price, node.billingStart, asNode(node.billingDuration ?? null)?.value ?? null];
      }),
    ).toEqual([
      [84.95, 6, null],
      [0, 0, 1],
      [69.95, 1, 5],
    ]);
    expect(steps.map((step) => step.monthly)).toEqual([0, 69.95, 84.95]);
  });

  it('lists each plan as a Product whose Offer is GST-inclusive AUD at the price the plan card shows', () => {
    const plans = [plan(), plan({ id: 2, planHeading: 'Superfast nbn 250', price: 99.95 })];
    const list = planListJsonLd(SITE, '/broadband/nbn', 'nbn plans', plans);
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', name: 'nbn plans', numberOfItems: 2 });
    const items = products(list);
    expect(items.map((item) => [item['@type'], item.name, item.sku])).toEqual([
      ['Product', 'Family nbn 100', '10317'],
      ['Product', 'Superfast nbn 250', '2'],
    ]);
    plans.forEach((source, index) => {
      const offer = asNode(items[index]!.offers);
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'AUD', url: `${SITE}/broadband/nbn#plans`, seller: { '@id': `${SITE}/#organization` } });
      expect(offer.price).toBe(pricingState({ ...planCostInput(source), homeSecure: false }).segments.at(-1)!.monthly);
      expect(asList(offer.priceSpecification)).toEqual([
        expect.objectContaining({
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/ListPrice',
          price: source.price,
          priceCurrency: 'AUD',
          valueAddedTaxIncluded: true,
          unitCode: 'MON',
          billingStart: 0,
        }),
      ]);
    });
  });

  it("docs/product/pricing.md#structured-data: '1st MONTH FREE' never makes the offer's price $0; the free month is a promotional step with its duration", () => {
    const free = plan({ firstMonthFree: true, price: 89.95, special: { planPrice: 74.95, months: 6, duration: 'for the first 6 months' } });
    const offer = asNode(products(planListJsonLd(SITE, '/broadband/nbn', 'nbn plans', [free]))[0]!.offers);
    expect(offer.price).toBe(89.95);
    expect(asList(offer.priceSpecification).map((spec) => [asNode(spec).priceType, asNode(spec).price, asNode(spec).billingStart])).toEqual([
      ['https://schema.org/ListPrice', 89.95, 6],
      ['https://schema.org/SalePrice', 0, 0],
      ['https://schema.org/SalePrice', 74.95, 1],
    ]);
    expect(asNode(asList(offer.priceSpecification)[1]).billingDuration).toEqual({ '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' });
  });

  it('docs/product/pricing.md#structured-data: "the ongoing price is the price; the promotion is a price specification with its duration"', () => {
    const special = plan({ price: 69.95, special: { planPrice: 59.95, months: 6, duration: 'for the first 6 months' } });
    const offer = asNode(products(planListJsonLd(SITE, '/flip-to-fibre', 'Flip to Fibre', [special]))[0]!.offers);
    expect(offer.price).toBe(69.95);
    expect(asList(offer.priceSpecification)).toEqual([
      expect.objectContaining({ priceType: 'https://schema.org/ListPrice', price: 69.95, billingStart: 6, valueAddedTaxIncluded: true }),
      expect.objectContaining({
        priceType: 'https://schema.org/SalePrice',
        price: 59.95,
        billingStart: 0,
        billingDuration: { '@type': 'QuantitativeValue', value: 6, unitCode: 'MON' },
      }),
    ]);
    expect(asNode(asList(offer.priceSpecification)[0])).not.toHaveProperty('billingDuration');
  });

  it('mobile SIM plans: one ongoing monthly price each', () => {
    const mobile: MobilePlan = {
      id: 7175,
      name: 'Mobile 40GB',
      dataGb: 40,
      price: 25,
      inclusions: ['40GB data', 'Unlimited standard calls and texts in Australia'],
      supplier: 'carrier',
      brand: 'kookaburra',
      productType: 'Mobile',
      cisLink: '/cis/7175.pdf',
    };
    const items = products(mobilePlanListJsonLd(SITE, '/mobilephone', 'Mobile phone plans', [mobile]));
    expect(items[0]).toMatchObject({ '@type': 'Product', name: 'Mobile 40GB', offers: { '@type': 'Offer', price: 25, priceCurrency: 'AUD' } });
    expect(asList(asNode(items[0]!.offers).priceSpecification)).toEqual([expect.objectContaining({ price: 25, valueAddedTaxIncluded: true })]);
  });
});

describe('FAQPage (Q&A pages)', () => {
  it('docs/product/content.md#faq FAQ entry: the first item is the question, the rest the answer', () => {
    const faqs: FaqEntry[] = [['Is the upgrade free?', 'Yes.', 'Standard installation is free.']];
    expect(faqPageJsonLd(faqs)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Is the upgrade free?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.\n\nStandard installation is free.' } }],
    });
  });
});

describe('BreadcrumbList (sub-pages)', () => {
  it('is absent on the home page and top-level pages', () => {
    expect(breadcrumbJsonLd(SITE, '/')).toBeNull();
    expect(breadcrumbJsonLd(SITE, '/flip-to-fibre')).toBeNull();
  });

  it('names each served ancestor and the page by its head-table heading', () => {
    expect(breadcrumbJsonLd(SITE, '/flip-to-fibre/faq-terms/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Flip to Fibre', item: `${SITE}/flip-to-fibre` },
        { '@type': 'ListItem', position: 3, name: 'Flip to Fibre questions and terms', item: `${SITE}/flip-to-fibre/faq-terms` },
      ],
    });
  });

  it('skips an ancestor that is not a page (/phone)', () => {
    const names = asList(breadcrumbJsonLd(SITE, '/phone/voip-international')!.itemListElement).map((item) => asNode(item).name);
    expect(names).toEqual(['Home', 'International call rates']);
    const nbnPhone = asList(breadcrumbJsonLd(SITE, '/broadband/nbn/phone')!.itemListElement).map((item) => asNode(item).name);
    expect(nbnPhone).toEqual(['Home', 'Broadband plans', 'nbn plans', 'Home phone']);
  });
});

describe('pageStructuredData', () => {
  it('always starts with the Organization and adds only what the page has', () => {
    expect(pageStructuredData({ siteUrl: SITE, path: '/contact-us' }).map((doc) => doc['@type'])).toEqual(['Organization']);
    expect(
      pageStructuredData({ siteUrl: SITE, path: '/broadband/nbn', heading: 'nbn plans', plans: [plan()], faqs: [] }).map((doc) => doc['@type']),
    ).toEqual(['Organization', 'ItemList', 'BreadcrumbList']);
    expect(
      pageStructuredData({ siteUrl: SITE, path: '/flip-to-fibre/faq-terms', faqs: [['Q?', 'A.']] }).map((doc) => doc['@type']),
    ).toEqual(['Organization', 'FAQPage', 'BreadcrumbList']);
  });
});

describe('serializeJsonLd', () => {
  it("escapes '<', '>' and '&' so text cannot close the script block, and parses back unchanged", () => {
    const doc = faqPageJsonLd([['</script><script>alert(1)</script> & <!--', 'a\u2028b']]);
    const json = serializeJsonLd(doc);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(doc);
  });
});
