import { describe, expect, it } from 'vitest';
import { boundaryViolation } from './import-boundaries.js';

describe('import boundaries (STYLE.md)', () => {
  it('keeps shared/ free of server, client, provider and Node', () => {
    expect(boundaryViolation('shared/domain/flip.ts', '../../server/app')).toMatch(/shared/);
    expect(boundaryViolation('shared/domain/flip.ts', 'node:fs')).toMatch(/Node API/);
    expect(boundaryViolation('shared/domain/flip.ts', '../types/plan')).toBeUndefined();
  });
  it('keeps client/ away from server/ and provider/', () => {
    expect(boundaryViolation('client/app/root.tsx', '../../server/config/env')).toMatch(/client/);
    expect(boundaryViolation('client/app/root.tsx', '../../provider/app')).toMatch(/client/);
  });
  it('lets server/ reach client/ only through entry-server', () => {
    expect(boundaryViolation('server/render/page.ts', '../../client/entry-server')).toBeUndefined();
    expect(boundaryViolation('server/render/page.ts', '../../client/app/routes')).toMatch(/entry-server/);
    expect(boundaryViolation('server/app.ts', '../provider/app')).toMatch(/start-embedded-provider/);
    expect(boundaryViolation('server/start-embedded-provider.ts', '../provider/app')).toBeUndefined();
  });
  it('stops features importing each other', () => {
    expect(boundaryViolation('client/features/plans/plan-card.tsx', '../address-check/use-address')).toMatch(/features never/);
    expect(boundaryViolation('client/features/plans/plan-card.tsx', './plan-badges')).toBeUndefined();
  });
});
