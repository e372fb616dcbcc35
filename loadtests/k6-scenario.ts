// What the three k6 scripts share: options from loadtests/scenarios.json (the arrival rate, stages and
// thresholds the Node runner applies too) and one iteration: a request of the mix, tagged by kind, one
// body in ten checked (body-check.ts). k6 resolves imports as URLs: local modules keep their extension.
import { check } from 'k6';
import exec from 'k6/execution';
import http from 'k6/http';
import type { Options } from 'k6/options';
import { bodyProblem, checksBody } from '../harness/body-check.ts';
import { parseScenarioFile, planRequest, type ScenarioName } from '../harness/scenario-file.ts';

/** Loopback by default; point BASE_URL at another host only on purpose. */
const BASE_URL = (__ENV.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');

/** A script's options and iteration for one scenario (`open` must run in each script's init context); MODE=quick: the quick stages. */
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
        stages: __ENV.MODE === 'quick' ? settings.quickStages : settings.stages,
      },
    },
    thresholds: settings.thresholds,
    summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
  };
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
