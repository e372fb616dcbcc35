// The lint rules that keep a test able to fail (eslint.config.js, @vitest/eslint-plugin): each case
// lints a test file's text with the repository's own configuration.
import { describe, expect, it } from 'vitest';
import { rulesFiredIn as rulesFiredInText } from './rules-fired.test-helper';

/** The rule ids that fire for `body`, placed in a test file of the repository. */
const rulesFiredIn = (body: string) =>
  rulesFiredInText('server/zz.test.ts', `import { expect, it } from 'vitest';\nexport const answer = () => Promise.resolve(1);\n${body}\n`);

describe('tests that can fail (docs/operations.md#how-the-suite-is-organised)', () => {
  it.each([
    ['an async assertion not awaited', "it('x', async () => { expect(answer()).resolves.toBe(1); });", 'vitest/valid-expect'],
    ['a poll not awaited', "it('x', async () => { expect.poll(() => 1).toBe(1); });", 'no-restricted-syntax'],
    ['a negated poll not awaited', "it('x', async () => { expect.poll(() => 1).not.toBe(2); });", 'no-restricted-syntax'],
    ['a test with no assertion', "it('x', async () => { await answer(); });", 'vitest/expect-expect'],
    ['a skipped test', "it.skip('x', () => { expect(1).toBe(1); });", 'vitest/no-disabled-tests'],
    ['a focused test', "it.only('x', () => { expect(1).toBe(1); });", 'vitest/no-focused-tests'],
    ['two tests of one name', "it('x', () => { expect(1).toBe(1); });\nit('x', () => { expect(2).toBe(2); });", 'vitest/no-identical-title'],
  ])('refuses %s', async (_label, body, rule) => {
    expect(await rulesFiredIn(body)).toContain(rule);
  });

  it.each([
    ['an awaited async assertion', "it('x', async () => { await expect(answer()).resolves.toBe(1); });"],
    ['an awaited poll with a message', "it('x', async () => { await expect.poll(() => 1, { timeout: 100 }).toBe(1); expect(1, 'one').toBe(1); });"],
    ['a project helper that asserts', "const checkAnswer = async () => expect(await answer()).toBe(1);\nit('x', async () => { await checkAnswer(); });"],
  ])('lets %s through', async (_label, body) => {
    expect(await rulesFiredIn(body)).toEqual([]);
  });
});
