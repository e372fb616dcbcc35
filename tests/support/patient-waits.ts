// Testing Library's waits (findBy*, waitFor) end at the test's own timeout, not at 1 s: unit runs at
// the lowest priority beside the build and the drills (scripts/npm-test.mjs), where a worker can stall
// past a second. A wait still ends the moment what it waits for is there.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 15_000 });
