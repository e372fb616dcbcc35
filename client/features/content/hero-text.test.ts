import { describe, expect, it } from 'vitest';
import { heroText } from './hero-text';

describe('heroText: one heading per page, never a heading stacked on another', () => {
  it('a title that says the heading and more becomes the h1', () => {
    expect(heroText('Flip to Fibre', { title: 'Flip to Fibre, free', lead: 'Swap the copper.' })).toEqual({
      heading: 'Flip to Fibre, free',
      lead: 'Swap the copper.',
    });
  });

  it('any other title opens the lead as its first sentence', () => {
    expect(heroText('nbn plans', { title: 'Unlimited nbn, no lock-in', lead: 'Pick the speed you need.' })).toEqual({
      heading: 'nbn plans',
      lead: 'Unlimited nbn, no lock-in. Pick the speed you need.',
    });
    expect(heroText('Network outages', { title: 'Having Network speed troubles?', lead: 'Check here.' }).lead).toBe(
      'Having Network speed troubles? Check here.',
    );
  });

  it('a title that repeats the heading is left out', () => {
    expect(heroText('Home Secure', { title: 'home secure ', lead: 'Protection.' })).toEqual({ heading: 'Home Secure', lead: 'Protection.' });
  });
});
