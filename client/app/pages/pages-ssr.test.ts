// Every content route renders its heading and its real content in the server HTML:
// the page works before hydration and for crawlers. Runs the whole site in process.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../shared/routes/paths';
import { PAGE_PATHS, pageMetaFor } from '../../../shared/routes/page-meta';
import { FLIP_ELIGIBILITY_TEXT } from '../../../shared/domain/flip/flip-eligibility';
import { COUNTRY_SEARCH_PROMPT } from '../../../shared/domain/mobile/country-search';
import { startTestRuntime } from '../../../tests/support/test-runtime';

let runtime: Awaited<ReturnType<typeof startTestRuntime>>;
beforeAll(async () => {
  runtime = await startTestRuntime();
}, 60_000);
afterAll(async () => {
  await runtime?.close();
});

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The HTML a crawler gets (it waits for everything, docs/architecture.md#request-paths). */
async function pageHtml(path: string): Promise<string> {
  const res = await request(runtime.app).get(path).set('user-agent', 'Googlebot/2.1');
  expect(res.status, path).toBe(path === PATHS.notFound ? 404 : 200);
  return res.text;
}

/** The page body from <main> on. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'));

describe('every page arrives laid out: no part of it is moved in after the first paint', () => {
  // React 19.2+ would move finished Suspense boundaries (the regions loaded on need) to the end of
  // the document and reveal them by script, so a browser could paint without them and then shift
  // everything below (server/render/page-handler.ts: progressiveChunkSize).
  it.each(PAGE_PATHS)('%s, streamed to a browser: every region in place, nothing revealed later', async (path) => {
    const res = await request(runtime.app).get(path).set('user-agent', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36');
    expect(res.status).toBe(path === PATHS.notFound ? 404 : 200);
    expect(res.text).toContain('class="lazy-on-need"');
    expect(res.text).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/);
  });
});

/** Distinctive copy from provider/content (and the provider's catalogues) for each route. */
const CONTENT_BY_PATH: [path: string, texts: string[]][] = [
  [PATHS.home, ['Check your address to see every plan you can get', 'Our products', 'Home wireless', 'from $59.95/mth', 'Typical evening speeds 12 to', 'Plans from $69.95/mth for 6 months', 'How it works', 'Refer a friend', 'No lock-in contract', 'Honest speeds', "Let's start with your address..."]],
  [PATHS.mobilePhone, ['SIM-only plans, month to month', '15GB SIM Plan', '$20', '/mth', 'Unlimited standard national talk and text', 'Data rollover up to 200GB', 'SIM or eSIM']],
  [PATHS.voipInternational, ['Pay-as-you-go rates for calls from your Kookaburra Home Phone', 'Destination', 'Price (inc. GST)', 'Enter country here...', COUNTRY_SEARCH_PROMPT, 'New Zealand', 'Zimbabwe', '<noscript>']],
  [PATHS.homePhone, ['Home Phone is a VoIP', 'We set up your number', 'Plug in and call', 'Pay as you go', 'Unlimited', '10c/call', '20c/min', '25c/call', '$1.00/call', '$1.65/call', 'id="call-rates"', 'Things you should know about Home Phone VoIP', 'Can I keep my existing phone number?', 'Medical alarms, back-to-base security alarms']],
  [PATHS.flipFeatures, ['Fibre up to 1000Mbps', 'Free Home Secure trial', FLIP_ELIGIBILITY_TEXT, 'aria-label="Flip to Fibre"', 'Q&amp;A / Terms']],
  [PATHS.flipPhone, ['Plug in and call', 'Things you should know about Home Phone VoIP', 'id="call-rates"']],
  [PATHS.flipAboutSpeeds, ['Plan speeds and the typical evening speeds', 'Superfast nbn 250/25Mbps', 'Typical evening speed 215Mbps', 'What is a typical evening speed?']],
  [PATHS.flipFaqTerms, ['What is Flip to Fibre?', 'I rent. Can I still Flip to Fibre?', 'Flip to Fibre terms', 'nbn decides which addresses can be upgraded and when.', FLIP_ELIGIBILITY_TEXT]],
  [PATHS.homeSecure, ['Antivirus and ransomware protection', 'Try it free']],
  [PATHS.speedBoost, ['Pick a day', 'Unused days do not carry over.']],
  [PATHS.exefix, ['What Exefix checks', 'Quick things to try first']],
  [PATHS.aboutUs, ['Who we are', 'What we believe']],
  [PATHS.terms, ['Our agreement with you', 'Give 30 days’ notice to cancel.']],
  [PATHS.privacyPolicy, ['What we collect and why', 'Access, correction and complaints']],
  [PATHS.schoolStudentBroadband, ['Who is eligible', 'SSBI National Referral Centre on 1800\u00a0954\u00a0610']],
  [PATHS.lodgeComplaint, ['How to complain', 'We acknowledge your complaint within 2 working days.']],
  [PATHS.esafety, ['The eSafety Commissioner', 'Report harmful content']],
  [PATHS.assistance, ['Financial hardship', 'Priority assistance', 'TTY: 133\u00a0677']],
  [PATHS.networkOutage, ['Check for an outage', 'No outage listed? Try these steps']],
  [PATHS.disasterRelief, ['How we can help', 'Pause your bill while your home is uninhabitable']],
  [PATHS.broadband, ['How to choose', 'Where to next', 'Private fibre on OptiComm and Vision networks']],
  [PATHS.hardware, ['ZTE H1600 Wi-Fi 6 Mesh Modem', '$170 with free shipping', 'Bring your own modem']],
  [PATHS.referAFriend, ['Share your link', 'One referral discount applies at a time.']],
  [PATHS.accessibility, ['Our website', 'National Relay Service']],
  [PATHS.complaintsHandlingPolicy, ['How to make a complaint', 'We acknowledge your complaint within 2 working days', 'We aim to resolve it within 15 working days of receiving it.', 'Telecommunications Industry Ombudsman (TIO)']],
  [PATHS.financialHardshipPolicy, ['A payment plan', 'Deferral: more time to pay a bill', 'No disconnection while we assess your request', 'How to ask for help']],
  [PATHS.standardFormOfAgreement, ['Contract term: no lock-in', 'Billing and payment', 'Ending the agreement: 30 days’ notice', 'Suspension and disconnection', 'Our liability', 'Getting the full agreement']],
  [PATHS.criticalInformationSummaries, ['What a Critical Information Summary tells you', 'href="/cis/nbn-12.pdf"', 'href="/cis/mobile-15gb.pdf"', 'Flip to Fibre plans']],
  [PATHS.contactUs, ['Need help with a new service', 'Support centre', 'https://support.kookaburra.example', 'Technical support', 'Send us a message', 'Your name', 'Email address', 'What is your enquiry about?', 'How would you like us to contact you?', 'Call me back', 'name="utm_source"', 'name="conversation_id"']],
  [PATHS.siteMap, ['Internet plans', 'Help and support', 'Company and legal']],
  [PATHS.notFound, ['Pages that might help', 'Free upgrade to full fibre.']],
];

describe('content pages render their content on the server', () => {
  it.each(CONTENT_BY_PATH)('%s', async (path, texts) => {
    // The page body only: the hydration data repeats the content documents as JSON.
    const html = mainOf(await pageHtml(path));
    const meta = pageMetaFor(path);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    if (path !== PATHS.voipInternational) expect(html).toContain(`>${escapeHtml(meta.heading)}</h1>`);
    for (const text of texts) {
      const wanted = text.startsWith('<') || text.includes('="') || text.includes('&amp;') ? text : escapeHtml(text);
      expect(html, `${path} should contain ${text}`).toContain(wanted);
    }
    // No page falls back to the API-error panel when the provider is healthy.
    expect(html).not.toContain('Oops! It appears something has gone wrong on our end...');
  });
});

describe('/site-map', () => {
  it('links every indexable page of the head table', async () => {
    const html = mainOf(await pageHtml(PATHS.siteMap));
    for (const path of PAGE_PATHS) {
      if (!pageMetaFor(path).indexable) continue;
      expect(html, path).toContain(`href="${path}"`);
    }
  });
});

describe('the published policies (docs/product/content.md#published-policies)', () => {
  const POLICIES = [
    [PATHS.complaintsHandlingPolicy, 'Complaints Handling Policy'],
    [PATHS.financialHardshipPolicy, 'Financial Hardship Policy'],
    [PATHS.standardFormOfAgreement, 'Standard Form of Agreement'],
  ] as const;

  it.each(POLICIES)('%s is a real page: 200, its own title and canonical link, TIO and ACMA named and linked', async (path) => {
    const html = await pageHtml(path);
    const meta = pageMetaFor(path);
    expect(html).toContain(`<title>${escapeHtml(meta.title)}</title>`);
    expect(html).toContain(`<link rel="canonical" href="https://www.kookaburra.example${path}"/>`);
    const main = mainOf(html);
    expect(main).toContain('href="https://www.tio.com.au"');
    expect(main).toContain('Telecommunications Industry Ombudsman (TIO)');
    expect(main).toContain('href="https://www.acma.gov.au"');
    expect(main).toContain('Australian Communications and Media Authority (ACMA)');
  });

  it('each is linked from the footer of every page, and listed in sitemap.xml', async () => {
    const html = await pageHtml(PATHS.home);
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    const sitemap = (await request(runtime.app).get('/sitemap.xml')).text;
    for (const [path, title] of POLICIES) {
      expect(footer, path).toContain(`href="${path}">${title}</a>`);
      expect(sitemap, path).toContain(`<loc>https://www.kookaburra.example${path}</loc>`);
    }
  });

  it('no page calls the policies "free on request"', async () => {
    expect(mainOf(await pageHtml(PATHS.terms))).not.toMatch(/on request/i);
  });
});

describe('/phone/voip-international', () => {
  it('filters the table on the server for the no-JavaScript search (?country=)', async () => {
    // Only the page body: the hydration data carries the whole rates document.
    const page = await pageHtml(`${PATHS.voipInternational}?country=zeal`);
    const html = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    expect(html).toContain('New Zealand');
    expect(html).not.toContain('Zimbabwe');
    expect(html).not.toContain('<noscript>');
  });

  it('lists the country an abbreviation means first (?country=USA): the United States of America above its Minor Outlying Islands', async () => {
    const page = await pageHtml(`${PATHS.voipInternational}?country=USA`);
    const html = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    const america = html.indexOf('United States of America');
    expect(america).toBeGreaterThan(-1);
    expect(html.indexOf('United States Minor Outlying Islands')).toBeGreaterThan(america);
  });

  it('shows the no-results text and row for an unknown country', async () => {
    const html = mainOf(await pageHtml(`${PATHS.voipInternational}?country=Atlantis`));
    expect(html).toContain('No results found for');
    expect(html).toContain('Atlantis');
    expect(html).toContain('No country found.');
  });
});

describe('/contact-us', () => {
  it('shows the success view after a plain form post (?sent=1)', async () => {
    const html = mainOf(await pageHtml(`${PATHS.contactUs}?sent=1`));
    expect(html).toContain('Your message has successfully sent.');
    expect(html).toContain('>Close<');
  });

  it("shows the success view with the message's reference after a plain form post (?sent=KB-...)", async () => {
    const html = mainOf(await pageHtml(`${PATHS.contactUs}?sent=KB-7F3Q9K2M`));
    expect(html).toContain('Your message has successfully sent.');
    // The reference is in a box of its own, never broken over lines (docs/product/content.md#contact): the words, not the tags.
    expect(html.replace(/<[^>]*>/g, '')).toContain('Your reference is KB-7F3Q9K2M.');
  });

  it('shows the general form error after a rejected plain form post (?error=1)', async () => {
    const html = mainOf(await pageHtml(`${PATHS.contactUs}?error=1`));
    expect(html).toContain('Oops! Please check all fields are filled in correctly.');
  });
});
