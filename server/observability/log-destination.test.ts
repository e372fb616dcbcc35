// The site's log lines reach their file descriptor in batches, whole and in order, and all of them on an exit
// (docs/decisions/030-cache-hits-in-one-write.md).
import { once } from 'node:events';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination';

let cleanUp: (() => Promise<void>) | undefined;
// Closed by the destination itself: its one-second flush would otherwise go on writing to the descriptor after the test.
afterEach(() => cleanUp?.());

function logToFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'log-destination-'));
  const file = path.join(dir, 'log');
  const { destination, stream } = createLogDestination(openSync(file, 'w'));
  cleanUp = async () => {
    const closed = once(destination, 'close');
    destination.end();
    await closed;
    rmSync(dir, { recursive: true, force: true });
  };
  const logger = pino({ base: { service: 'web' } }, stream);
  const written = () => readFileSync(file, 'utf8');
  const lines = () => written().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { msg: string; address?: string });
  return { logger, destination, written, lines };
}

describe('the log destination', () => {
  it('holds lines until a batch has gathered; an exit writes them all, whole and in order', () => {
    const { logger, destination, written, lines } = logToFile();
    // Text of more bytes than characters: a batch is counted in bytes.
    for (let index = 0; index < 3; index++) logger.info({ address: `${index} Rue Café, Mañana NSW 2000 — ✓` }, `request ${index}`);
    expect(written()).toBe('');
    destination.flushSync();
    expect(lines().map((line) => [line.msg, line.address])).toEqual([0, 1, 2].map((index) => [`request ${index}`, `${index} Rue Café, Mañana NSW 2000 — ✓`]));
  });

  it('writes a batch once some 16 KB have gathered, without a flush, and the lines after it on the exit', async () => {
    const { logger, destination, written, lines } = logToFile();
    const padding = 'é'.repeat(200); // 400 bytes, 200 characters
    const count = 60;
    for (let index = 0; index < count; index++) logger.info({ padding }, `request ${index}`);
    await expect.poll(() => Buffer.byteLength(written()), { timeout: 5_000 }).toBeGreaterThanOrEqual(16_384);
    // Only whole lines, the oldest first (the destination's one-second flush may have written the rest too).
    expect(written().endsWith('\n')).toBe(true);
    const first = lines().map((line) => line.msg);
    expect(first).toEqual(first.map((_, index) => `request ${index}`));
    destination.flushSync();
    expect(lines().map((line) => line.msg)).toEqual(Array.from({ length: count }, (_, index) => `request ${index}`));
  });
});
