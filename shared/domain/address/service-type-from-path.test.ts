import { describe, expect, it } from 'vitest';
import { requestedServiceTypeForPath, serviceTypeFromPath } from './service-type-from-path';

describe('docs/product/address-check.md#service-type-from-path: "path containing broadband/nbn gives nbn, broadband/fibre gives fibre, broadband/home-wireless gives hwbb, otherwise empty"', () => {
  it.each([
    ['/broadband/nbn', 'nbn'],
    ['/broadband/nbn/home-secure', 'nbn'],
    ['/broadband/nbn/phone', 'nbn'],
    ['/broadband/fibre', 'fibre'],
    ['/broadband/home-wireless', 'hwbb'],
    ['/', ''],
    ['/flip-to-fibre', ''],
    ['/mobile-broadband', ''],
    ['/contact-us', ''],
  ])('%s gives %j', (path, expected) => {
    expect(serviceTypeFromPath(path)).toBe(expected);
  });
});

describe('requestedServiceTypeForPath: docs/product/ordering-and-handoff.md#flip-to-fibre-page catalogue urls "flip to fibre /flip-to-fibre" and "mobile broadband /mobile-broadband" added for the additional error', () => {
  it.each([
    ['/flip-to-fibre', 'flipToFibre'],
    ['/flip-to-fibre/features', 'flipToFibre'],
    ['/mobile-broadband', 'mbb'],
    ['/mobile-broadband?x=1', 'mbb'],
    ['/broadband/nbn', 'nbn'],
    ['/broadband/fibre', 'fibre'],
    ['/broadband/home-wireless', 'hwbb'],
    ['/mobilephone', ''],
    ['/flip-to-fibres', ''],
    ['/', ''],
  ])('%s gives %j', (path, expected) => {
    expect(requestedServiceTypeForPath(path)).toBe(expected);
  });
});
