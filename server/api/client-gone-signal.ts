// The caller's signal of a page render's Web Request (node-request-body.ts toWebRequest):
// aborted when the client goes away before its answer is complete. An AbortController would do,
// but Node makes an EventTarget, its listener records and the controller for each one, and the
// SQ proxy asks for it on every answer (docs/decisions/028-one-router.md).
import type { ServerResponse } from 'node:http';
import type { CallerSignal } from '../upstream/http-transport';

export class ClientGoneSignal implements CallerSignal {
  #aborted = false;
  #listeners: (() => void)[] = [];

  constructor(res: ServerResponse) {
    // 'close' after the answer is complete is normal; before that it means the client left.
    if (res.closed) this.#aborted = !res.writableFinished;
    else res.once('close', () => res.writableFinished || this.#abort());
  }

  get aborted(): boolean {
    return this.#aborted;
  }

  /** As AbortSignal's with `{ once: true }`: called at most once; never when aborted already. */
  addEventListener(_type: 'abort', listener: () => void): void {
    if (!this.#aborted) this.#listeners.push(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    const at = this.#listeners.indexOf(listener);
    if (at >= 0) this.#listeners.splice(at, 1);
  }

  #abort(): void {
    this.#aborted = true;
    const listeners = this.#listeners;
    this.#listeners = [];
    for (const listener of listeners) listener();
  }
}
