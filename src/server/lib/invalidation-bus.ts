/**
 * Cache invalidation shared by every instance, through Redis pub/sub (REDIS_URL). Each instance
 * keeps public reads, public API answers and rendered pages in its own memory (lib/read-cache.ts,
 * plugins/public-read-cache.ts, plugins/page-cache.ts); an admin edit or a seat taken clears them on
 * the instance that made it. With the bus, that instance also publishes the invalidation on a
 * channel, and every other instance clears the same caches when it arrives, so a change made on one
 * instance is served by all at once instead of when their entries expire.
 *
 * - A subscribed Redis connection can do nothing else: the bus has its own, beside the app's.
 * - Messages carry the publishing instance's id; an instance ignores its own.
 * - Publishing never holds up the request that made the change: a failure is logged, and other
 *   instances then see the change when their entries expire (the read cache's lifetime, 5 s).
 * - Messages sent while an instance's subscription is down are lost to it, so when it reconnects it
 *   clears everything once.
 * - Without REDIS_URL there is no bus; each instance's caches expire on their own, as before.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ReadCache } from './read-cache.ts';

/** The channel every instance of the site publishes on and listens to. */
export const INVALIDATION_CHANNEL = 'antarman:cache-invalidation';

/** How long start-up waits for the subscription before going on without it (it keeps trying). */
const SUBSCRIBE_WAIT_MS = 5000;

export interface InvalidationBusOptions {
  cache: ReadCache;
  /** The app's Redis connection: invalidations made here are published on it. */
  publisher: Redis;
  /** A connection of the bus's own, for the subscription. The bus closes it. */
  subscriber: Redis;
  channel?: string;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export interface InvalidationBus {
  /** This instance's id in the messages it publishes. */
  readonly id: string;
  /** Resolves once subscribed (or after a few seconds without: the subscription keeps trying). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

interface Message {
  from: string;
  prefix: string;
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).from === 'string' && typeof (value as Message).prefix === 'string';

export function createInvalidationBus(opts: InvalidationBusOptions): InvalidationBus {
  const { cache, publisher, subscriber, log } = opts;
  const channel = opts.channel ?? INVALIDATION_CHANNEL;
  const id = randomUUID();
  let closed = false;
  let subscribedOnce = false;

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (!isMessage(message) || message.from === id) return;
    cache.invalidate(message.prefix, 'elsewhere');
  });
  // ioredis subscribes again by itself after a reconnection; what was published meanwhile was lost.
  subscriber.on('ready', () => {
    if (subscribedOnce && !closed) cache.invalidate('', 'elsewhere');
  });
  // ioredis reconnects by itself and reports every failed attempt: one line a minute says it.
  let lastErrorLog = 0;
  subscriber.on('error', (err: Error) => {
    if (Date.now() - lastErrorLog < 60_000) return;
    lastErrorLog = Date.now();
    log.warn({ err: { message: err.message } }, 'cache invalidation: Redis subscriber error (reconnecting)');
  });

  const subscribed = subscriber.subscribe(channel).then(
    () => {
      subscribedOnce = true;
    },
    (err: Error) => log.warn({ err: { message: err.message } }, 'cache invalidation: could not subscribe; other instances\' changes show when caches expire'),
  );

  cache.onInvalidate((prefix, origin) => {
    if (origin !== 'here' || closed) return;
    publisher.publish(channel, JSON.stringify({ from: id, prefix } satisfies Message)).catch((err: Error) => {
      log.warn({ err: { message: err.message } }, 'cache invalidation: could not publish; other instances see the change when their caches expire');
    });
  });

  return {
    id,
    async ready() {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([subscribed, new Promise<void>((resolve) => (timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS)))]);
      clearTimeout(timer);
      if (!subscribedOnce) log.info({ channel }, 'cache invalidation: not subscribed yet, starting without it');
    },
    async close() {
      closed = true;
      // A connection that is not up has nothing to say goodbye to (quit() would wait for it).
      if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
      else subscriber.disconnect();
    },
  };
}
