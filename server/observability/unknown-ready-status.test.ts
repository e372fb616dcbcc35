import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED_STATUSES, createUnknownReadyStatusLog, type WarnLogger } from './unknown-ready-status';

function recordingLogger() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const logger: WarnLogger = { warn: (fields, message) => void lines.push({ fields, message }) };
  return { lines, logger };
}

describe('unknown nbn readiness statuses: "an unknown status is not ready and is logged once"', () => {
  it('logs each status the first time only', () => {
    const { lines, logger } = recordingLogger();
    const note = createUnknownReadyStatusLog(logger);
    note('Pending Assessment', { source: 'service-qualification' });
    note('Pending Assessment', { source: 'handoff' });
    note('Awaiting Design');
    note('Pending Assessment');
    expect(lines.map((line) => line.fields.readyStatus)).toEqual(['Pending Assessment', 'Awaiting Design']);
    expect(lines[0]).toMatchObject({ fields: { source: 'service-qualification' }, message: expect.stringContaining('treated as not ready') });
  });

  it('remembers a bounded number of statuses, then says it stopped', () => {
    const { lines, logger } = recordingLogger();
    const note = createUnknownReadyStatusLog(logger);
    const statuses = Array.from({ length: MAX_REMEMBERED_STATUSES }, (_, i) => `s${i}`);
    for (const status of [...statuses, 'over', 'again', 's0']) note(status);
    expect(lines.map((line) => line.fields.readyStatus ?? 'stopped')).toEqual([...statuses, 'stopped']);
  });
});
