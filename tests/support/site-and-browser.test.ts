import { EventEmitter } from 'node:events';
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchPageProblems } from './site-and-browser';

const message = (type: string, text: string, url = 'http://127.0.0.1/x') =>
  ({ type: () => type, text: () => text, location: () => ({ url, lineNumber: 0, columnNumber: 0 }) }) as unknown as ConsoleMessage;

describe('watchPageProblems', () => {
  it('collects console errors and uncaught exceptions, not warnings or logs by default', () => {
    const page = new EventEmitter();
    const problems = watchPageProblems(page as unknown as Page);
    page.emit('console', message('log', 'hello'));
    page.emit('console', message('warning', 'careful'));
    page.emit('console', message('error', 'broken'));
    page.emit('pageerror', new Error('thrown'));
    expect(problems).toEqual(['error: broken', 'pageerror: thrown']);
  });

  it('counts warnings when asked and leaves out an expected message', () => {
    const page = new EventEmitter();
    const problems = watchPageProblems(page as unknown as Page, {
      warnings: true,
      expected: (m) => m.location().url.endsWith('/api/agent/session'),
    });
    page.emit('console', message('warning', 'careful'));
    page.emit('console', message('error', 'status of 401', 'http://127.0.0.1/api/agent/session'));
    expect(problems).toEqual(['warning: careful']);
  });
});
