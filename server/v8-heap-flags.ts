// V8 options the site sets on itself as it starts: server/index.ts imports this module first. Node
// refuses them in NODE_OPTIONS, so they cannot join server/node.env; set here, they reach every start
// of the site alike (`npm start`, the image, the harness and the tests).
//
// --no-allocation-site-pretenuring: when many requests are in flight across a collection V8 can judge
// their allocation sites long-lived and place their objects in the old generation from then on, so
// every young collection keeps whatever they point to: longer pauses, more CPU per answer and a higher
// peak RSS (the figures: docs/operations.md#measured-figures).
import { setFlagsFromString } from 'node:v8';

export const SITE_V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of SITE_V8_FLAGS) setFlagsFromString(flag);
