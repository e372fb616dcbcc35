// Where the site's log lines go (docs/decisions/030-cache-hits-in-one-write.md): stdout in batches of
// some 16 KB, or within a second, through pino's own destination (sonic-boom).
import pino from 'pino';

/** Log lines gathered before a write: some eighty request lines (each write costs more than a line: ADR 030). */
const LOG_BATCH_BYTES = 16384;
/** The most a write carries, a batch and a line. */
const LOG_WRITE_MAX_BYTES = LOG_BATCH_BYTES + 512;
/** The longest a log line waits for the lines to fill a batch. */
const LOG_FLUSH_MS = 1000;

export interface LogDestination {
  /** The stream pino writes each line to. */
  stream: pino.DestinationStream;
  /** Writes what has gathered without waiting for a batch (the start-up lines). */
  flush(): void;
  /** Writes what has gathered before this returns: on every exit, a crash included. */
  flushSync(): void;
  /** Writes what has gathered, stops the one-second flush and closes the file (a test's; the site's lasts as long as its process). */
  close(): Promise<void>;
}

/**
 * In buffer mode each line is handed over as a Buffer of its own and a batch is joined once, as it is
 * written. In text mode the destination appends each line to the pending text and measures that text
 * again, which copies the whole of it: about 8 KB per request line at these batches (ADR 030).
 */
export function createLogDestination(fd = 1): LogDestination {
  const sonic = pino.destination({
    dest: fd,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    maxWrite: LOG_WRITE_MAX_BYTES,
    periodicFlush: LOG_FLUSH_MS,
    contentMode: 'buffer',
  });
  // Its types name text only; in buffer mode it takes Buffers (sonic-boom's README, `contentMode`).
  const write = sonic.write.bind(sonic) as unknown as (line: Buffer) => boolean;
  return {
    stream: { write: (line) => void write(Buffer.from(line)) },
    flush: () => sonic.flush(),
    flushSync: () => sonic.flushSync(),
    close: () =>
      new Promise((resolve) => {
        sonic.once('close', () => resolve());
        sonic.end();
      }),
  };
}
