import { describe, expect, it } from 'vitest';
import { PATHS } from './paths';
import { PAGE_QUERY_PARAMS, pageCacheKey } from './page-query';

describe('page cache keys: a page is filed under its path and the query values it reads', () => {
  it('tracking parameters, agent links and made-up parameters leave the key at the path', () => {
    for (const query of [
      '',
      '?',
      '?utm_source=mail&utm_medium=email&utm_campaign=spring',
      '?gclid=1&fbclid=2&msclkid=3&fdclid=4&gbraid=5&wbraid=6&_gl=7&dclid=8',
      '?conversation_id=abc',
      '?token=eyJhbGciOiJIUzI1NiJ9.e30.x',
      `?r=${Math.random()}`,
    ]) {
      expect(pageCacheKey(PATHS.home, query), query).toBe(PATHS.home);
      expect(pageCacheKey(PATHS.aboutUs, query), query).toBe(PATHS.aboutUs);
    }
  });

  it('a path that is no page\'s has no key, with or without a query: a fragment or a host sent in the request target is made up', () => {
    for (const path of [`${PATHS.aboutUs}#x`, `http://elsewhere.example${PATHS.aboutUs}`, '/no-such-page']) {
      expect(pageCacheKey(path, ''), path).toBeNull();
      expect(pageCacheKey(path, '?sent=1'), path).toBeNull();
    }
  });

  it("'?offer=' chooses nothing: the offer type is the server's (docs/product/pricing.md#offer-type), so a plan page has one key", () => {
    for (const search of ['?offer=boost&utm_source=x', 'offer=%20BOOST', '?offer=standard', `?offer=${Math.random()}`]) {
      expect(pageCacheKey(PATHS.nbn, search), search).toBe(PATHS.nbn);
      expect(pageCacheKey(PATHS.flipToFibre, search), search).toBe(PATHS.flipToFibre);
    }
  });

  it('the availability page reads the requested service: one of the address-checked services, else none', () => {
    expect(pageCacheKey(PATHS.availability, '?service=fibre')).toBe(`${PATHS.availability}?service=fibre`);
    expect(pageCacheKey(PATHS.availability, '?service=%20nbn%20')).toBe(`${PATHS.availability}?service=nbn`);
    expect(pageCacheKey(PATHS.availability, '?service=mobile')).toBe(PATHS.availability);
    // docs/product/address-check.md#before-javascript: a search sent as a plain form, or a chosen address, is never shared.
    expect(pageCacheKey(PATHS.availability, '?address=14+Lyrebird+Rise')).toBeNull();
    expect(pageCacheKey(PATHS.availability, '?address=x&loc=LOC000184726551')).toBeNull();
    expect(pageCacheKey(PATHS.availability, '?address=')).toBe(PATHS.availability);
  });

  it("the contact page reads sent=1 and error=1 (a form post's outcome), sorted by name", () => {
    expect(pageCacheKey(PATHS.contactUs, '?sent=1')).toBe(`${PATHS.contactUs}?sent=1`);
    expect(pageCacheKey(PATHS.contactUs, '?sent=1&error=1')).toBe(`${PATHS.contactUs}?error=1&sent=1`);
    expect(pageCacheKey(PATHS.contactUs, '?sent=yes')).toBe(PATHS.contactUs);
  });

  it("a message's reference after a plain post is the visitor's own: no shared copy", () => {
    expect(pageCacheKey(PATHS.contactUs, '?sent=KB-7F3Q9K2M')).toBeNull();
    expect(pageCacheKey(PATHS.contactUs, '?sent=KB-7F3Q9K2')).toBe(PATHS.contactUs);
  });

  it('a country search term is shown as typed: no shared copy, the page renders for this request', () => {
    expect(pageCacheKey(PATHS.voipInternational, '?country=fra')).toBeNull();
    expect(pageCacheKey(PATHS.homePhone, '?country=fra')).toBeNull();
    expect(pageCacheKey(PATHS.flipPhone, '?country=fra')).toBeNull();
    expect(pageCacheKey(PATHS.voipInternational, '?country=')).toBe(PATHS.voipInternational);
    expect(pageCacheKey(PATHS.aboutUs, '?country=fra')).toBe(PATHS.aboutUs);
  });

  it('the first of a repeated parameter counts, as URLSearchParams.get reads it', () => {
    expect(pageCacheKey(PATHS.availability, '?service=x&service=fibre')).toBe(PATHS.availability);
    expect(pageCacheKey(PATHS.availability, '?service=fibre&service=x')).toBe(`${PATHS.availability}?service=fibre`);
  });

  it('lists every parameter some page reads', () => {
    expect(PAGE_QUERY_PARAMS).toEqual(['address', 'calls', 'country', 'error', 'loc', 'people', 'plans', 'sent', 'service', 'uploads', 'watch']);
  });

  it('the plan pages: one copy per set of "What speed do I need?" answers, never one for other answers (docs/product/plans.md#what-speed-do-i-need)', () => {
    const answered = `${PATHS.nbn}?calls=no&people=4&uploads=yes&watch=4k`;
    expect(pageCacheKey(PATHS.nbn, '?people=4&watch=4k&calls=no&uploads=yes&utm_source=x')).toBe(answered);
    expect(pageCacheKey(PATHS.nbn, '?uploads=yes&watch=4k&people=4&calls=no')).toBe(answered);
    expect(pageCacheKey(PATHS.nbn, '?people=2&watch=4k&calls=no&uploads=yes')).not.toBe(answered);
    expect(pageCacheKey(PATHS.flipToFibre, '?people=5&watch=hd&calls=yes&uploads=no')).toBe(`${PATHS.flipToFibre}?calls=yes&people=5&uploads=no&watch=hd`);
    // An unknown answer is drawn as no answer, so it shares the unanswered copy.
    expect(pageCacheKey(PATHS.nbn, '?people=3&watch=8k')).toBe(PATHS.nbn);
    expect(pageCacheKey(PATHS.aboutUs, '?people=4')).toBe(PATHS.aboutUs);
  });

  it('/compare: one key for one set of plans, however the query spells it (commas or a form\'s repeated checkboxes, any order)', () => {
    const key = `${PATHS.compare}?plans=10317%2C10318`;
    for (const search of ['?plans=10318,10317', '?plans=10317&plans=10318', '?plans=10318&plans=10317&utm_source=x', '?plans=+10317+,10318,10318,'])
      expect(pageCacheKey(PATHS.compare, search), search).toBe(key);
    expect(pageCacheKey(PATHS.compare, '?plans=')).toBe(PATHS.compare);
    // Anything that is not plan ids gets one page, whatever it says.
    expect(pageCacheKey(PATHS.compare, '?plans=abc')).toBe(`${PATHS.compare}?plans=-`);
    expect(pageCacheKey(PATHS.compare, '?plans=1&plans=<script>')).toBe(`${PATHS.compare}?plans=-`);
  });
});
