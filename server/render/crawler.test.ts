import { describe, expect, it } from 'vitest';
import { isCrawler } from './crawler';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

describe('isCrawler (isbot, less the browsers that stand in for people)', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (compatible; Embedly/0.2; +http://support.embed.ly/)',
    'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/534+ (KHTML, like Gecko) BingPreview/1.0b',
    'Mozilla/5.0 (compatible; Google-InspectionTool/1.0)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  ])('waits for the whole page for %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each([
    CHROME,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    // The browser tests' Chromium and Lighthouse measure what a visitor gets: the streamed page.
    CHROME.replace('Chrome/', 'HeadlessChrome/'),
    `${CHROME} Chrome-Lighthouse`,
  ])('streams to %s', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });

  it('streams when the header is missing or empty', () => {
    expect(isCrawler(undefined)).toBe(false);
    expect(isCrawler('')).toBe(false);
  });

  it('counts plain HTTP clients as crawlers: they get the whole page at once', () => {
    expect(isCrawler('curl/8.5.0')).toBe(true);
    expect(isCrawler('python-requests/2.31.0')).toBe(true);
  });
});
