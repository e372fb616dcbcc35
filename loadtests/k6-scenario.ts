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
import { parseScenarioFile, planRequest, stagesFor, type ScenarioFile, type ScenarioName } from '../harness/scenario-file.ts';

/** Parses the scenario file; `open` itself must run in each script's init context. */
export function scenarioFile(text: string): ScenarioFile {
  return parseScenarioFile(text);
}

/** k6 options of one scenario; MODE=quick uses the quick stages. */
export function k6Options(file: ScenarioFile, name: ScenarioName, mode: string | undefined): Options {
  const settings = file.scenarios[name];
  return {
    scenarios: {
      [name]: {
        executor: settings.executor,
        startRate: settings.startRate,
        timeUnit: settings.timeUnit,
        preAllocatedVUs: settings.preAllocatedVUs,
        maxVUs: settings.maxVUs,
        stages: stagesFor(settings, mode === 'quick'),
      },
    },
    thresholds: settings.thresholds,
    summaryTrendStats: ['avg', 'med', 'p(95)', 'p(99)', 'max'],
  };
}

/** Loopback by default; point BASE_URL at another host only on purpose. */
export function baseUrl(): string {
  return (__ENV.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
}

/** One iteration: one request of the mix; a sample of 2xx answers has its body checked. */
export function iteration(file: ScenarioFile, name: ScenarioName): void {
  const request = planRequest(file.scenarios[name], file.data, Math.random);
  const response = http.get(`${baseUrl()}${request.path}`, {
    headers: request.headers,
    // `name` groups URLs by kind so k6 keeps a bounded set of series.
    tags: { kind: request.kind, name: request.kind },
  });
  // A failed status is http_req_failed's to judge; `checks` judges what a 2xx answer carried.
  if (response.status >= 200 && response.status < 300 && checksBody(exec.scenario.iterationInTest)) {
    check(response, { 'body has the expected shape': (r) => bodyProblem(request.kind, typeof r.body === 'string' ? r.body : '') === undefined }, { kind: request.kind });
  }
}
