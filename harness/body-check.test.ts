import { describe, expect, it } from 'vitest';
import { BODY_CHECK_EVERY, bodyProblem, checksBody } from './body-check';

const address = { formattedAddress: '1 Test St, Testville NSW 2000', providers: [{ locationId: 'LOC000000000001', name: 'NBN' }] };

describe('bodyProblem: the sampled body checks of both load runners', () => {
  it('passes the shapes the site answers', () => {
    expect(bodyProblem('page', '<!DOCTYPE html><html lang="en"><body>…</body></html>\n')).toBeUndefined();
    expect(bodyProblem('addressSearch', JSON.stringify([address]))).toBeUndefined();
    expect(bodyProblem('addressSearch', '[]')).toBeUndefined();
    expect(bodyProblem('addressById', JSON.stringify([address]))).toBeUndefined();
    expect(bodyProblem('serviceQualification', JSON.stringify({ sqSummary: {}, availablePlanCategories: [], priority: [] }))).toBeUndefined();
    expect(bodyProblem('contentApi', JSON.stringify({ title: 'About us' }))).toBeUndefined();
    expect(bodyProblem('contentApi', JSON.stringify([{ label: 'Home' }]))).toBeUndefined();
  });

  it('fails an empty, cut-short or wrong body', () => {
    expect(bodyProblem('page', '')).toMatch(/not an HTML document/);
    expect(bodyProblem('page', '<!doctype html><html><body>half')).toMatch(/cut short/);
    expect(bodyProblem('addressSearch', '{"error":{"code":"upstream_malformed"}}')).toMatch(/not an address list/);
    expect(bodyProblem('addressSearch', '[{"formattedAddress":"x"}]')).toMatch(/lacks formattedAddress or providers/);
    expect(bodyProblem('addressById', '[{"formattedAd')).toBe('not JSON');
    expect(bodyProblem('serviceQualification', '{"sqSummary":{}}')).toMatch(/not a qualification/);
    expect(bodyProblem('contentApi', '{}')).toMatch(/empty/);
    expect(bodyProblem('contentApi', 'null')).toMatch(/empty/);
  });

  it('samples one iteration in ten', () => {
    const sampled = Array.from({ length: 100 }, (_, n) => n).filter(checksBody);
    expect(sampled).toHaveLength(100 / BODY_CHECK_EVERY);
    expect(sampled[0]).toBe(0);
  });
});
