// .ci/run's closing line from this run's vitest reports: failed files count (a file failing to load has no failed test).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPORT_PATHS } from './npm-test.mjs';

/** @typedef {{ testResults: { status: string, name?: string, message?: string, assertionResults?: { status: string, fullName: string, failureMessages: string[] | null }[] }[], numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests?: number, success: boolean }} Report */

/** @param {Report[]} reports */
export function summaryLine(reports) {
  const files = reports.flatMap((report) => report.testResults);
  const sum = (/** @type {(report: Report) => number} */ count) => reports.reduce((total, report) => total + count(report), 0);
  const failedFiles = files.filter((file) => file.status !== 'passed').length;
  const failedTests = sum((report) => report.numFailedTests);
  const skipped = sum((report) => report.numPendingTests + (report.numTodoTests ?? 0));
  return (
    `${files.length - failedFiles}/${files.length} test files passed, ${failedFiles} failed; ` +
    `${sum((report) => report.numPassedTests)} tests passed, ${failedTests} failed` +
    (skipped ? `, ${skipped} skipped` : '') +
    (reports.every((report) => report.success) || failedFiles > 0 || failedTests > 0 ? '' : ' (vitest reported a failure)')
  );
}

/** Each failed test (or file that failed to load) with its error's first line: CI shows only the output's tail. @param {Report[]} reports */
export function failureLines(reports) {
  const first = (/** @type {string | undefined} */ text) => (text ?? '').trim().split('\n')[0].slice(0, 300);
  return reports.flatMap((report) => report.testResults.filter((file) => file.status !== 'passed')).flatMap((file) => {
    const [where, failed] = [`failed: ${relative(process.cwd(), file.name ?? '?')}`, (file.assertionResults ?? []).filter((test) => test.status === 'failed')];
    return failed.length > 0 ? failed.map((test) => `${where} > ${test.fullName}: ${first(test.failureMessages?.[0])}`) : [`${where}: ${first(file.message)}`];
  });
}

/** @param {Record<string, string>} paths each report's path, by what it reports on @param {number} exitStatus */
export function closingLine(paths, exitStatus) {
  const missing = Object.keys(paths).filter((project) => !existsSync(paths[project]));
  const reports = Object.values(paths).filter((path) => existsSync(path)).map((path) => JSON.parse(readFileSync(path, 'utf8')));
  const line = [...failureLines(reports), reports.length > 0 ? summaryLine(reports) : 'no test report'].join('\n');
  return missing.length > 0 ? `${line}; no report from ${missing.join(', ')}: those tests did not run, exit ${exitStatus}` : line;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(closingLine(REPORT_PATHS, Number(process.argv[2] ?? 0)));
}
