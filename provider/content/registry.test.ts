import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { contentContract, KNOWN_CONTENT } from '../../shared/routes/known-content';
import { SUPPORT_PHONE } from '../../shared/domain/site/frame';
import { navSchema, shortLinkSchema, type FaqEntry, type FlipPlansContent, type PageContent, type ServicePageContent } from '../../shared/schemas/content';
import { mobilePlanSchema, planSchema } from '../../shared/schemas/plan';
import { PATHS } from '../../shared/routes/paths';
import { SITE_BRAND as SERVER_BRAND } from '../../shared/site-config';
import { NBN_PLANS } from '../catalogue/nbn-plans';
import { CONTENT_PAGES, NAV, PROMO_MESSAGES, SHORT_LINKS, SITE_BRAND } from './registry';

type AnyContent = PageContent | FlipPlansContent | ServicePageContent;

const page = (section: string, name: string): AnyContent => {
  const content = CONTENT_PAGES[section]?.[name];
  if (!content) throw new Error(`missing content ${section}/${name}`);
  return content;
};
const pageContent = (section: string, name: string) => page(section, name) as PageContent;
const servicePage = (section: string, name: string) => page(section, name) as ServicePageContent;
const textOf = (value: unknown) => JSON.stringify(value);
const allPages = Object.entries(CONTENT_PAGES).flatMap(([section, pages]) =>
  Object.entries(pages).map(([name, content]) => ({ key: `${section}/${name}`, content })),
);

describe('the embedded CMS answers in the site’s content contracts (shared/schemas/content.ts)', () => {
  it('every document is in the contract of the page that shows it, whole: no field the contract does not name', () => {
    for (const { key, content } of allPages) {
      const [section = '', name = ''] = key.split('/');
      const read = contentContract(section, name).safeParse(content);
      expect(read.success, key).toBe(true);
      expect(isDeepStrictEqual(read.data, content), key).toBe(true);
    }
  });

  it('serves every document the site reads, and only those', () => {
    const served = allPages.map(({ key }) => key).sort();
    const read = Object.entries(KNOWN_CONTENT).flatMap(([section, pages]) => pages.map((name) => `${section}/${name}`)).sort();
    expect(served).toEqual(read);
  });

  it('the nav payload and the short links are in theirs', () => {
    expect(navSchema.parse(NAV)).toEqual(NAV);
    for (const link of SHORT_LINKS) expect(shortLinkSchema.parse(link)).toEqual(link);
  });
});

// docs/product/frame.md#route-table route table, copied from the product rules rather than from PATHS so the test checks the rules.
const SPEC_ROUTES = [
  '/',
  '/broadband/nbn',
  '/broadband/fibre',
  '/broadband/home-wireless',
  '/mobile-broadband',
  '/flip-to-fibre',
  '/flip-to-fibre/features',
  '/flip-to-fibre/phone',
  '/flip-to-fibre/about-speeds',
  '/flip-to-fibre/faq-terms',
  '/mobilephone',
  '/phone/voip-international',
  '/broadband/nbn/phone',
  '/broadband/nbn/home-secure',
  '/contact-us',
  '/about-us',
  '/exefix',
  '/terms',
  '/privacy-policy',
  '/speed-boost',
  '/school-student-broadband-initiative',
  '/lodge-a-complaint',
  '/esafety',
  '/assistance',
  '/network-outage',
  '/disaster-relief',
];

const DESTINATIONS = ['UK', 'New Zealand', 'USA', 'Germany', 'Hong Kong', 'Japan', 'France', 'Canada', 'China', 'Singapore', 'India', 'Croatia'];
const ELIGIBILITY =
  'current FTTN addresses need a Family nbn 100/20Mbps plan or faster; current FTTC addresses need a Superfast nbn 250/25Mbps plan or faster';

