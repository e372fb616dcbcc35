// k6: Address search proxy (GET /api/address, /api/address/:locId).
//   k6 run -e BASE_URL=http://127.0.0.1:3000 loadtests/address-search.ts        (MODE=quick for ~10 s)
import { k6Scenario } from './k6-scenario.ts';

const scenario = k6Scenario(open('./scenarios.json'), 'addressSearch');

export const options = scenario.options;

export default scenario.iteration;
