import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchedLogDestination, type LogTarget } from './batched-log-destination';

/** A target that records what it is handed, and when it is asked to write out. */
function recordingTarget() {
  const chunks: string[] = [];
  const target: LogTarget & { chunks: string[]; syncFlushes: number } = {
    chunks,
    syncFlushes: 0,
    write: (chunk: string) => chunks.push(chunk),
    flushSync() {
      target.syncFlushes += 1;
    },
  };
  return target;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('batched log destination (lines handed over a batch at a time)', () => {
  it('holds lines back until the batch is full, then hands them over in order as one chunk', () => {
    const target = recordingTarget();
    const destination = new BatchedLogDestination(target, { maxChars: 30 });
    destination.write('one 123456\n');
    destination.write('two 123456\n');
    expect(target.chunks).toEqual([]);
    destination.write('three 1234\n');
    expect(target.chunks).toEqual(['one 123456\ntwo 123456\nthree 1234\n']);
    destination.write('four\n');
    expect(target.chunks).toHaveLength(1);
  });

  it('hands a waiting line over within maxDelayMs, and never twice', () => {
    vi.useFakeTimers();
    const target = recordingTarget();
    const destination = new BatchedLogDestination(target, { maxDelayMs: 100 });
    destination.write('a\n');
    vi.advanceTimersByTime(60);
    destination.write('b\n');
    expect(target.chunks).toEqual([]);
    vi.advanceTimersByTime(40);
    expect(target.chunks).toEqual(['a\nb\n']);
    vi.advanceTimersByTime(1000);
    expect(target.chunks).toEqual(['a\nb\n']);
  });

  it('hands an error line over at once, with every line before it (pino tells it the level)', () => {
    const target = recordingTarget();
    const logger = pino({ base: undefined, timestamp: false }, new BatchedLogDestination(target));
    logger.info('before');
    expect(target.chunks).toEqual([]);
    logger.error('broke');
    expect(target.chunks).toHaveLength(1);
    expect(target.chunks[0]!.trim().split('\n').map((l) => JSON.parse(l).msg)).toEqual(['before', 'broke']);
    logger.info('after');
    expect(target.chunks).toHaveLength(1);
  });

  it('flushSync hands over what waits and has the target write it out (before an exit)', () => {
    const target = recordingTarget();
    const destination = new BatchedLogDestination(target);
    destination.flushSync();
    expect(target.chunks).toEqual([]);
    destination.write('last words\n');
    destination.flushSync();
    expect(target.chunks).toEqual(['last words\n']);
    expect(target.syncFlushes).toBe(2);
  });

  it('writes through to a real pino destination: every line arrives, whole', async () => {
    const { mkdtempSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const file = join(mkdtempSync(join(tmpdir(), 'batched-log-')), 'site.log');
    const destination = new BatchedLogDestination(pino.destination({ dest: file, sync: true }), { maxChars: 500 });
    const logger = pino({ base: { service: 'web' } }, destination);
    for (let i = 0; i < 100; i++) logger.info({ i }, 'line');
    destination.flushSync();
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { i: number; service: string });
    expect(lines.map((l) => l.i)).toEqual([...Array(100).keys()]);
    expect(lines.every((l) => l.service === 'web')).toBe(true);
  });
});
