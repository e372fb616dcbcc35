// k6: Service qualification proxy (GET /api/service-qualification), upstream 1-3 s.
//   k6 run -e BASE_URL=http://127.0.0.1:3000 loadtests/service-qualification.ts        (MODE=quick for ~10 s)
import { k6Scenario } from './k6-scenario.ts';

const scenario = k6Scenario(open('./scenarios.json'), 'serviceQualification');

export const options = scenario.options;

export default scenario.iteration;
