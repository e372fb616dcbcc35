// k6: Address search proxy (GET /api/address, /api/address/:locId).
// Settings, thresholds and data come from loadtests/scenarios.json (shared with `npm run load`).
//   k6 run -e BASE_URL=http://127.0.0.1:3000 loadtests/address-search.ts        (MODE=quick for ~10 s)
import { iteration, k6Options, scenarioFile } from './k6-scenario.ts';

const file = scenarioFile(open('./scenarios.json'));

export const options = k6Options(file, 'addressSearch', __ENV.MODE);

export default function (): void {
  iteration(file, 'addressSearch');
}
