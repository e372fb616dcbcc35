import { describe, expect, it } from 'vitest';
import { planFixture } from '../../../tests/support/plan-fixture';
import { readSpeedAnswers, speedAdvice, speedAdviceReason, speedAnswer, speedNeed, type SpeedAnswers } from './speed-advice';

// The embedded catalogue's nbn tiers: speed key, monthly price, typical evening speed, upload.
const NBN_PLANS = (
  [
    ['nbn12', 59.95, 12, 1],
    ['nbn25', 69.95, 25, 5],
    ['nbn50', 84.95, 50, 20],
    ['nbn100', 89.95, 100, 20],
    ['nbn 100/40', 94.95, 100, 40],
    ['nbn250', 99.95, 215, 25],
    ['nbn500', 109.95, 370, 50],
  ] as const
).map(([planSpeed, price, typicalEveningSpeed, planUploadSpeed], id) => planFixture({ id, planSpeed, price, typicalEveningSpeed, planUploadSpeed }));
const answers = (over: Partial<SpeedAnswers> = {}): SpeedAnswers => ({ people: '2', watch: 'hd', calls: 'no', uploads: 'no', ...over });
const plan = (id: number, price: number, typicalEveningSpeed: number, planUploadSpeed: number) => ({ id, price, typicalEveningSpeed, planUploadSpeed });
const speedOf = (a: SpeedAnswers, plans = NBN_PLANS) => speedAdvice(a, plans)?.plan.planSpeed;

describe('docs/product/plans.md#what-speed-do-i-need: the needs', () => {
  it('"for each person online at once, 5Mbps for browsing, social media and music, 10Mbps when they stream in HD, 25Mbps when they stream in 4K"', () => {
    expect(speedNeed(answers({ people: '1', watch: 'none' })).download).toBe(5);
    expect(speedNeed(answers({ people: '2', watch: 'hd' })).download).toBe(20);
    expect(speedNeed(answers({ people: '4', watch: '4k' })).download).toBe(100);
  });

  it('"plus 20Mbps when someone games or works on video calls"; "5 or more counts as 5 people"', () => {
    expect(speedNeed(answers({ people: '5', watch: '4k', calls: 'yes' })).download).toBe(145);
  });

  it('"Upload: 20Mbps for big uploads, else 5Mbps for games and video calls, else none in particular"', () => {
    expect(speedNeed(answers({ uploads: 'yes', calls: 'yes' })).upload).toBe(20);
    expect(speedNeed(answers({ calls: 'yes' })).upload).toBe(5);
    expect(speedNeed(answers()).upload).toBe(0);
  });
});

describe('docs/product/plans.md#what-speed-do-i-need: "the cheapest plan (monthly price, then the faster evening speed) whose typical evening speed and upload speed both reach those needs"', () => {
  it('recommends the nbn tier each household needs', () => {
    expect(speedOf(answers({ people: '1', watch: 'none' }))).toBe('nbn12');
    expect(speedOf(answers())).toBe('nbn25');
    expect(speedOf(answers({ people: '4' }))).toBe('nbn50');
    expect(speedOf(answers({ people: '4', calls: 'yes' }))).toBe('nbn100');
    expect(speedOf(answers({ people: '5', watch: '4k', calls: 'yes' }))).toBe('nbn250');
  });

  it('reads the evening speed, not the tier name: 250Mbps plans give 215Mbps in the evening', () => {
    expect(speedOf(answers({ people: '5', watch: '4k', calls: 'yes', uploads: 'yes' }))).toBe('nbn250');
    const evening = [plan(1, 90, 215, 25), plan(2, 80, 250, 25)];
    expect(speedAdvice(answers({ people: '4', watch: '4k', calls: 'yes', uploads: 'no' }), evening)?.plan.id).toBe(2);
    expect(speedAdvice(answers({ people: '5', watch: '4k', calls: 'yes' }), [plan(1, 90, 140, 50), plan(2, 99, 150, 50)])?.plan.id).toBe(2);
  });

  it('needs the upload too: video calls rule out a 1Mbps upload, big uploads a 5Mbps one', () => {
    expect(speedOf(answers({ people: '1', watch: 'none', calls: 'yes' }))).toBe('nbn25');
    expect(speedOf(answers({ people: '1', watch: 'none', uploads: 'yes' }))).toBe('nbn50');
  });

  it('at one price, the faster plan; then the lower id, so the answer never depends on the order given', () => {
    const same = [plan(3, 80, 100, 20), plan(2, 80, 215, 20), plan(1, 80, 215, 20)];
    expect(speedAdvice(answers(), same)?.plan.id).toBe(1);
    expect(speedAdvice(answers(), [...same].reverse())?.plan.id).toBe(1);
  });
});

describe('docs/product/plans.md#what-speed-do-i-need: "When no plan does, it is the fastest plan there is"', () => {
  it('recommends the fastest plan, and says it falls short', () => {
    const slow = NBN_PLANS.filter((p) => p.typicalEveningSpeed <= 50);
    const advice = speedAdvice(answers({ people: '5', watch: '4k' }), slow);
    expect(advice?.plan.planSpeed).toBe('nbn50');
    expect(advice?.enough).toBe(false);
  });

  it('"Plans are only ever the ones the visitor can order": none, and there is no recommendation', () => {
    expect(speedAdvice(answers(), [])).toBeNull();
  });
});

describe('docs/product/plans.md#what-speed-do-i-need: the answers, read from the query', () => {
  it('all four known answers, or none', () => {
    expect(readSpeedAnswers(new URLSearchParams('people=4&watch=4k&calls=yes&uploads=no'))).toEqual({ people: '4', watch: '4k', calls: 'yes', uploads: 'no' });
    expect(readSpeedAnswers(new URLSearchParams('people=4&watch=4k&calls=yes'))).toBeNull();
    expect(readSpeedAnswers(new URLSearchParams('people=3&watch=4k&calls=yes&uploads=no'))).toBeNull();
  });

  it('each field alone: a known value, else as if not asked', () => {
    expect(speedAnswer('watch', '4k')).toBe('4k');
    expect(speedAnswer('watch', '8k')).toBeUndefined();
    expect(speedAnswer('people', null)).toBeUndefined();
  });
});

describe('docs/product/plans.md#what-speed-do-i-need: "The answer names the plan, its typical evening speed, and why"', () => {
  it('says what the household needs and what the plan gives', () => {
    const a = answers({ people: '4', watch: '4k', calls: 'yes', uploads: 'yes' });
    expect(speedAdviceReason(a, speedAdvice(a, NBN_PLANS)!, 'here')).toBe(
      '3 or 4 people streaming in 4K at once, with games or video calls and big uploads, need about 120Mbps in the evening and 20Mbps upload. ' +
        'This plan typically gives 215Mbps from 7 to 11 pm, with 25Mbps upload: the lowest-priced plan here that does.',
    );
  });

  it('one person, and a plan that falls short', () => {
    const a = answers({ people: '1', watch: '4k' });
    expect(speedAdviceReason(a, speedAdvice(a, [plan(1, 60, 12, 1)])!, 'at your address')).toBe(
      'One person streaming in 4K needs about 25Mbps in the evening. No plan at your address reaches that: this is the fastest, and typically gives 12Mbps from 7 to 11 pm, with 1Mbps upload.',
    );
  });
});
