// The unit project's waits outlast a stalled second (patient-waits.ts), in the copy React Testing Library uses.
import { getConfig } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('patient waits', () => {
  it("findBy* and waitFor wait up to 15 s, inside the unit project's 20 s test timeout", () => {
    expect(getConfig().asyncUtilTimeout).toBe(15_000);
  });
});
