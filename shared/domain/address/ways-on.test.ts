// docs/product/address-check.md#ways-on: "every link leads to plans the address can get, lands on the
// plan list (#plans), and never leads back to the page the visitor is on"; "an alternative service is
// offered only where it is available". Walked over every scenario address and every page with an
// address check.
import { describe, expect, it } from 'vitest';
import { SCENARIO_SQ, scenarioSq } from '../../../tests/support/scenario-sq';
import { CATALOGUE_PATHS, PATHS } from '../../routes/paths';
import type { ServiceType } from '../../schemas/plan';
import { resultMessage } from './result-message';
import { serviceStatus } from './service-status';
import { availableServicesSentence, noLineAlternatives, plansPathFor, servicesAtAddress } from './ways-on';

/** The pages with an address check, and the service each sells ('' for none). */
const PAGES: readonly { path: string; requested: ServiceType | '' }[] = [
  { path: PATHS.home, requested: '' },
  { path: PATHS.availability, requested: '' },
  { path: PATHS.nbn, requested: 'nbn' },
  { path: PATHS.fibre, requested: 'fibre' },
  { path: PATHS.homeWireless, requested: 'hwbb' },
  { path: PATHS.mobileBroadband, requested: 'mbb' },
];

const SERVICE_OF_PATH = new Map<string, 'nbn' | 'fibre' | 'hwbb' | 'mbb'>([
  [CATALOGUE_PATHS.nbn, 'nbn'],
  [CATALOGUE_PATHS.fibre, 'fibre'],
  [CATALOGUE_PATHS.hwbb, 'hwbb'],
  [CATALOGUE_PATHS.mbb, 'mbb'],
]);

describe('the ways on from every scenario address, on every page', () => {
  it.each(SCENARIO_SQ.map(({ key, sq }) => [key, sq] as const))('%s', (_key, sq) => {
    for (const page of PAGES) {
      const path = plansPathFor(sq, page.requested, page.path);
      const message = resultMessage({ sq, isFlipPage: false, addressNotFound: false, requested: page.requested });
      if (sq.categories.length === 0) {
        // Nothing to list: no "See plans" at all, and no service offered that is not there.
        expect(path).toBeNull();
        expect(noLineAlternatives(sq, page.path)).toEqual([]);
        continue;
      }
      expect(path, page.path).not.toBeNull();
      const [target, anchor] = (path as string).split('#');
      // It lands on the plan list, of a service the address can get.
      expect(anchor).toBe('plans');
      const service = SERVICE_OF_PATH.get(target as string);
      expect(service).toBeDefined();
      expect(serviceStatus(service!, sq).kind).toBe('available');
      // A page whose service is missing never sends the visitor back to itself.
      if (message.kind === 'service-unavailable') expect(target).not.toBe(page.path);
      for (const alternative of noLineAlternatives(sq, page.path)) {
        expect(alternative.path.split('#')[0]).not.toBe(page.path);
        if (alternative.service !== 'mobile') expect(serviceStatus(alternative.service, sq).kind).toBe('available');
      }
    }
  });
});

describe('examples', () => {
  it('2 Gidgee Track (no service) is offered no mobile broadband, which does not reach it', () => {
    const sq = scenarioSq('no-service');
    expect(noLineAlternatives(sq, PATHS.home)).toEqual([]);
    expect(noLineAlternatives(sq, PATHS.mobileBroadband)).toEqual([]);
  });

  it('40 Mopoke Lane is told it has 5G home wireless, and "See plans" goes to those plans', () => {
    const sq = scenarioSq('home-wireless-only');
    expect(availableServicesSentence(sq)).toBe('Available at this address: 5G home wireless and mobile broadband.');
    const message = resultMessage({ sq, isFlipPage: false, addressNotFound: false, requested: '' });
    expect(message).toMatchObject({ kind: 'available', services: 'Available at this address: 5G home wireless and mobile broadband.' });
    expect(plansPathFor(sq, '', PATHS.home)).toBe('/broadband/home-wireless#plans');
    // From the nbn page (nbn is not there yet): home wireless, not back to nbn.
    expect(plansPathFor(sq, 'nbn', PATHS.nbn)).toBe('/broadband/home-wireless#plans');
  });

  it('a fibre network comes first, then nbn, home wireless and mobile broadband', () => {
    expect(servicesAtAddress(scenarioSq('vision-fibre')).map((entry) => entry.service)).toEqual(['fibre', 'nbn', 'hwbb', 'mbb']);
    expect(servicesAtAddress(scenarioSq('fixed-wireless')).map((entry) => entry.service)).toEqual(['nbn', 'mbb']);
    expect(plansPathFor(scenarioSq('fixed-wireless'), 'hwbb', PATHS.homeWireless)).toBe('/broadband/nbn#plans');
  });

  it('an address with mobile coverage but no line is offered what reaches it, never the page it is on', () => {
    const sq = { ...scenarioSq('home-wireless-only') };
    expect(noLineAlternatives(sq, PATHS.home).map((entry) => entry.label)).toEqual(['Home wireless plans', 'Mobile broadband', 'Mobile SIM plans']);
    expect(noLineAlternatives(sq, PATHS.mobileBroadband).map((entry) => entry.label)).toEqual(['Home wireless plans', 'Mobile SIM plans']);
  });
});
