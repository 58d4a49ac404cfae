/**
 * A small in-process cache for public reads (webinars, services, forms). Admin writes invalidate it
 * at once; entries also expire after a few seconds, the bound on how stale another instance can be
 * when nothing tells it of a change. With REDIS_URL, every instance is told (lib/invalidation-bus.ts):
 * an invalidation made here is published, and one made elsewhere arrives as `invalidate(prefix,
 * 'elsewhere')`. Concurrent misses share one load.
 */

/** Where an invalidation comes from: a change made by this instance, or one another instance made. */
export type InvalidationOrigin = 'here' | 'elsewhere';

export class ReadCache {
  private entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(private ttlMs: number) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failed load is not remembered: the next reader tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  private listeners: Array<(prefix: string, origin: InvalidationOrigin) => void> = [];

  /** Drops every entry whose key starts with `prefix` (all entries when omitted). */
  invalidate(prefix = '', origin: InvalidationOrigin = 'here'): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const listener of this.listeners) listener(prefix, origin);
  }

  /**
   * Calls `listener` after every invalidate(): what was built from these reads (cached pages and
   * API answers) goes too, and a change made here is told to the other instances.
   */
  onInvalidate(listener: (prefix: string, origin: InvalidationOrigin) => void): void {
    this.listeners.push(listener);
  }
}
