/**
 * A small in-process cache for public reads (webinars, services, forms). Admin writes invalidate it
 * at once; entries also expire after a few seconds so that other instances see changes quickly.
 * Concurrent misses share one load.
 */
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

  private listeners: Array<(prefix: string) => void> = [];

  /** Drops every entry whose key starts with `prefix` (all entries when omitted). */
  invalidate(prefix = ''): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const listener of this.listeners) listener(prefix);
  }

  /** Calls `listener` after every invalidate(): what was built from these reads (cached pages) goes too. */
  onInvalidate(listener: (prefix: string) => void): void {
    this.listeners.push(listener);
  }
}