describe('content registry', () => {
  it('has every page the site asks for', () => {
    const required = [
      'nbn/phone',
      'nbn/plans-page',
      'fibre/flip-fibre-plans-content',
      'fibre/flip-to-fibre',
      'fibre/faqs',
      'fibre/terms',
      'fibre/speeds',
      'fibre/features',
      'fibre/plans-page',
      'hwbb/plans-page',
      'mbb/plans-page',
      'voip/internationalCallRates',
      ...[
        'home',
        'mobilephone',
        'home-secure',
        'speed-boost',
        'exefix',
        'about-us',
        'terms',
        'privacy-policy',
        'school-student-broadband-initiative',
        'lodge-a-complaint',
        'esafety',
        'assistance',
        'network-outage',
        'disaster-relief',
        'contact-us',
        'availability',
        'not-found',
      ].map((name) => `pages/${name}`),
    ];
    const keys = allPages.map((entry) => entry.key);
    for (const key of required) expect(keys).toContain(key);
  });

  it('gives every page a non-empty title and description', () => {
    for (const { key, content } of allPages) {
      expect(content.title.trim(), key).not.toBe('');
      expect(content.description?.trim(), key).toBeTruthy();
    }
  });

  it('uses only section and page names the web services accept', () => {
    // provider/web-services/routes.ts: names outside this pattern answer 404.
    const name = /^[A-Za-z][A-Za-z0-9-]{0,63}$/;
    for (const [section, pages] of Object.entries(CONTENT_PAGES)) {
      expect(section).toMatch(name);
      for (const pageName of Object.keys(pages)) expect(pageName).toMatch(name);
    }
  });

  it('contains no placeholder text', () => {
    const all = textOf({ CONTENT_PAGES, NAV, SHORT_LINKS, PROMO_MESSAGES }).toLowerCase();
    for (const banned of ['lorem', 'ipsum', 'todo', 'tbd', 'fixme', 'placeholder', 'xxx', 'undefined', 'null']) {
      expect(all, banned).not.toContain(banned);
    }
  });

  it('keeps each page short enough to ship in server HTML', () => {
    for (const { key, content } of allPages) {
      const words = textOf(content).split(/\s+/).length;
      expect(words, key).toBeLessThan(800);
    }
  });

  it('shapes every FAQ as a question followed by at least one answer paragraph', () => {
    const faqs: FaqEntry[] = allPages.flatMap(({ content }) => ('faqs' in content && content.faqs) || []);
    expect(faqs.length).toBeGreaterThan(0);
    for (const [question, ...answer] of faqs) {
      expect(question.trim().endsWith('?'), question).toBe(true);
      expect(answer.length, question).toBeGreaterThan(0);
      for (const paragraph of answer) expect(paragraph.trim()).not.toBe('');
    }
  });
});

describe('home phone content (docs/product/content.md#home-phone-page, docs/product/pricing.md#home-secure)', () => {
  const phone = pageContent('nbn', 'phone');

  it('explains the service in three steps', () => {
    expect(phone.leadCopy).toBeTruthy();
    expect(phone.steps).toHaveLength(3);
    for (const step of phone.steps ?? []) expect(step.icon && step.title && step.description).toBeTruthy();
  });

  it('lists the pay-as-you-go rates word for word', () => {
    const rows = phone.payg?.table.rows ?? [];
    const rateFor = (label: string) => rows.find(([callType]) => callType === label)?.[1];
    expect(rateFor('Local calls')).toBe('10c/call');
    expect(rateFor('National calls')).toBe('10c/call');
    expect(rateFor('Calls to Australian mobiles')).toBe('20c/min');
    expect(rateFor('13/1300 numbers')).toBe('25c/call');
    expect(rateFor('1223 directory assistance')).toBe('$1.00/call');
    expect(rateFor('1225 international directory assistance')).toBe('$1.65/call');
    expect(rateFor('Calls between Kookaburra customers')).toBe('Free');
    expect(phone.payg?.subHeading).toBe('$0/mth');
    for (const row of rows) expect(row).toHaveLength(phone.payg?.table.headings.length ?? 0);
  });

  it("prices Unlimited at $10/mth, what every total charges, and promises no 'Slash my bill' discount the order does not give", () => {
    expect(phone.unlimited?.subHeading).toBe('$10/mth');
    expect(phone.unlimited?.description).toContain('$10/mth');
    expect(textOf(phone)).not.toMatch(/Slash my bill|\$5\/mth/);
  });

  it('names all twelve unlimited international destinations', () => {
    const unlimited = textOf(phone.unlimited);
    expect(unlimited).toContain(`Unlimited international calls to ${DESTINATIONS.join(', ')}`);
    for (const destination of DESTINATIONS) expect(textOf(page('voip', 'internationalCallRates'))).toContain(destination);
  });

  it('puts its FAQs under the heading the product rules give', () => {
    expect(phone.faqsHeading).toBe('Things you should know about Home Phone VoIP');
    expect(phone.faqs?.length).toBeGreaterThanOrEqual(5);
    expect(phone.terms?.length).toBeGreaterThan(0);
    expect(textOf(phone)).toContain('000');
  });
});

