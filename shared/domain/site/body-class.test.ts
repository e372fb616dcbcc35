import { describe, expect, it } from 'vitest';
import { bodyClassForPath, footerThemeForPath } from './body-class';

const classesOf = (path: string, bannerHidden = false) => bodyClassForPath(path, { bannerHidden }).split(' ');

describe('bodyClassForPath', () => {
  // docs/product/frame.md#body-classes: "The body gets a style class derived from the path."
  it('derives a page class from the path', () => {
    expect(classesOf('/broadband/nbn', true)).toEqual(['page-broadband-nbn']);
    expect(classesOf('/flip-to-fibre/faq-terms', true)).toEqual(['page-flip-to-fibre-faq-terms']);
  });

  it('ignores query, hash, trailing slash and case', () => {
    expect(classesOf('/Broadband/NBN/?utm_source=x#plans', true)).toEqual(['page-broadband-nbn']);
  });

  // docs/product/frame.md#body-classes: "The homepage ... get[s] special classes".
  it('gives the homepage page-home and homepage', () => {
    expect(classesOf('/', true)).toEqual(['page-home', 'homepage']);
    expect(classesOf('/?x=1', true)).toEqual(['page-home', 'homepage']);
  });

  // docs/product/frame.md#body-classes: "/mobile-broadband and /broadband/home-wireless ... (the last two: 'mbb-hwbb-disabled')".
  it("adds 'mbb-hwbb-disabled' on /mobile-broadband and /broadband/home-wireless only", () => {
    expect(classesOf('/mobile-broadband', true)).toContain('mbb-hwbb-disabled');
    expect(classesOf('/broadband/home-wireless/', true)).toContain('mbb-hwbb-disabled');
    expect(classesOf('/broadband/nbn', true)).not.toContain('mbb-hwbb-disabled');
    expect(classesOf('/', true)).not.toContain('mbb-hwbb-disabled');
  });

  // docs/product/frame.md#promo-banner: "A 'has-banner' class is set unless the flood banner was hidden."
  it("adds 'has-banner' unless the banner was hidden", () => {
    expect(classesOf('/', false)).toEqual(['page-home', 'homepage', 'has-banner']);
    expect(classesOf('/mobile-broadband', false)).toEqual(['page-mobile-broadband', 'mbb-hwbb-disabled', 'has-banner']);
    expect(classesOf('/contact-us', true)).not.toContain('has-banner');
  });
});

describe('footerThemeForPath', () => {
  // docs/product/frame.md#footer: "light green on /lodge-a-complaint".
  it('is light green on /lodge-a-complaint', () => {
    expect(footerThemeForPath('/lodge-a-complaint')).toBe('light-green');
  });

  // docs/product/frame.md#footer: "grey, off-blue or indigo on listed product pages" (the mapping is our decision).
  it('is off-blue on the plan pages, the SIM plans of /mobilephone with the others', () => {
    for (const path of ['/broadband/nbn', '/broadband/fibre', '/broadband/home-wireless', '/broadband/nbn/phone', '/flip-to-fibre', '/flip-to-fibre/faq-terms', '/mobile-broadband', '/mobilephone']) {
      expect(footerThemeForPath(path), path).toBe('off-blue');
    }
  });

  it('is indigo on the call rates', () => {
    expect(footerThemeForPath('/phone/voip-international')).toBe('indigo');
  });

  it('is grey everywhere else', () => {
    for (const path of ['/', '/contact-us', '/about-us', '/broadbandx', '/not-found', '/s/abc']) {
      expect(footerThemeForPath(path), path).toBe('grey');
    }
  });
});
