// The site's CSP forbids `new Function` (no 'unsafe-eval'). zod's classic object schemas, which some chunks carry,
// test for it as they are made, and the browser reports each test as a violation. zod reads this global as it loads
// (its core.ts: set it before zod loads), so the entry sets it first, without loading zod. The server, with no
// CSP, keeps zod's compiled checks (server/zod-compiled-checks.test.ts).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
