// zod's classic object checks, which the server's upstream and input schemas use, compile with `new Function`:
// two to five times faster per answer than interpreted. The browser, under the site's CSP, carries only zod/mini,
// which never compiles (tests/e2e/bundle-budget.test.ts), so nothing the server loads may turn compiling off.
import { z } from 'zod';
import { expect, it } from 'vitest';

it("nothing the server loads turns zod's compiled object checks off", async () => {
  await Promise.all([import('./compose'), import('../client/entry-server'), import('../shared/schemas/site-api'), import('../shared/schemas/contact')]);
  expect(z.config().jitless).toBeFalsy();
});