describe('Flip to Fibre content (docs/product/pricing.md#products, docs/product/ordering-and-handoff.md#flip-to-fibre-page, docs/product/address-check.md#flip-eligibility)', () => {
  it('states the eligibility text word for word in the FAQs and the terms', () => {
    expect(textOf(page('fibre', 'faqs'))).toContain(ELIGIBILITY);
    expect(textOf(page('fibre', 'terms'))).toContain(ELIGIBILITY);
  });

  it('answers at least 8 questions', () => {
    expect(pageContent('fibre', 'faqs').faqs?.length).toBeGreaterThanOrEqual(8);
  });

  it('gives the plans content every field the plans page reads', () => {
    const flip = page('fibre', 'flip-fibre-plans-content') as FlipPlansContent;
    for (const field of [flip.title, flip.winner, flip.modemTitle, flip.phoneTitle]) expect(field.trim()).not.toBe('');
    expect(flip.needToKnow.length).toBeGreaterThan(0);
  });

  it('carries the docs/product/pricing.md#plan-promises promises on the page and in its things to know', () => {
    const flip = servicePage('fibre', 'flip-to-fibre');
    expect(flip.whyUpgrade.heading).toBe('Why upgrade to a fibre connection');
    expect(flip.hero.title && flip.hero.lead).toBeTruthy();
    expect(flip.features.length).toBeGreaterThan(0);
    const thingsToKnow = flip.thingsToKnow.join('\n');
    expect(JSON.stringify(flip)).not.toContain('250Mbps');
    for (const promise of [
      'Unlimited Data',
      'No Lock in contract',
      'free activation',
      'free Home Secure trial',
      '5 My Speed Boost (free Speed Upgrade) days per month',
      // docs/product/pricing.md#plan-promises: speeds named from the tiers offered (100 to 1000), not 250.
      'up to 1000Mbps',
      '10% off the plan fee for six months',
      'new residential nbn customers only',
      'subject to service qualification',
    ]) {
      expect(thingsToKnow).toContain(promise);
    }
  });

  it('quotes the docs/product/frame.md#page-meta from prices in the page descriptions', () => {
    expect(servicePage('fibre', 'flip-to-fibre').description).toContain('$69.95 per month for 6 months');
    expect(servicePage('fibre', 'plans-page').description).toContain('$53.99 per month');
  });

  it('publishes the typical evening speeds the plan catalogue uses', () => {
    const data = pageContent('fibre', 'speeds').data ?? [];
    expect(data.length).toBeGreaterThanOrEqual(5);
    for (const { label, value } of data) {
      const [, tier] = /(nbn \d+\/\d+)Mbps/.exec(label) ?? [];
      const plan = NBN_PLANS.find((candidate) => candidate.planFullSpeed === tier);
      expect(plan, label).toBeDefined();
      // The plan's own name, as its card names it (Starter, Basic, Everyday …), never another name for the speed.
      expect(label).toBe(plan?.planHeading);
      expect(value).toBe(`Typical evening speed ${plan?.typicalEveningSpeed}Mbps`);
    }
    // Every tier of the catalogue is listed, the fastest included.
    expect(data.map(({ label }) => label)).toEqual(NBN_PLANS.map((plan) => plan.planHeading));
  });

  it('lists features with an icon each', () => {
    const features = pageContent('fibre', 'features').features ?? [];
    expect(features.length).toBeGreaterThanOrEqual(4);
    for (const feature of features) expect(feature.title && feature.description && feature.icon).toBeTruthy();
  });
});

