import { describe, expect, it } from 'vitest';
import { runContext } from './run-context';

describe('runContext', () => {
  it('names the commit, NODE_ENV and the core count', () => {
    const line = runContext('production');
    expect(line).toMatch(/^commit [0-9a-f]{12}[ ,]/);
    expect(line).toContain('NODE_ENV=production');
    expect(line).toMatch(/, [1-9]\d* cores, /);
  });
});
