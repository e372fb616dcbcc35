// The site's log destination: pino's lines gathered into batches, each batch handed to sonic-boom
// (pino.destination, synchronous in server/index.ts) as one string: one write per batch instead of
// one per line, and flushSync at exit; sonic-boom is only fed less often.
//
// Why (docs/decisions/018-proxies-on-bare-node-objects.md): fed one access-log line per request, sonic-boom appends each
// line to a growing string and measures its UTF-8 length, which flattens that string again on every
// line, a real share of a saturated proxy's CPU; gathered here and joined once per batch, the same
// lines cost next to nothing.
//
// A line at error level or above is handed over at once with everything before it, so a crash loses
// nothing that explains it; other lines wait at most `maxDelayMs`.

import pino from 'pino';

/** What this destination writes to: pino.destination()'s SonicBoom, or a test's stand-in. */
export interface LogTarget {
  write(chunk: string): unknown;
  flush?(callback?: (error?: Error) => void): void;
  flushSync(): void;
}

export interface BatchedLogOptions {
  /** Hand the batch over once it holds this many characters. */
  maxChars?: number;
  /** Hand the batch over at least this often while lines wait. */
  maxDelayMs?: number;
}

/** pino's numeric level for `error`: lines at this level or above are not held back. */
const ERROR_LEVEL = 50;

export class BatchedLogDestination {
  /** Asks pino to set `lastLevel` before each write (pino's metadata protocol). */
  readonly [pino.symbols.needsMetadataGsym] = true;
  lastLevel = 0;

  readonly #target: LogTarget;
  readonly #maxChars: number;
  readonly #maxDelayMs: number;
  #lines: string[] = [];
  #chars = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(target: LogTarget, { maxChars = 32 * 1024, maxDelayMs = 100 }: BatchedLogOptions = {}) {
    this.#target = target;
    this.#maxChars = maxChars;
    this.#maxDelayMs = maxDelayMs;
  }

  write(line: string): boolean {
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.lastLevel >= ERROR_LEVEL || this.#chars >= this.#maxChars) this.#handOver();
    else this.#timer ??= setTimeout(() => this.#handOver(), this.#maxDelayMs).unref();
    return true;
  }

  /** Hands the waiting lines to the target and asks it to write them out (asynchronously). */
  flush(): void {
    this.#handOver();
    this.#target.flush?.();
  }

  /** Hands the waiting lines over and writes everything out before returning (before an exit). */
  flushSync(): void {
    this.#handOver();
    this.#target.flushSync();
  }

  #handOver(): void {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    if (this.#lines.length === 0) return;
    const batch = this.#lines.length === 1 ? this.#lines[0]! : this.#lines.join('');
    this.#lines = [];
    this.#chars = 0;
    this.#target.write(batch);
  }
}