describe('service pages', () => {
  it.each(['nbn', 'fibre', 'hwbb', 'mbb'])('%s/plans-page has a hero, a why block and things to know', (section) => {
    const service = servicePage(section, 'plans-page');
    expect(service.hero.title && service.hero.lead).toBeTruthy();
    expect(service.whyUpgrade.sections.length).toBeGreaterThan(0);
    expect(service.features.length).toBeGreaterThan(0);
    expect(service.thingsToKnow.length).toBeGreaterThan(0);
  });

  it('says on both fixed-line plan pages that plans are for new residential customers and subject to service qualification (docs/product/pricing.md#plan-promises)', () => {
    // The fibre networks are not nbn, so the fibre page leaves the word out.
    expect(servicePage('nbn', 'plans-page').thingsToKnow).toContain('Plans are for new residential nbn customers only and subject to service qualification.');
    expect(servicePage('fibre', 'plans-page').thingsToKnow).toContain('Plans are for new residential customers only and subject to service qualification.');
  });
});

describe('claims that follow from the offer (docs/product/pricing.md#plan-promises, docs/product/ordering-and-handoff.md#extras-by-service)', () => {
  it('mobile broadband, whose plans have a data allowance, is never called unlimited, nor offered a modem or Home Secure', () => {
    const mbb = JSON.stringify(servicePage('mbb', 'plans-page'));
    expect(mbb).not.toMatch(/unlimited data/i);
    expect(mbb).not.toMatch(/modem|Home Secure/i);
  });

  it('home wireless does not tell the visitor to plug in a modem the order does not include, nor offer a Home Secure trial', () => {
    const hwbb = JSON.stringify(servicePage('hwbb', 'plans-page'));
    expect(hwbb).not.toMatch(/plug (the modem|in the modem)/i);
    expect(hwbb).toContain('your own compatible 5G modem');
    expect(hwbb).not.toMatch(/Home Secure/);
  });
});

