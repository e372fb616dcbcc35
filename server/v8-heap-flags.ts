// V8 options the site sets on itself, first thing (server/index.ts): Node refuses them in NODE_OPTIONS.
// --no-allocation-site-pretenuring: in-flight requests' objects judged long-lived would keep whatever they
// point to through every young collection (docs/operations.md#measured-figures).
import { setFlagsFromString } from 'node:v8';

export const SITE_V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of SITE_V8_FLAGS) setFlagsFromString(flag);
