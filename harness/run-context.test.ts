import { describe, expect, it } from 'vitest';
import { formatRunContext, runContext } from './run-context';

describe('runContext', () => {
  it('names the commit, NODE_ENV and the core count', () => {
    const context = runContext('production');
    expect(context.commit).toMatch(/^[0-9a-f]{12}$/);
    expect(context.nodeEnv).toBe('production');
    expect(context.cores).toBeGreaterThan(0);
    const line = formatRunContext(context);
    expect(line).toContain(`commit ${context.commit}`);
    expect(line).toContain('NODE_ENV=production');
    expect(line).toContain(`${context.cores} cores`);
  });
});