describe('information pages', () => {
  it('prices Home Secure as docs/product/pricing.md#home-secure does', () => {
    const homeSecure = textOf(page('pages', 'home-secure'));
    expect(homeSecure).toContain('$6/mth');
    expect(homeSecure).toContain('2 months');
    expect(homeSecure).toContain('3 months if you subscribe early');
    expect(homeSecure).toContain('no lock-in contract');
  });

  it('gives 5 Speed Boost days a month', () => {
    expect(textOf(page('pages', 'speed-boost'))).toContain('5 My Speed Boost (free Speed Upgrade) days per month');
  });

  it('states the complaint timeframes and the TIO', () => {
    const complaint = textOf(page('pages', 'lodge-a-complaint'));
    expect(complaint).toContain('within 2 working days');
    expect(complaint).toContain('within 15 working days');
    expect(complaint).toContain('Telecommunications Industry Ombudsman');
    expect(complaint).toContain('1800\u00a0062\u00a0058');
    expect(complaint).toContain('Telecommunications Consumer Protections Code');
  });

  it('names the privacy law', () => {
    const privacy = textOf(page('pages', 'privacy-policy'));
    expect(privacy).toContain('Privacy Act 1988');
    expect(privacy).toContain('Australian Privacy Principles');
  });

  it('covers hardship, priority assistance and the National Relay Service', () => {
    const assistance = textOf(page('pages', 'assistance'));
    expect(assistance).toContain('Financial hardship');
    expect(assistance).toContain('life-threatening medical condition');
    expect(assistance).toContain('National Relay Service');
  });

  // A section shows its paragraphs, then its list (content-blocks.tsx): a sentence that introduces the list
  // ("options such as:") must be the last paragraph, or another paragraph comes between them.
  it('puts the sentence that introduces a list right above it, on every page', () => {
    const sections = (Object.values(CONTENT_PAGES).flatMap((pages) => Object.values(pages)) as PageContent[]).flatMap((content) => content.sections ?? []);
    expect(sections.some((section) => section.list?.length)).toBe(true);
    for (const section of sections) {
      section.paragraphs.forEach((paragraph, index) => {
        if (paragraph.trim().endsWith(':')) expect(index === section.paragraphs.length - 1 && (section.list?.length ?? 0) > 0, `${section.heading}: ${paragraph}`).toBe(true);
      });
    }
  });

  it("says what each summary holds as the summaries do: how to cancel and hardware's price, no early cancellation fee (docs/product/content.md#cis)", () => {
    const cisPage = textOf(page('pages', 'critical-information-summaries'));
    expect(cisPage).not.toMatch(/early (cancellation|termination) fee|fees for early cancellation/i);
    expect(cisPage).toContain('how to cancel');
  });

  it('points to the eSafety Commissioner and explains the School Student Broadband Initiative', () => {
    expect(textOf(page('pages', 'esafety'))).toContain('eSafety Commissioner');
    const ssbi = textOf(page('pages', 'school-student-broadband-initiative'));
    expect(ssbi).toContain('School Student Broadband Initiative');
    expect(ssbi).toContain('Free nbn');
  });

  it('docs/product/content.md#claims: copy names no data field ("Plans with speedboost" read as a field name)', () => {
    const fields = [...Object.keys(planSchema.shape), ...Object.keys(mobilePlanSchema.shape)].filter((key) => /[A-Z]/.test(key) || key === 'speedboost');
    const everything = JSON.stringify({ CONTENT_PAGES, NAV, PROMO_MESSAGES });
    expect(fields.filter((field) => new RegExp(`\\b${field}\\b`).test(everything))).toEqual([]);
  });

  it('docs/product/frame.md#support-phone: writes phone numbers so they never wrap, on every page and in the nav', () => {
    const everything = JSON.stringify({ CONTENT_PAGES, NAV, PROMO_MESSAGES });
    expect(everything).toContain(SUPPORT_PHONE.inText);
    // Ours and every other number the copy gives (13 39 38, 131 450, 1800 062 058, (02) 9876 5432):
    // groups joined by non-breaking spaces, never ordinary ones.
    expect(everything.match(/\b(?:1[38]00 \d{3} \d{3}|13 \d{2} \d{2}|1\d{2} \d{3}|0\d \d{4} \d{4})\b/g)).toBeNull();
  });

  it('every page whose steps say "Get the app" links to where the app is (Exefix: the support centre)', () => {
    const pages = Object.values(CONTENT_PAGES).flatMap((section) => Object.values(section)) as PageContent[];
    const withApp = pages.filter((content) => content.steps?.some((step) => /get the app/i.test(step.title)));
    expect(withApp.length).toBeGreaterThan(0);
    for (const content of withApp) expect(content.links?.map((link) => link.url), content.title).toContain(SITE_BRAND.supportCentreUrl);
  });

  it('gives the contact page its hours and sub-navigation, including the support centre', () => {
    const contact = pageContent('pages', 'contact-us');
    expect(contact.leadCopy).toContain(SUPPORT_PHONE.inText);
    expect(contact.data?.length).toBeGreaterThan(0);
    expect(contact.links?.map((link) => link.url)).toContain(SITE_BRAND.supportCentreUrl);
  });

  // docs/product/content.md#home-page: the trust signal gives "the support phone and hours of the contact page".
  it("gives the home page's support hours as the contact page lists them", () => {
    const support = pageContent('pages', 'home').features?.find((feature) => feature.title === 'Australian support');
    const hours = textOf(pageContent('pages', 'contact-us').data);
    expect(support?.description).toContain(SUPPORT_PHONE.inText);
    expect(support?.description).toMatch(/technical support every day 8am to 10pm/i);
    expect(hours).toMatch(/Technical support.*Every day 8am to 10pm/);
    expect(support?.description).toMatch(/sales Monday to Saturday/i);
    expect(hours).toMatch(/Sales and new services.*Monday to Friday 8am to 8pm, Saturday 9am to 5pm/);
  });

  // docs/product/pricing.md#referral-offer: the referrer gets the discount; nothing is offered to the friend.
  it('promises the referral discount to the one who refers, in the menu as on the page', () => {
    const refer = NAV.items.find((item) => item.url === PATHS.referAFriend);
    expect(refer?.description).toContain('10% off the plan fee for six months');
    expect(textOf(NAV)).not.toMatch(/both of you|you both/i);
  });

  it('gives the home page a hero, product entries, promotions and features', () => {
    const home = pageContent('pages', 'home');
    expect(home.hero?.title).toBeTruthy();
    expect(home.links?.length).toBeGreaterThanOrEqual(5);
    expect(home.promotions?.length).toBeGreaterThan(0);
    expect(home.features?.length).toBeGreaterThan(0);
  });
});

