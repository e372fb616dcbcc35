// What the three k6 scripts share: k6 options built from loadtests/scenarios.json (the ramping
// arrival rate, stages and thresholds the Node runner applies too) and one iteration: a request of
// the scenario's mix, tagged by kind so thresholds can be set per kind, with one body in ten
// checked for its shape (body-check.ts). The thresholds fail the run on any dropped iteration
// (`dropped_iterations: count==0`: k6 could not start it at the target rate) and on any wrong body
// (`checks: rate==1`).
// k6 resolves imports as URLs: local modules are imported with their extension.
import { check } from 'k6';
import exec from 'k6/execution';
import http from 'k6/http';
import type { Options } from 'k6/options';
import { bodyProblem, checksBody } from '../harness/body-check.ts';
import { parseScenarioFile, planRequest, stagesFor, type ScenarioName } from '../harness/scenario-file.ts';

/** Loopback by default; point BASE_URL at another host only on purpose. */
const BASE_URL = (__ENV.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');

/**
 * A k6 script's options and iteration for one scenario of the file's text (`open` itself must run
 * in each script's init context); MODE=quick uses the quick stages.
 */
export function k6Scenario(text: string, name: ScenarioName): { options: Options; iteration: () => void } {
  const file = parseScenarioFile(text);
  const settings = file.scenarios[name];
  const options: Options = {
    scenarios: {
      [name]: {
        executor: settings.executor,
        startRate: settings.startRate,
        timeUnit: settings.timeUnit,
        preAllocatedVUs: settings.preAllocatedVUs,
        maxVUs: settings.maxVUs,
        stages: stagesFor(settings, __ENV.MODE === 'quick'),
      },
    },
    thresholds: settings.thresholds,
    summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
  };
  // One iteration: one request of the mix; a sample of 2xx answers has its body checked.
  const iteration = () => {
    const request = planRequest(settings, file.data, Math.random);
    const response = http.get(`${BASE_URL}${request.path}`, {
      headers: request.headers,
      // `name` groups URLs by kind so k6 keeps a bounded set of series.
      tags: { kind: request.kind, name: request.kind },
    });
    // A failed status is http_req_failed's to judge; `checks` judges what a 2xx answer carried.
    if (response.status >= 200 && response.status < 300 && checksBody(exec.scenario.iterationInTest)) {
      check(response, { 'body has the expected shape': (r) => bodyProblem(request.kind, typeof r.body === 'string' ? r.body : '') === undefined }, { kind: request.kind });
    }
  };
  return { options, iteration };
}
