// .ci/run's closing line must say what happened: failed files count, and no stale report.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closingLine, summaryLine } from './ci-summary.mjs';

const report = (statuses: string[], failedTests = 0) => ({
  testResults: statuses.map((status) => ({ status })),
  numPassedTests: 10,
  numFailedTests: failedTests,
  numPendingTests: 0,
  numTodoTests: 0,
  success: statuses.every((status) => status === 'passed') && failedTests === 0,
});

describe('CI closing line', () => {
  it('counts a file that failed to load although no test failed', () => {
    expect(summaryLine(report(['passed', 'failed']))).toBe('1/2 test files passed, 1 failed; 10 tests passed, 0 failed');
  });

  it('reads all passed only when every file passed', () => {
    expect(summaryLine(report(['passed', 'passed']))).toBe('2/2 test files passed, 0 failed; 10 tests passed, 0 failed');
  });

  it('counts skipped tests', () => {
    expect(summaryLine({ ...report(['passed']), numPendingTests: 2 })).toContain(', 2 skipped');
  });

  it('says there is no report instead of reading a missing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
    expect(closingLine(join(dir, 'vitest.json'), 2)).toMatch(/^no test report: .* exit 2$/);
    writeFileSync(join(dir, 'vitest.json'), JSON.stringify(report(['failed'], 3)));
    expect(closingLine(join(dir, 'vitest.json'), 1)).toBe('0/1 test files passed, 1 failed; 10 tests passed, 3 failed');
  });
});
