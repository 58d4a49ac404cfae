/**
 * A task limiter: at most `max` tasks run at once, the others wait their turn, first come first
 * served. The page renderer (plugins/ssr.ts) runs its renders through one, so a burst of visitors
 * queues instead of holding every page in memory at once.
 */
import type { ServerResponse } from 'node:http';

export type TaskLimiter = <T>(task: () => Promise<T>) => Promise<T>;

/** Runs at most `max` tasks at once; the others wait in order. */
export function taskLimiter(max: number): TaskLimiter {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/**
 * Sends a visitor's own page (a render no one else shares) when its turn comes, unless the visitor
 * has gone by then: a closed connection gets no render. Under a burst, renders queue behind the
 * limiter for up to seconds; a visitor who gave up (or a load generator that stopped) would still
 * cost a full render each, and hold its memory, for an answer no one reads.
 */
export function renderInTurn(limited: TaskLimiter, res: Pick<ServerResponse, 'destroyed'>, send: () => Promise<void>): Promise<void> {
  return limited(async () => {
    if (!res.destroyed) await send();
  });
}
