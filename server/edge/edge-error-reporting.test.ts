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

  it('never throw, even when the context is circular (the cycle is cut)', () => {
    const lines: string[] = [];
    const report = createEdgeErrorReporter((line) => lines.push(line));
    const context: Record<string, unknown> = { route: '/api/nav' };
    context.self = context;
    expect(() => report(new Error('x'), context)).not.toThrow();
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', msg: 'x', route: '/api/nav', self: '[Circular]' });
  });

  it('never throw when the context cannot be serialised at all', () => {
    const lines: string[] = [];
    const report = createEdgeErrorReporter((line) => lines.push(line));
    const context = { toJSON: 'not a function' } as unknown as Record<string, unknown>;
    Object.defineProperty(context, 'broken', { enumerable: true, get: () => { throw new Error('getter'); } });
    expect(() => report(new Error('x'), context)).not.toThrow();
    expect(JSON.parse(lines[0]!)).toEqual({ level: 'error', msg: 'error report could not be serialised' });
  });

  it('carry no query string, token or personal field', () => {
    const line = errorReportLine(new Error('failed /api/address?fullText=1+Secret+St'), { path: '/api/address', email: 'a@b.example' }, () => 1);
    expect(line).not.toContain('Secret');
    expect(line).not.toContain('a@b.example');
    expect(JSON.parse(line)).toMatchObject({ path: '/api/address', email: '[Filtered]' });
  });
});
