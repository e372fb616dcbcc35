import { describe, expect, it } from 'vitest';
import { createEdgeErrorReporter, errorReportLine } from './edge-error-reporting';

describe('edge error reports', () => {
  it('are one JSON line with the error and the context (request id included)', () => {
    const error = new TypeError('boom');
    const line = errorReportLine(error, { route: '/api/nav', requestId: 'r-1' }, () => 1234);
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      level: 'error',
      time: 1234,
      msg: 'boom',
      err: { type: 'TypeError', message: 'boom', stack: error.stack },
      route: '/api/nav',
      requestId: 'r-1',
    });
  });

  it('describe thrown non-errors and drop values JSON cannot hold', () => {
    const line = errorReportLine('plain text', { size: 10n, callback: () => 1 }, () => 1);
    expect(JSON.parse(line)).toEqual({
      level: 'error',
      time: 1,
      msg: 'error reported',
      err: { type: 'string', message: 'plain text' },
      size: '10',
    });
  });

  it('never throw, even when the context is circular', () => {
    const lines: string[] = [];
    const report = createEdgeErrorReporter((line) => lines.push(line));
    const context: Record<string, unknown> = {};
    context.self = context;
    expect(() => report(new Error('x'), context)).not.toThrow();
    expect(JSON.parse(lines[0]!)).toEqual({ level: 'error', msg: 'error report could not be serialised' });
  });
});
