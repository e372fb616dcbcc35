// A purge reaches every instance (docs/decisions/017-purge-reaches-every-instance.md): the keys go out on
// one Redis channel, each instance clears and confirms on another, and `publish` resolves once as many
// confirmed as Redis delivered to. An instance whose subscriber was disconnected may have missed purges:
// back, it clears everything. Failures are counted in `purge_fanout_failures_total`, never a visitor's.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { Counter, type Registry } from 'prom-client';
import { z } from 'zod';
import { SITE_KEY } from '../../../shared/routes/surrogate-keys';
import { redisClient } from '../redis-client';

export const PURGE_CHANNEL = 'site:purge';
export const PURGE_ACK_CHANNEL = 'site:purge:ack';
/** How long a purge waits for every instance to confirm. */
const DEFAULT_ACK_TIMEOUT_MS = 3000;

const purgeMessageSchema = z.object({ id: z.string().min(1).max(64), from: z.string().min(1).max(64), keys: z.array(z.string().max(300)).min(1).max(1000) });
const ackMessageSchema = z.object({ id: z.string().min(1).max(64), from: z.string().min(1).max(64) });

export type PurgeFanout = ReturnType<typeof createPurgeFanout>;

export class PurgeFanoutError extends Error {
  override name = 'PurgeFanoutError';
}

export interface PurgeFanoutOptions {
  url: string;
  /** Clears this instance's caches for keys another instance published (validated by the caller). */
  onRemotePurge(keys: string[]): void;
  logger: Pick<Logger, 'warn' | 'error'>;
  registry: Registry;
  ackTimeoutMs?: number;
}

export function createPurgeFanout(options: PurgeFanoutOptions) {
  const self = randomUUID();
  const ackTimeoutMs = options.ackTimeoutMs ?? DEFAULT_ACK_TIMEOUT_MS;
  const failures = new Counter({
    name: 'purge_fanout_failures_total',
    help: 'Purges that could not be passed to (or confirmed by) every instance through Redis.',
    registers: [options.registry],
  });
  // Errors are counted where a purge meets them.
  const publisher = redisClient(options.url, { enableOfflineQueue: false, commandTimeout: 1000 });
  // A subscriber connection takes no other command; it resubscribes by itself after a reconnect.
  const subscriber = redisClient(options.url, { enableOfflineQueue: false, autoResubscribe: true });
  const fail = (err: unknown, context: string) => {
    failures.inc();
    options.logger.warn({ err: err instanceof Error ? err.message : String(err) }, `purge fan-out: ${context}`);
  };
  let everSubscribed = false;
  const subscribed = new Promise<void>((resolve) => {
    const subscribe = () =>
      subscriber.subscribe(PURGE_CHANNEL, PURGE_ACK_CHANNEL).then(
        () => {
          // Back after a disconnection: purges published meanwhile never reached this instance.
          if (everSubscribed) clearAfterMissedPurges();
          everSubscribed = true;
          resolve();
        },
        () => {},
      );
    subscriber.on('ready', subscribe);
  });
  const clearAfterMissedPurges = () => {
    try {
      options.onRemotePurge([SITE_KEY]);
    } catch (err) {
      fail(err, 'clearing after a reconnection failed');
    }
  };

  const waiting = new Map<string, { confirmed: Set<string>; expected: number; done(): void }>();

  subscriber.on('message', (channel: string, text: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    if (channel === PURGE_ACK_CHANNEL) {
      const ack = ackMessageSchema.safeParse(parsed);
      const wait = ack.success ? waiting.get(ack.data.id) : undefined;
      if (!ack.success || !wait) return;
      wait.confirmed.add(ack.data.from);
      if (wait.confirmed.size >= wait.expected) wait.done();
      return;
    }
    const message = purgeMessageSchema.safeParse(parsed);
    if (!message.success) return;
    // The publisher cleared its own caches before publishing; it confirms like every other instance.
    if (message.data.from !== self) {
      try {
        options.onRemotePurge(message.data.keys);
      } catch (err) {
        fail(err, 'clearing for another instance failed');
        return;
      }
    }
    publisher.publish(PURGE_ACK_CHANNEL, JSON.stringify({ id: message.data.id, from: self })).catch((err: unknown) => fail(err, 'confirmation not sent'));
  });

  return {
    /** Publishes the keys and waits for every subscribed instance (this one too) to confirm. */
    async publish(keys: string[]): Promise<{ instances: number }> {
      const id = randomUUID();
      let confirmedAll!: () => void;
      const confirmed = new Promise<void>((resolve) => (confirmedAll = resolve));
      const wait = { confirmed: new Set<string>(), expected: Number.POSITIVE_INFINITY, done: confirmedAll };
      waiting.set(id, wait);
      try {
        await withTimeout(subscribed, ackTimeoutMs, () => 'not subscribed to the purge channel');
        const receivers = await publisher.publish(PURGE_CHANNEL, JSON.stringify({ id, from: self, keys }));
        // Not even this instance's subscriber: nobody can have been told.
        if (receivers === 0) throw new PurgeFanoutError('no instance is subscribed to the purge channel');
        wait.expected = receivers;
        if (wait.confirmed.size >= receivers) confirmedAll();
        await withTimeout(confirmed, ackTimeoutMs, () => `${wait.confirmed.size} of ${receivers} instances confirmed within ${ackTimeoutMs} ms`);
        return { instances: wait.confirmed.size };
      } catch (err) {
        fail(err, 'not every instance was reached');
        throw err instanceof PurgeFanoutError ? err : new PurgeFanoutError(err instanceof Error ? err.message : String(err));
      } finally {
        waiting.delete(id);
      }
    },
    async close(): Promise<void> {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new PurgeFanoutError(message())), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
