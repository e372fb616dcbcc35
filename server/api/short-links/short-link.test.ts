import { describe, expect, it } from 'vitest';
import { cacheControl } from '../cache-control';
import { createShortLinkHandler, sameSiteTarget } from './short-link';

describe('sameSiteTarget (docs/architecture.md#reliability-and-security: no route can be made to redirect off-site)', () => {
  it('keeps paths on this site, with query and hash', () => {
    expect(sameSiteTarget('/flip-to-fibre')).toBe('/flip-to-fibre');
    expect(sameSiteTarget('/broadband/nbn/phone#call-rates')).toBe('/broadband/nbn/phone#call-rates');
    expect(sameSiteTarget('/broadband/nbn?offer=boost')).toBe('/broadband/nbn?offer=boost');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example',
    // Dot segments resolve away to a protocol-relative path.
    '/.//evil.example/x',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/\\evil.example',
    '/\tevil',
    '/\u0000x',
    'javascript:alert(1)',
    'evil.example',
    ' /flip-to-fibre',
    '',
  ])('refuses %j', (target) => {
    expect(sameSiteTarget(target)).toBeNull();
  });
});

describe('the short link handler (docs/product/content.md#short-links /s/{shortLinkId})', () => {
  const links = [
    { id: 'ftf', target: '/flip-to-fibre' },
    { id: 'evil', target: 'https://evil.example' },
  ];
  const handler = createShortLinkHandler(async () => links);
  const go = async (id: string) => (await handler(new Request('http://x/s/' + id), { id })).headers.get('location');

  it('redirects known ids and sends the rest to /not-found', async () => {
    expect(await go('ftf')).toBe('/flip-to-fibre');
    expect(await go('evil')).toBe('/not-found');
    expect(await go('nope')).toBe('/not-found');
    expect(await go('../../etc')).toBe('/not-found');
  });

  it('lets shared caches keep a found link like content, and no cache keep a miss', async () => {
    const cacheOf = async (id: string) => (await handler(new Request('http://x/s/' + id), { id })).headers;
    expect((await cacheOf('ftf')).get('cache-control')).toBe(cacheControl('content'));
    expect((await cacheOf('ftf')).get('surrogate-key')).toBe('site');
    for (const id of ['evil', 'nope', '../../etc']) expect((await cacheOf(id)).get('cache-control'), id).toBe('private, no-store');
    const failing = createShortLinkHandler(async () => null);
    expect((await failing(new Request('http://x/s/ftf'), { id: 'ftf' })).headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends everything to /not-found when the links cannot be loaded', async () => {
    const failing = createShortLinkHandler(async () => null);
    expect((await failing(new Request('http://x/s/ftf'), { id: 'ftf' })).headers.get('location')).toBe('/not-found');
  });
});
