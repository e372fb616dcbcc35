// V8 options the site sets on itself as it starts: server/index.ts imports this module first. Node
// refuses them in NODE_OPTIONS, so they cannot join server/node.env; set here, they reach every start
// of the site alike (`npm start`, the image, the harness and the tests).
//
// --no-allocation-site-pretenuring: when many requests are in flight across a collection (a burst,
// steady load) V8 can judge their allocation sites long-lived and place their objects in the old
// generation from then on, so every young collection keeps whatever they point to. At 300 proxied
// answers a second that moved 1.1-1.3 MB to the old generation per collection, in 7-10 ms pauses every
// 0.3 s; without it 0.3-0.4 MB in 2.4-3.2 ms, for less CPU per answer, and the load profile's peak
// RSS fell from 255 to 183 MB (docs/operations.md#measured-figures).
import { setFlagsFromString } from 'node:v8';

export const SITE_V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of SITE_V8_FLAGS) setFlagsFromString(flag);
