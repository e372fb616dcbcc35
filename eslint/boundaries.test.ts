// The lint rules on real paths of this repository: each case lints a line of code as if it sat in
// the named file, with the repository's own eslint.config.js.
import { describe, expect, it } from 'vitest';
import { rulesFiredIn as rulesFiredInText } from './rules-fired.test-helper';

/** The rule ids that fire for `code`, which names `value`, placed at `filePath`. */
const rulesFiredIn = (filePath: string, code: string) => rulesFiredInText(filePath, `${code}\nexport const used = [value];\n`);

const importing = (specifier: string) => `import { value } from '${specifier}';`;
const BOUNDARY = 'boundaries/dependencies';

describe('import boundaries (docs/architecture.md#import-rules, eslint-plugin-boundaries)', () => {
  it.each([
    ['shared/ importing server/', 'shared/domain/zz.ts', '../../server/app'],
    ['shared/ importing client/', 'shared/domain/zz.ts', '../../client/entry-server'],
    ['shared/ importing provider/', 'shared/domain/zz.ts', '../../provider/knobs'],
    ['shared/ using a Node module', 'shared/domain/zz.ts', 'node:fs'],
    ['client/ importing server/', 'client/app/zz.tsx', '../../server/app'],
    ['client/ importing provider/', 'client/app/zz.tsx', '../../provider/knobs'],
    ['client/ tests importing server/', 'client/app/zz.test.tsx', '../../server/app'],
    ['server/ importing client/ past entry-server', 'server/render/zz.ts', '../../client/app/routes'],
    ['server/ importing provider/ outside start-embedded-provider.ts', 'server/app-zz.ts', '../provider/knobs'],
    ['provider/ importing server/', 'provider/zz.ts', '../server/app'],
    ['one feature importing another', 'client/features/plans/zz.tsx', '../contact/contact-form-state'],
    ['client-wide code importing a feature', 'client/lib/zz.ts', '../features/contact/contact-form-state'],
    ['the harness importing scripts/', 'harness/zz.ts', '../scripts/bench/measure'],
    ['the harness importing loadtests/', 'harness/zz.ts', '../loadtests/generate-scenario-data'],
    ['the harness importing tests/', 'harness/zz.ts', '../tests/support/test-runtime'],
    ['scripts/ importing tests/', 'scripts/zz.ts', '../tests/support/test-runtime'],
    ['loadtests/ importing scripts/', 'loadtests/zz.ts', '../scripts/bench/measure'],
  ])('refuses %s', async (_label, filePath, specifier) => {
    expect(await rulesFiredIn(filePath, importing(specifier))).toContain(BOUNDARY);
  });

  it('counts re-exports and dynamic imports as well', async () => {
    expect(await rulesFiredIn('shared/domain/zz.ts', "export { value } from '../../server/app';\nconst value = 1;")).toContain(BOUNDARY);
    expect(await rulesFiredIn('shared/domain/zz.ts', "const value = import('../../server/app');")).toContain(BOUNDARY);
  });

  it.each([
    ['shared/ within shared/', 'shared/domain/zz.ts', '../routes/paths'],
    ['shared/ using a package', 'shared/domain/zz.ts', 'zod'],
    ['client/ importing shared/', 'client/app/zz.tsx', '../../shared/routes/paths'],
    ['a feature within itself', 'client/features/contact/zz.tsx', './contact-form-state'],
    ['a feature using client-wide code', 'client/features/contact/zz.tsx', '../../lib/agent-storage-keys'],
    ['server/ through client/entry-server.tsx', 'server/render/zz.ts', '../../client/entry-server'],
    ['server/start-embedded-provider.ts starting provider/', 'server/start-embedded-provider.ts', '../provider/start'],
    ['a server test starting the whole site', 'server/zz.test.ts', '../provider/start'],
    ['a client test using tests/support', 'client/app/zz.test.tsx', '../../tests/support/test-runtime'],
    ['scripts driving provider/ and server/', 'scripts/zz.ts', '../server/config/env'],
    ['tests/ driving everything', 'tests/e2e/zz.test.ts', '../../client/entry-server'],
    ['the harness starting provider/ and reading shared/', 'harness/zz.ts', '../provider/start'],
    ['scripts using the harness', 'scripts/zz.ts', '../harness/built-server'],
    ['load tests using the harness', 'loadtests/zz.ts', '../harness/arrival-rate'],
    ['a script test using tests/support', 'scripts/zz.test.ts', '../tests/support/test-runtime'],
    ['tests using the harness', 'tests/e2e/zz.test.ts', '../../harness/start-fleet'],
  ])('allows %s', async (_label, filePath, specifier) => {
    expect(await rulesFiredIn(filePath, importing(specifier))).not.toContain(BOUNDARY);
  });
});

describe('the server reads its environment only in server/config/', () => {
  it('refuses process.env elsewhere in server/, and allows it in server/config/ and in tests', async () => {
    expect(await rulesFiredIn('server/compose-zz.ts', 'const value = process.env.PAGE_CACHE;')).toContain('no-process-env');
    expect(await rulesFiredIn('server/upstream/zz.ts', 'const value = process.env.ADDRESS_API_URL;')).toContain('no-process-env');
    expect(await rulesFiredIn('server/config/zz.ts', 'const value = process.env.PORT;')).toEqual([]);
    expect(await rulesFiredIn('server/zz.test.ts', 'const value = process.env.PORT;')).toEqual([]);
  });
});

describe('only server/upstream/ calls outside hosts', () => {
  it.each([
    ['the global fetch', "const value = fetch('https://example.test');"],
    ['globalThis.fetch', "const value = globalThis.fetch('https://example.test');"],
    ['undici', "import { request as value } from 'undici';"],
    ['node:http request', "import { request as value } from 'node:http';"],
    ['node:https', "import value from 'node:https';"],
  ])('refuses %s elsewhere in server/', async (_label, code) => {
    const fired = await rulesFiredIn('server/render/zz.ts', code);
    expect(fired.some((rule) => rule.startsWith('no-restricted-'))).toBe(true);
  });

  it('allows them in server/upstream/, in server tests and in the browser', async () => {
    expect(await rulesFiredIn('server/upstream/zz.ts', "import { Pool as value } from 'undici';")).toEqual([]);
    expect(await rulesFiredIn('server/zz.test.ts', "const value = fetch('http://127.0.0.1/');")).toEqual([]);
    expect(await rulesFiredIn('client/lib/zz.ts', "const value = fetch(apiPath('nav'));")).toEqual([]);
  });

  it('lets server/ start its own HTTP server', async () => {
    expect(await rulesFiredIn('server/zz.ts', "import { createServer as value } from 'node:http';")).toEqual([]);
  });
});
