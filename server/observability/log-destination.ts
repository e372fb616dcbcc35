// Where the site's log lines go (docs/decisions/030-cache-hits-in-one-write.md): stdout in batches of some 16 KB
// (some eighty request lines: each write costs more than a line), or within a second, through pino's destination.
import pino from 'pino';

/**
 * The destination (`flush`, and `flushSync` on every exit) and the stream pino writes to. Each line is handed over
 * as a Buffer of its own and a batch is joined once: in text mode the destination measures its pending text again
 * on every line, which copies the whole of it, about 8 KB per request line at these batches (ADR 030).
 */
export function createLogDestination(fd = 1) {
  const BATCH_BYTES = 16384;
  // A write carries a batch and a line at most. Its types name text only; in buffer mode it takes Buffers (its README).
  const destination = pino.destination({ dest: fd, sync: false, minLength: BATCH_BYTES, maxWrite: BATCH_BYTES + 512, periodicFlush: 1000, contentMode: 'buffer' });
  const write = destination.write.bind(destination) as unknown as (line: Buffer) => boolean;
  return { destination, stream: { write: (line: string) => void write(Buffer.from(line)) } satisfies pino.DestinationStream };
}
