import { describe, expect, it } from 'vitest';
import { contentContract } from '../routes/known-content';
import { navSchema, type PageContent, type PromoContent } from './content';
import { addressListSchema, configurationSchema, internationalRatesSchema, mobilePlansSchema, plansSchema, serviceQualificationSchema, shortLinksSchema } from './upstream';

const plan = { id: 1, planTitle: 'Family', planSpeed: 'nbn100', price: 85, special: null, extra: 'kept' };
const sim = { id: 1, name: 'SIM', dataGb: 20, price: 25, inclusions: [], cisLink: '/cis/m1' };

describe('upstream schemas (docs/architecture.md#contracts)', () => {
  it('normalises plans answers to { plans }, keeping each row whole for the per-plan checks', () => {
    expect(plansSchema.parse([plan])).toEqual({ plans: [plan] });
    // The rows go to the Plan contract next (server/upstream/plan-catalogue-check.ts), which drops
    // what it does not name; a field beside the plans goes here.
    expect(plansSchema.parse({ plans: [plan], internalNote: 'x' })).toEqual({ plans: [plan] });
    // Each row needs its id here; the rest of the Plan contract is checked plan by plan
    // (server/upstream/plan-catalogue-check.ts), so one faulty plan does not fail the catalogue.
    expect(plansSchema.safeParse({ plans: [{ ...plan, id: '1' }] }).success).toBe(false);
    expect(plansSchema.safeParse({ plans: [{ ...plan, price: '85' }] }).success).toBe(true);
  });

  it('normalises mobile plans and short links', () => {
    // docs/product/frame.md#upstream-services: supplier, brand and productType may be missing upstream (the server fills them in).
    expect(mobilePlansSchema.parse([sim])).toEqual({ plans: [sim] });
    expect(mobilePlansSchema.parse({ plans: [{ ...sim, internalNote: 'x' }], internalNote: 'x' })).toEqual({ plans: [sim] });
    expect(mobilePlansSchema.safeParse({ plans: [{ ...sim, dataGb: undefined }] }).success).toBe(false);
    expect(shortLinksSchema.parse({ links: [{ id: 'a', target: '/b', internalNote: 'x' }], internalNote: 'x' })).toEqual([{ id: 'a', target: '/b' }]);
  });

  it('drops unknown fields from address and qualification answers', () => {
    const [row] = addressListSchema.parse([
      { formattedAddress: '1 Smith St', providers: [{ locationId: 'LOC000000000001', name: 'nbn', internal: 1 }], debug: 'x' },
    ]);
    expect(row).toEqual({ formattedAddress: '1 Smith St', providers: [{ locationId: 'LOC000000000001', name: 'nbn' }] });
    expect(
      serviceQualificationSchema.safeParse({ sqSummary: { nbn: { serviceClass: 'x' } }, availablePlanCategories: [], priority: [] })
        .success,
    ).toBe(false);
  });

  it('keeps the qualified providers of sqSummary only, whatever case they arrive in', () => {
    const summary = {
      serviceClass: 13,
      newDevelopmentsChargeApplies: false,
      technologyShortCode: 'FTTN',
      technology: 'Fibre to the Node',
      locationId: 'LOC000000000001',
      alternativeTechnologyDetails: null,
      readyDate: null,
      maximumDownloadSpeed: 100,
      activeService: false,
      campaigns: [],
    };
    const answer = serviceQualificationSchema.parse({
      sqSummary: { NBN: { ...summary, internalNote: 'x' }, vision: summary, internalNote: 'x', telstra: { anything: 1 } },
      availablePlanCategories: [],
      priority: [],
      internalNote: 'x',
    });
    expect(answer).toEqual({ sqSummary: { NBN: summary, vision: summary }, availablePlanCategories: [], priority: [] });
  });

  it('drops fields the CMS adds to the configuration, the rates and the nav, at every depth', () => {
    expect(
      configurationSchema.parse({ data: { unconnected_services: { value: 'c', internalNote: 'x' }, internalNote: 'x', other: {} }, internalNote: 'x' }),
    ).toEqual({ data: { unconnected_services: { value: 'c' } } });
    expect(internationalRatesSchema.parse({ data: [{ country: 'UK', price: 0.1, internalNote: 'x' }], internalNote: 'x' })).toEqual({
      data: [{ country: 'UK', price: 0.1 }],
    });
    const link = { url: '/a', title: 'A' };
    const lists = { nbn: [link], broadband: [], phone: [], about: [], company: [], business: { general: [], voip: [], network_solutions: [] } };
    const nav = navSchema.parse({
      items: [{ ...link, description: 'd', icon: 'i', internalNote: 'x' }],
      footer: { ...lists, nbn: [{ ...link, internalNote: 'x' }], internalNote: 'x', business: { ...lists.business, internalNote: 'x' } },
      internalNote: 'x',
    });
    expect(nav).toEqual({ items: [{ ...link, description: 'd', icon: 'i' }], footer: lists });
  });

  it('checks each content document with the contract of the page that shows it, dropping the rest', () => {
    const page = { title: 'T', description: 'D', hero: { title: 'H', lead: 'L', internalNote: 'x' }, internalNote: 'x' };
    expect(contentContract('pages', 'home').parse(page)).toEqual({ title: 'T', description: 'D', hero: { title: 'H', lead: 'L' } });
    // A service page needs its hero, 'why' block, features and things to know.
    expect(contentContract('nbn', 'plans-page').safeParse(page).success).toBe(false);
    const flip = { title: 'F', winner: 'W', modemTitle: 'M', phoneTitle: 'P', needToKnow: [], internalNote: 'x' };
    expect(contentContract('fibre', 'flip-fibre-plans-content').parse(flip)).toEqual({ title: 'F', winner: 'W', modemTitle: 'M', phoneTitle: 'P', needToKnow: [] });
    const promos = { title: 'P', description: 'D', messages: [{ id: 'm', text: 'Hi', internalNote: 'x' }] };
    expect(contentContract('site', 'promos').parse(promos)).toEqual({ title: 'P', description: 'D', messages: [{ id: 'm', text: 'Hi' }] });
  });

  it('carries only links a page may follow (docs/architecture.md#reliability-and-security): a list leaves out the rest, a banner message keeps its text', () => {
    const safe = ['/broadband/nbn', 'https://www.tio.com.au', 'HTTP://example.com/a', 'mailto:help@kookaburra.example', 'tel:+611300000000', '/cis/a.pdf?x=1#y'];
    const unsafe = ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', '/\t/evil.example', 'about-us', ''];
    const links = [...safe, ...unsafe].map((url) => ({ url, title: url }));
    const cards = links.map((link) => ({ ...link, description: 'd', icon: 'i' }));
    const lists = { nbn: links, broadband: [], phone: [], about: [], company: [], business: { general: [], voip: links, network_solutions: [] } };
    const nav = navSchema.parse({ items: cards, footer: lists });
    const kept = (list: { url: string }[]) => list.map(({ url }) => url);
    expect([kept(nav.items), kept(nav.footer.nbn), kept(nav.footer.business.voip)]).toEqual([safe, safe, safe]);
    const home = contentContract('pages', 'home').parse({ title: 'T', description: 'D', links: cards, promotions: cards }) as PageContent;
    expect([kept(home.links!), kept(home.promotions!)]).toEqual([safe, safe]);
    const messages = [...safe, ...unsafe].map((url, index) => ({ id: `m${index}`, text: 'Hi', linkText: 'See', url }));
    const promos = contentContract('site', 'promos').parse({ title: 'P', description: 'D', messages }) as PromoContent;
    expect(promos.messages.map((message) => message.url)).toEqual([...safe, ...unsafe.map(() => undefined)]);
    expect(promos.messages.every((message) => message.text === 'Hi')).toBe(true);
  });
});