describe('nav payload (docs/product/frame.md#nav-bar, docs/product/frame.md#nav-payload)', () => {
  const navUrls = [
    ...NAV.items.map((item) => item.url),
    ...Object.values(NAV.footer)
      .flatMap((list) => (Array.isArray(list) ? list : Object.values(list).flat()))
      .map((link) => link.url),
  ];

  it('covers every route of docs/product/frame.md#route-table', () => {
    for (const route of SPEC_ROUTES) expect(navUrls, route).toContain(route);
  });

  it('links either to a site path or to an https address', () => {
    const sitePaths = new Set<string>(Object.values(PATHS));
    for (const url of navUrls) {
      if (url.startsWith('/')) expect(sitePaths.has(url), url).toBe(true);
      else expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.example(\/|$)/);
    }
  });

  it('gives every menu item a title, description and icon, and the support centre', () => {
    for (const item of NAV.items) expect(item.title && item.description && item.icon, item.url).toBeTruthy();
    expect(NAV.items.map((item) => item.url)).toContain(SITE_BRAND.supportCentreUrl);
  });

  it('fills every footer list, business ones pointing to the business site', () => {
    const { business, ...residential } = NAV.footer;
    for (const list of Object.values(residential)) expect(list.length).toBeGreaterThan(0);
    for (const list of Object.values(business)) {
      expect(list.length).toBeGreaterThan(0);
      for (const link of list) expect(link.url.startsWith('https://business.kookaburra.example/')).toBe(true);
    }
  });
});

describe('short links', () => {
  it('are well formed and unique', () => {
    const ids = SHORT_LINKS.map((link) => link.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9][a-z0-9-]{0,31}$/);
  });

  it('point only at paths on this site, apart from the two hostile entries', () => {
    const sitePaths = new Set<string>(Object.values(PATHS));
    for (const { id, target } of SHORT_LINKS.filter((link) => !link.id.startsWith('evil'))) {
      expect(target, id).toMatch(/^\/(?![/\\])/);
      const { pathname, origin } = new URL(target, 'https://site.test');
      expect(origin, id).toBe('https://site.test');
      expect(sitePaths.has(pathname), id).toBe(true);
    }
  });

  it('keep the hostile entries that prove there is no open redirect', () => {
    expect(SHORT_LINKS).toContainEqual({ id: 'evil', target: 'https://evil.example/phish' });
    expect(SHORT_LINKS).toContainEqual({ id: 'evil2', target: '//evil.example' });
  });

  it('include the documented ones', () => {
    const targets = Object.fromEntries(SHORT_LINKS.map((link) => [link.id, link.target]));
    expect(targets).toMatchObject({
      ftf: '/flip-to-fibre',
      nbn: '/broadband/nbn',
      rates: '/phone/voip-international',
      help: '/contact-us',
    });
  });
});

describe('promo messages (docs/product/frame.md#promo-banner)', () => {
  const byId = Object.fromEntries(PROMO_MESSAGES.map((message) => [message.id, message]));

  it('links the initiative, Exefix and flood banners to their pages', () => {
    expect(byId.ssbi?.url).toBe('/school-student-broadband-initiative');
    expect(byId.ssbi?.text + (byId.ssbi?.linkText ?? '')).toContain('School Student Broadband Initiative');
    expect(byId.exefix).toMatchObject({ text: 'Having Network speed troubles?', url: '/exefix' });
    expect(byId.flood?.url).toBe('/disaster-relief');
    expect(byId.flood?.text).toMatch(/flood/i);
  });

  it('ends the free mobile calls offer on 30 June 2025', () => {
    const freeCalls = byId['free-mobile-calls'];
    expect(freeCalls?.endsOn).toBe('2025-06-30');
    expect(freeCalls?.text).toContain('30 June 2025');
    expect(freeCalls?.text).toMatch(/Free calls from your Kookaburra mobile to \w+ and (the )?\w+/);
  });

  it('gives only valid ISO dates as end dates', () => {
    for (const message of PROMO_MESSAGES.filter((candidate) => candidate.endsOn)) {
      expect(message.endsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(message.endsOn ?? ''))).toBe(false);
    }
  });
});

describe('brand', () => {
  it('matches the server config', () => {
    expect(SITE_BRAND).toEqual({
      name: SERVER_BRAND.name,
      legalName: SERVER_BRAND.legalName,
      abn: SERVER_BRAND.abn,
      supportCentreUrl: SERVER_BRAND.supportCentreUrl,
    });
  });
});
