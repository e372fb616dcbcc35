// k6: A browsing mix: pages, the API reads pages make, address checks.
//   k6 run -e BASE_URL=http://127.0.0.1:3000 loadtests/browsing-mix.ts        (MODE=quick for ~10 s)
import { k6Scenario } from './k6-scenario.ts';

const scenario = k6Scenario(open('./scenarios.json'), 'browsingMix');

export const options = scenario.options;

export default scenario.iteration;
