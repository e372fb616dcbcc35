// The closing line of .ci/run, read from this run's vitest JSON report. It counts failed test
// files as well as failed tests: a file that fails to load has no failed test, yet it failed.
// Without a report (npm test stopped at lint, typecheck or build) it says so instead of
// reading an old one.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const REPORT_PATH = 'tests/.artifacts/vitest.json';

/** @param {{ testResults: { status: string }[], numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests?: number, success: boolean }} report */
export function summaryLine(report) {
  const files = report.testResults;
  const failedFiles = files.filter((file) => file.status !== 'passed').length;
  const skipped = report.numPendingTests + (report.numTodoTests ?? 0);
  return (
    `${files.length - failedFiles}/${files.length} test files passed, ${failedFiles} failed; ` +
    `${report.numPassedTests} tests passed, ${report.numFailedTests} failed` +
    (skipped ? `, ${skipped} skipped` : '') +
    (report.success || failedFiles > 0 || report.numFailedTests > 0 ? '' : ' (vitest reported a failure)')
  );
}

/** @param {string | undefined} reportPath @param {number} exitStatus */
export function closingLine(reportPath, exitStatus) {
  if (!reportPath || !existsSync(reportPath))
    return `no test report: npm test stopped before the tests ran (lint, typecheck or build failed), exit ${exitStatus}`;
  return summaryLine(JSON.parse(readFileSync(reportPath, 'utf8')));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(closingLine(REPORT_PATH, Number(process.argv[2] ?? 0)));
}
