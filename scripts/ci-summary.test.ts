// .ci/run's closing line must say what happened: failed files count, and no stale or missing report.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closingLine, failureLines, summaryLine } from './ci-summary.mjs';

const report = (statuses: string[], failedTests = 0) => ({
  testResults: statuses.map((status, index) => ({ status, name: `f${index}.test.ts`, message: '' })),
  numPassedTests: 10,
  numFailedTests: failedTests,
  numPendingTests: 0,
  numTodoTests: 0,
  success: statuses.every((status) => status === 'passed') && failedTests === 0,
});

describe('CI closing line', () => {
  it('counts a file that failed to load although no test failed', () => {
    expect(summaryLine([report(['passed', 'failed'])])).toBe('1/2 test files passed, 1 failed; 10 tests passed, 0 failed');
  });

  it('reads all passed only when every file of every project passed', () => {
    expect(summaryLine([report(['passed', 'passed']), report(['passed'])])).toBe('3/3 test files passed, 0 failed; 20 tests passed, 0 failed');
  });

  it('counts skipped tests', () => {
    expect(summaryLine([{ ...report(['passed']), numPendingTests: 2 }])).toContain(', 2 skipped');
  });

  it('names each failed test with its error, and a file that failed to load with its own', () => {
    const failed = {
      ...report([], 1),
      testResults: [
        { status: 'passed', name: `${process.cwd()}/a.test.ts`, message: '', assertionResults: [{ status: 'passed', fullName: 'fine', failureMessages: [] }] },
        { status: 'failed', name: `${process.cwd()}/b.test.ts`, message: '', assertionResults: [{ status: 'failed', fullName: 'limit holds', failureMessages: ['AssertionError: expected 15 to be 10\n    at b.test.ts:3'] }] },
        { status: 'failed', name: `${process.cwd()}/c.test.ts`, message: 'SyntaxError: nope\nmore', assertionResults: [] },
      ],
    };
    expect(failureLines([failed])).toEqual(['failed: b.test.ts > limit holds: AssertionError: expected 15 to be 10', 'failed: c.test.ts: SyntaxError: nope']);
  });

  it('names a project without a report instead of reading a missing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
    const paths = { unit: join(dir, 'unit.json'), e2e: join(dir, 'e2e.json') };
    expect(closingLine(paths, 2)).toBe('no test report; no report from unit, e2e: those tests did not run, exit 2');
    writeFileSync(paths.unit, JSON.stringify(report(['failed'], 3)));
    expect(closingLine(paths, 1)).toBe('failed: f0.test.ts: \n0/1 test files passed, 1 failed; 10 tests passed, 3 failed; no report from e2e: those tests did not run, exit 1');
    writeFileSync(paths.e2e, JSON.stringify(report(['passed'])));
    expect(closingLine(paths, 1)).toBe('failed: f0.test.ts: \n1/2 test files passed, 1 failed; 20 tests passed, 3 failed');
  });
});
